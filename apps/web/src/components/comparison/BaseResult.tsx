import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingBlock } from '../LoadingBlock';
import { ResourceError } from '../ResourceError';

/** Issue 17 §4: the base's result was deleted or replaced since simulation mode began. */
export const BASE_MISSING_MESSAGE =
  'Le résultat réel n’est plus disponible : recalculez le portefeuille réel pour comparer.';

/**
 * The base perimeter's result, given to `children` once loaded: loading, error with
 * « Réessayer », or the message above when the server has none any more (null, its 404).
 */
export function BaseResult<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T | null>;
  loadingLabel: string;
  errorMessage: string;
  children: (base: T) => ReactNode;
}) {
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingBlock label={loadingLabel} rows={4} />;
  }
  if (query.isError) {
    return <ResourceError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  return query.data === null ? (
    <Alert severity="info">{BASE_MISSING_MESSAGE}</Alert>
  ) : (
    children(query.data)
  );
}
