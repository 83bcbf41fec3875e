export interface SilentRenewFallback {
  signinRedirect: () => Promise<void>;
  logout: () => Promise<void>;
}

/**
 * A silent token failure falls back to a redirect, then to logout (spec §8).
 * Returns what was done, for the tests and the logs.
 */
export async function recoverFromSilentRenewError(
  actions: SilentRenewFallback,
): Promise<'redirected' | 'logged-out'> {
  try {
    await actions.signinRedirect();
    return 'redirected';
  } catch {
    await actions.logout();
    return 'logged-out';
  }
}

/** Renewal errors can fire repeatedly while a redirect is under way: act once. */
export function onceAtATime(action: () => Promise<unknown>): () => void {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    void action().finally(() => {
      running = false;
    });
  };
}
