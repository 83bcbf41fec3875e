import type { ReactNode } from 'react';
import type { EsgResult as EsgResultPayload } from '@prisme/domain';
import { LoadingBlock } from '../../components/LoadingBlock';
import { ResourceError } from '../../components/ResourceError';
import { useNavigationStore } from '../../state';
import { useEsgResult } from './api/get-esg-result';
import { NoEsgResult } from './components/NoEsgResult';

/** Not in the catalogue of spec §8: worded on the pattern of its load messages. */
export const ESG_LOAD_ERROR_MESSAGE =
  'Une erreur est survenue pendant le chargement des résultats ESG. Veuillez réessayer.';

function Loaded({
  perimeterId,
  children,
}: {
  perimeterId: string;
  children: (result: EsgResultPayload) => ReactNode;
}) {
  const query = useEsgResult(perimeterId);
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label="Chargement des résultats ESG" rows={8} />;
  }
  if (query.isError) {
    return <ResourceError message={ESG_LOAD_ERROR_MESSAGE} onRetry={() => void query.refetch()} />;
  }
  return query.data ? children(query.data) : <NoEsgResult />;
}

/**
 * The ESG result of the perimeter the last computation left in the navigation state, given
 * to `children` once loaded; the invitation to compute while there is none. The results
 * page and the temperature page read it alike (until archives exist, spec §2).
 */
export function WithEsgResult({ children }: { children: (result: EsgResultPayload) => ReactNode }) {
  const perimeterId = useNavigationStore((state) => state.lookThrough.perimeterId);
  const date = useNavigationStore((state) => state.lookThrough.transparisationDate);
  const done = useNavigationStore((state) => state.results.esg.done);
  return perimeterId && done ? (
    <Loaded key={`${perimeterId}@${date}`} perimeterId={perimeterId}>
      {children}
    </Loaded>
  ) : (
    <NoEsgResult />
  );
}
