import { useEffect } from 'react';
import { useQueryClient, type MutationKey } from '@tanstack/react-query';
import { useNavigationStore, type NavigationState } from '../state';

/**
 * A run interrupted by a page reload leaves "loading" in the session's navigation state,
 * which would keep the menu disabled: with no run of `mutationKey` under way in this
 * tab, it failed, and `recover` says so. Checked when the page mounts: pass constants
 * (module-level functions and keys), not functions made at each render.
 */
export function useInterruptedRunRecovery(
  mutationKey: MutationKey,
  isLoading: (state: NavigationState) => boolean,
  recover: () => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isLoading(useNavigationStore.getState()) && queryClient.isMutating({ mutationKey }) === 0) {
      recover();
    }
  }, [queryClient, mutationKey, isLoading, recover]);
}
