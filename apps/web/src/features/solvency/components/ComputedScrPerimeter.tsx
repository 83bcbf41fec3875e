import { Fragment, type ReactNode } from 'react';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { ResourceError } from '../../../components/ResourceError';
import { useNavigationStore } from '../../../state';
import { useCurrentScrPerimeter } from '../api/get-current-scr-perimeter';

export const CURRENT_PERIMETER_ERROR =
  'Une erreur est survenue pendant la recherche de votre dernier calcul SCR. Veuillez réessayer.';

/** The perimeter of the user's last SCR computation of their saved perimeter, on the server. */
function ServerComputedPerimeter({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (perimeterId: string) => ReactNode;
}) {
  const query = useCurrentScrPerimeter(true);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Recherche du dernier calcul SCR" />;
  }
  if (query.isError) {
    return <ResourceError message={CURRENT_PERIMETER_ERROR} onRetry={() => void query.refetch()} />;
  }
  const current = query.data;
  if (!current) return empty;
  // Another computation remounts the content: its state starts again.
  return (
    <Fragment key={`${current.perimeterID}@${current.computationDate}`}>
      {children(current.perimeterID)}
    </Fragment>
  );
}

/**
 * The perimeter a page of SOLVABILITE II beside « Résultats » reads: the one the last SCR
 * computation of this session left in the navigation state, else the user's last SCR
 * computation of their saved perimeter as the server knows it (issue 35 §B.10: one made
 * through the API, or in another browser, or before the page was reloaded, is found too).
 * `empty` shows when there is none.
 */
export function ComputedScrPerimeter({
  empty,
  children,
}: {
  empty: ReactNode;
  children: (perimeterId: string) => ReactNode;
}) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  const scrDone = useNavigationStore((state) => state.results.scr.done);
  return perimeterId && scrDone ? (
    <Fragment key={`${perimeterId}@${date}`}>{children(perimeterId)}</Fragment>
  ) : (
    <ServerComputedPerimeter empty={empty}>{children}</ServerComputedPerimeter>
  );
}
