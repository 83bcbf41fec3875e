import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useNavigationStore } from '../../state';
import { useLiquidityResult } from './api/get-liquidity-result';
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
  return query.data ? <LiquidityReport result={query.data} /> : <NoLiquidityResult />;
}

/** "Résultats" of the RISQUE module (spec §2: /risk/results), of the last computation. */
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
