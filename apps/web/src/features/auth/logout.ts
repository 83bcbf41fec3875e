export interface LogoutSteps {
  /** Read before anything is cleared: the IdP needs it as id_token_hint. */
  getIdToken: () => Promise<string | undefined>;
  /**
   * Revokes the refresh token at the IdP (issue 20 §5), before the session storage that
   * holds it is cleared; a failure does not stop the sign-out.
   */
  revokeRefreshToken: () => Promise<void>;
  /** Resets every client store and cached server data (spec §4, Session). */
  resetClientState: () => void;
  clearSessionStorage: () => void;
  /** Ends the session at the IdP (end-session endpoint), which then comes back to /. */
  signoutRedirect: (idTokenHint: string | undefined) => Promise<void>;
  /** When the IdP cannot end the session, reload: the app then signs in again. */
  fallback: () => void;
}

export async function performLogout(steps: LogoutSteps): Promise<void> {
  const idToken = await steps.getIdToken().catch(() => undefined);
  await steps.revokeRefreshToken().catch(() => undefined);
  steps.resetClientState();
  steps.clearSessionStorage();
  try {
    await steps.signoutRedirect(idToken);
  } catch {
    steps.fallback();
  }
}

/** Several failures (rights checks, renewals) may ask to log out at once: do it once. */
export function singleFlight(action: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= action());
}
