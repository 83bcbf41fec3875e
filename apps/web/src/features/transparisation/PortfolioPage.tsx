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
 * « Transpariser » action that looks them through (spec §4 Transparisation).
 */
export function PortfolioPage({ title }: { title: string }) {
  const request = useCompletePerimeterRequest();
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
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
