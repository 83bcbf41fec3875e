import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSimulationComparison } from '../../components/comparison/use-simulation-comparison';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useNavigationStore } from '../../state';
import { useScrResult } from './api/get-scr-result';
import { ScrComparison } from './components/comparison/ScrComparison';
import { NoScrResult } from './components/NoScrResult';
import { ScrReport } from './components/ScrReport';

export { NO_RESULT_MESSAGE } from './components/NoScrResult';
/** Not in the catalogue of spec §8 yet: worded on the pattern of its load messages. */
export const LOAD_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement des résultats SCR. Veuillez réessayer.';

function ScrResult({ perimeterId }: { perimeterId: string }) {
  const query = useScrResult(perimeterId);
  const comparison = useSimulationComparison('scr');
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des résultats SCR" rows={8} />;
  }
  if (query.isError) {
    return <ResourceError message={LOAD_ERROR_MESSAGE} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <NoScrResult />;
  // Only beside the result it compares: the simulation's, which this page shows.
  const base = comparison?.perimeterId === perimeterId ? comparison.basePerimeterId : null;
  return base ? (
    <Stack spacing={3}>
      <ScrComparison basePerimeterId={base} simulated={query.data} />
      <ScrReport result={query.data} />
    </Stack>
  ) : (
    <ScrReport result={query.data} />
  );
}

/**
 * "Résultats" of the SOLVABILITE II module (spec §2): the SCR result of the perimeter
 * the last computation left in the navigation state. A perimeter change empties that
 * state, and so brings back the invitation to compute; a later transparisation without
 * SCR points at a perimeter that has none, which the server says (404). In simulation
 * mode the perimeter is the simulation's, and the real portfolio's result is shown beside.
 */
export function ResultsPage({ title }: { title: string }) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  const scrDone = useNavigationStore((state) => state.results.scr.done);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {perimeterId && scrDone ? (
        <ScrResult key={`${perimeterId}@${date}`} perimeterId={perimeterId} />
      ) : (
        <NoScrResult />
      )}
    </>
  );
}
