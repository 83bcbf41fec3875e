import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHierarchicalPositions } from '../../../api/hierarchical-positions';
import { codesToCheck, inPerimeterQueries } from '../lib/in-perimeter';
import { clientDataKeys } from './client-list-keys';

/** The codes the look-through of the perimeter holds, among those asked. */
export async function getCodesInPerimeter(
  perimeterId: string,
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<Set<string>> {
  // Each query's lines, every page of them (the server's next links followed).
  const pages = await Promise.all(
    inPerimeterQueries(codes).map((query) => getHierarchicalPositions(perimeterId, query, signal)),
  );
  return new Set(
    pages.flatMap((page) => page.rows).flatMap((line) => (line.IsinCode ? [line.IsinCode] : [])),
  );
}

export const inPerimeterQueryOptions = (perimeterId: string, codes: readonly string[]) =>
  queryOptions({
    queryKey: clientDataKeys.inPerimeter(perimeterId, codes),
    queryFn: ({ signal }) => getCodesInPerimeter(perimeterId, codes, signal),
    staleTime: 5 * 60_000,
  });

/** inPerimeter of each entry (spec §3), when a look-through exists. */
export function useCodesInPerimeter(perimeterId: string | null, codes: readonly string[]) {
  const distinct = codesToCheck(codes);
  return useQuery({
    ...inPerimeterQueryOptions(perimeterId ?? '', distinct),
    enabled: perimeterId !== null && distinct.length > 0,
    placeholderData: keepPreviousData,
  });
}
