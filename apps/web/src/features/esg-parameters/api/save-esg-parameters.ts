import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  esgPillarWeightSchema,
  esgThemeWeightSchema,
  type EsgPillarWeight,
  type EsgThemeWeight,
} from '@prisme/domain';
import { apiRequest, currentUserId } from '../../../api/client';
import { navigationActions } from '../../../state';
import { esgParameterKeys } from './esg-parameter-keys';

/** PUT /api/esg/param-piliers {userID, piliers}: the weights as saved. */
export function saveEsgPillars(piliers: EsgPillarWeight[]): Promise<EsgPillarWeight[]> {
  return apiRequest('esg/param-piliers', {
    method: 'PUT',
    body: { userID: currentUserId(), piliers },
    schema: z.array(esgPillarWeightSchema),
  });
}

/** PUT /api/esg/param-themes {userID, roleName, themes}: the weights as saved. */
export function saveEsgThemes(
  rolename: string,
  themes: EsgThemeWeight[],
): Promise<EsgThemeWeight[]> {
  return apiRequest('esg/param-themes', {
    method: 'PUT',
    body: { userID: currentUserId(), roleName: rolename, themes },
    schema: z.array(esgThemeWeightSchema),
  });
}

/**
 * Saving (spec §4 Parameters): the global saving flag while it runs; success clears the
 * group's changed flag and the green tick, and the saved weights become the loaded ones.
 */
export function useSaveEsgPillars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEsgPillars,
    onMutate: () => navigationActions.parameterSaveStarted(),
    onSuccess: (saved) => {
      queryClient.setQueryData(esgParameterKeys.pillars(), saved);
      navigationActions.parameterSaved('esgPillars');
    },
    onError: () => navigationActions.parameterRequestFailed(),
  });
}

export function useSaveEsgThemes(rolename: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themes: EsgThemeWeight[]) => saveEsgThemes(rolename, themes),
    onMutate: () => navigationActions.parameterSaveStarted(),
    onSuccess: (saved) => {
      queryClient.setQueryData(esgParameterKeys.themes(rolename), saved);
      navigationActions.parameterSaved('esgThemes');
    },
    onError: () => navigationActions.parameterRequestFailed(),
  });
}
