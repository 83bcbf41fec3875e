import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { esgThemeWeightSchema, type EsgThemeWeight } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { esgParameterKeys } from './esg-parameter-keys';

/** GET /api/esg/param-themes?userID&roleName: the default sector's and the user's sectors'. */
export function getEsgThemes(rolename: string, signal?: AbortSignal): Promise<EsgThemeWeight[]> {
  return apiRequest('esg/param-themes', {
    query: { roleName: rolename },
    withUserId: true,
    schema: z.array(esgThemeWeightSchema),
    signal,
  });
}

export const esgThemesQueryOptions = (rolename: string) =>
  queryOptions({
    queryKey: esgParameterKeys.themes(rolename),
    queryFn: ({ signal }) => getEsgThemes(rolename, signal),
  });

export const useEsgThemes = (rolename: string) => useQuery(esgThemesQueryOptions(rolename));
