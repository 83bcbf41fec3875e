import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserId } from '../../../api/client';
import { navigationActions } from '../../../state';
import { LIST_SPECS, type ListKey } from '../lib/list-specs';
import { fromView, toEntry, toNoteException, type ListRow } from '../lib/rows';
import { clientDataKeys } from './client-list-keys';

/** PUT /api/parameters/{list}: {rolename, [list]: entries} replaces the whole list. */
export async function saveClientList(
  list: ListKey,
  rolename: string,
  rows: readonly ListRow[],
): Promise<ListRow[]> {
  const spec = LIST_SPECS[list];
  const answer = await apiRequest<unknown>(spec.path, {
    method: 'PUT',
    body: {
      rolename,
      [spec.bodyKey]: rows.map((row) =>
        list === 'noteExceptions' ? toNoteException(row, rolename) : toEntry(list, row, rolename),
      ),
      userID: currentUserId(),
    },
  });
  // The server answers the saved list; an empty answer keeps what was sent.
  const parsed = spec.answer.safeParse(answer);
  return parsed.success
    ? parsed.data.map((view) => fromView(view as Record<string, unknown>))
    : [...rows];
}

/**
 * Saving a list (spec §4 Parameters): the saving flag while it runs; success clears the
 * list's changed flag and the green tick; a failure ends the saving and reloads the list
 * from the server.
 */
export function useSaveClientList(list: ListKey, rolename: string) {
  const queryClient = useQueryClient();
  const key = clientDataKeys.list(list, rolename);
  return useMutation<ListRow[], Error, readonly ListRow[]>({
    mutationFn: (rows) => saveClientList(list, rolename, rows),
    onMutate: () => navigationActions.parameterSaveStarted(),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      navigationActions.parameterSaved(LIST_SPECS[list].navGroup);
    },
    onError: () => {
      navigationActions.parameterRequestFailed();
      void queryClient.refetchQueries({ queryKey: key, exact: true });
    },
  });
}
