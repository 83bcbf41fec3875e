import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useClientRoleStore, useNavigationStore } from '../../state';
import { perimeterRequestOf } from './api/perimeter-request';
import { DirectPositions } from './components/portfolio/DirectPositions';
import { TransparisePanel } from './components/portfolio/TransparisePanel';
import { EmptyState } from './components/shared/EmptyState';

export const CHOOSE_PERIMETER_MESSAGE =
  'Choisissez un périmètre : client, portefeuilles, date de valorisation et compartiments.';

/**
 * "Portefeuille/Simulation" (spec §2): the perimeter's direct positions, and the
 * « Transpariser » action that looks them through (spec §4 Transparisation).
 */
export function PortfolioPage({ title }: { title: string }) {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const selection = useNavigationStore((state) => state.perimeter);
  const request = useMemo(() => perimeterRequestOf(role, selection), [role, selection]);
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
