import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { knownSecuritySchema, SECURITY_LOOKUP_MAX, type KnownSecurity } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { clientDataKeys } from './client-list-keys';

const answer = z.array(knownSecuritySchema);

/**
 * GET /api/parameters/securities?codes=…: the referential's name and CIC of the codes, in
 * requests of at most 100 codes (the server's limit); an unknown code is absent.
 */
export async function getKnownSecurities(
  codes: readonly string[],
  signal?: AbortSignal,
): Promise<KnownSecurity[]> {
  const batches: string[][] = [];
  for (let start = 0; start < codes.length; start += SECURITY_LOOKUP_MAX)
    batches.push(codes.slice(start, start + SECURITY_LOOKUP_MAX));
  const answers = await Promise.all(
    batches.map((batch) =>
      apiRequest('parameters/securities', {
        query: { codes: batch.join(',') },
        schema: answer,
        signal,
      }),
    ),
  );
  return answers.flat();
}

export const knownSecuritiesQueryOptions = (codes: readonly string[]) =>
  queryOptions({
    queryKey: clientDataKeys.knownSecurities(codes),
    queryFn: ({ signal }) => getKnownSecurities(codes, signal),
    staleTime: 5 * 60_000,
  });

/** The referential's description of the codes (none asked: nothing sent). */
export function useKnownSecurities(codes: readonly string[], enabled: boolean) {
  return useQuery({
    ...knownSecuritiesQueryOptions(codes),
    enabled: enabled && codes.length > 0,
    placeholderData: keepPreviousData,
  });
}
