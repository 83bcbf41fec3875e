import { lazy, Suspense, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { ResourceError } from '../../../../components/ResourceError';
import { useDirectPositions } from '../../api/get-direct-positions';
import type { PerimeterRequestBody } from '../../../../lib/perimeter-request';
import { groupByPortfolio, totalsOf } from '../../lib/position-groups';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadingBlock } from '../../../../components/LoadingBlock';
import { PortfolioTotalsTable } from './PortfolioTotalsTable';

// AG Grid (~230 kB gzip) comes in its own chunk, the first time positions are shown.
const PositionsGrid = lazy(() => import('./PositionsGrid'));

export const NO_POSITIONS_MESSAGE = 'Aucune position directe pour ce périmètre.';
const LOADING_LABEL = 'Chargement des positions';

/** The perimeter's direct positions: loading, failed with "Réessayer", empty, or shown. */
export function DirectPositions({ request }: { request: PerimeterRequestBody }) {
  const query = useDirectPositions(request);
  const positions = query.data;
  const groups = useMemo(() => (positions ? groupByPortfolio(positions) : []), [positions]);
  const total = useMemo(() => totalsOf(positions ?? []), [positions]);

  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label={LOADING_LABEL} />;
  }
  if (query.isError) {
    return <ResourceError message={messages.inventory.load} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState message={NO_POSITIONS_MESSAGE} />;
  return (
    <Stack spacing={2}>
      <section aria-labelledby="positions-totaux">
        <Typography id="positions-totaux" variant="h6" component="h2" gutterBottom>
          Totaux par portefeuille
        </Typography>
        <PortfolioTotalsTable key={JSON.stringify(request)} groups={groups} total={total} />
      </section>
      <section aria-labelledby="positions-detail">
        <Typography id="positions-detail" variant="h6" component="h2" gutterBottom>
          Positions directes
        </Typography>
        <Suspense fallback={<LoadingBlock label={LOADING_LABEL} />}>
          <PositionsGrid positions={query.data} />
        </Suspense>
      </section>
    </Stack>
  );
}
