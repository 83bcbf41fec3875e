import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompletePerimeterRequest } from '../../lib/perimeter-request';
import { DirectPositions } from './components/portfolio/DirectPositions';
import { TransparisePanel } from './components/portfolio/TransparisePanel';
import { EmptyState } from '../../components/EmptyState';

export const CHOOSE_PERIMETER_MESSAGE =
  'Choisissez un périmètre : client, portefeuilles, date de valorisation et compartiments.';

/**
 * "Portefeuille/Simulation" (spec §2): the perimeter's direct positions, and the
 * « Transpariser » action that looks them through (spec §4 Transparisation). `actions`
 * sit beside the title: the app puts « Passer en simulation » there (features do not
 * import each other).
 */
export function PortfolioPage({ title, actions }: { title: string; actions?: ReactNode }) {
  const request = useCompletePerimeterRequest();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {actions}
      </Stack>
      <Stack spacing={3}>
        <TransparisePanel request={request} />
        {request ? (
          <DirectPositions request={request} />
        ) : (
          <EmptyState message={CHOOSE_PERIMETER_MESSAGE} />
        )}
      </Stack>
    </>
  );
}
