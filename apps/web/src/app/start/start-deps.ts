import { queryClient } from '../../api/query-client';
import { configureApi } from '../../api/client';
import { fetchIsAdmin, fetchMemberFlag } from '../../api/rights';
import { loadAppConfig } from '../../config/app-config';
import { signIn } from '../../features/auth';
import { loadClientRoles, restoreSavedPerimeter } from '../../features/perimeter';
import { checkRights } from '../../features/rights';
import { resetAllStores, sessionActions, useSessionStore } from '../../state';
import type { StartDeps } from './start-sequence';

/** Logout's reset: every store, every cached answer, and the API's session. */
export function resetClientState(): void {
  resetAllStores();
  queryClient.clear();
  configureApi(undefined);
}

export function createStartDeps(): StartDeps {
  return {
    loadConfig: () => loadAppConfig(),
    signIn: (config) => signIn(config, resetClientState),
    connectApi: (config, session) =>
      configureApi({
        productSlug: config.productSlug,
        toolsSlug: config.toolsSlug,
        getAccessToken: session.getAccessToken,
        getUserId: () => session.user.sub,
      }),
    beginRightsCheck: sessionActions.startRightsCheck,
    checkRights: () => checkRights({ fetchIsAdmin, fetchMemberFlag }),
    applyRights: sessionActions.setRights,
    // The perimeter is loaded before the routed view (spec §2): the client roles, then
    // the saved perimeter, checked against them. A failure does not stop the start: the
    // bar offers "Réessayer" (spec §8).
    afterRights: [
      { phase: 'perimeter', run: () => loadClientRoles(useSessionStore.getState().isAdmin) },
      {
        phase: 'perimeter',
        run: () => restoreSavedPerimeter(useSessionStore.getState().isAdmin),
      },
    ],
  };
}
