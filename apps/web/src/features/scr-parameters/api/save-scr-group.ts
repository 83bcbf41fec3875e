import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserId } from '../../../api/client';
import { navigationActions } from '../../../state';
import {
  SCR_GROUP_SPECS,
  scrParameterKeys,
  type ScrGroup,
  type ScrGroupValues,
} from './scr-groups';

/** Numbers travel as floats (spec §5): whatever a field left, a finite number or nothing. */
export function asFloats<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' ? Number(value) : value,
    ]),
  ) as T;
}

/** PUT /api/parameters/scr-{group}: the group's fields plus userID and rolename. */
export async function saveScrGroup<G extends ScrGroup>(
  group: G,
  rolename: string,
  values: ScrGroupValues[G],
): Promise<void> {
  await apiRequest(SCR_GROUP_SPECS[group].path, {
    method: 'PUT',
    body: { ...asFloats(values), userID: currentUserId(), rolename },
  });
}

/**
 * Saving a group (spec §4 Parameters): the global saving flag while it runs; success
 * clears the group's changed flag and the green tick; failure only ends the saving.
 */
export function useSaveScrGroup<G extends ScrGroup>(group: G, rolename: string) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, ScrGroupValues[G]>({
    mutationFn: (values) => saveScrGroup(group, rolename, values),
    onMutate: () => navigationActions.parameterSaveStarted(),
    onSuccess: (_answer, values) => {
      queryClient.setQueryData(scrParameterKeys.group(group, rolename), values);
      navigationActions.parameterSaved(group);
    },
    onError: () => navigationActions.parameterRequestFailed(),
  });
}
