import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useNavigationStore } from '../../state';
import { useLiquidityResult } from './api/get-liquidity-result';
import { LiquidityComparison } from './components/LiquidityComparison';
import { LiquidityReport } from './components/LiquidityReport';
import { NoLiquidityResult } from './components/NoLiquidityResult';

function Loaded({ perimeterId }: { perimeterId: string }) {
  const query = useLiquidityResult(perimeterId);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des résultats de liquidité" rows={8} />;
  }
  if (query.isError) {
    return <ResourceError message={messages.risk.results} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <NoLiquidityResult />;
  return (
    <Stack spacing={3}>
      <LiquidityComparison simulated={query.data} />
      <LiquidityReport result={query.data} />
    </Stack>
  );
}

/**
 * "Résultats" of the RISQUE module (spec §2: /risk/results), of the last computation; in
 * simulation mode the real portfolio's profiles come first, beside the simulation's.
 */
export function LiquidityResultsPage({ title }: { title: string }) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  const done = useNavigationStore((state) => state.results.risk.done);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {perimeterId && done ? (
        <Loaded key={`${perimeterId}@${date}`} perimeterId={perimeterId} />
      ) : (
        <NoLiquidityResult />
      )}
    </>
  );
}
