import type { UserManager, User } from 'oidc-client-ts';
import type { AppConfig } from '@prisme/domain';
import { isSigninCallback, isSignoutCallback, returnHashFrom } from './callback-url';
import { performLogout, singleFlight } from './logout';
import { resolveSignInError, toSignInErrorLike } from './sign-in-errors';
import { executeRecovery, resetPasswordTarget } from './sign-in-recovery';
import { onceAtATime, recoverFromSilentRenewError } from './silent-renew';
import {
  createUserManager,
  redirectToSignIn,
  toSignedInUser,
  type SignedInUser,
} from './user-manager';

export interface AuthSession {
  user: SignedInUser;
  getAccessToken: () => Promise<string | undefined>;
  logout: () => Promise<void>;
}

export type SignInOutcome =
  | { kind: 'signed-in'; session: AuthSession }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string; retry: () => void };

/** Marks a redirect to B2C's reset policy, whose answer needs a normal sign-in after. */
const FLOW_KEY = 'prisme.auth.flow';
/** Consecutive failed callbacks: past the limit we stop redirecting (no endless loop). */
const FAILURES_KEY = 'prisme.auth.failures';
const MAX_FAILURES = 3;

/** Completes a pending IdP callback, or returns the stored user, or redirects to sign in. */
export async function signIn(
  config: AppConfig,
  resetClientState: () => void,
): Promise<SignInOutcome> {
  const manager = createUserManager(config);
  const { search, pathname, hash } = window.location;
  if (isSigninCallback(search)) return completeCallback(config, manager, resetClientState);
  if (isSignoutCallback(search)) {
    await manager.signoutRedirectCallback().catch(() => undefined);
    window.history.replaceState(null, '', `${pathname}${hash}`);
  }
  let user: User | null = await manager.getUser();
  if (user?.expired && user.refresh_token) user = await manager.signinSilent().catch(() => null);
  if (user && !user.expired) {
    return { kind: 'signed-in', session: createSession(manager, user, resetClientState) };
  }
  await redirectToSignIn(manager);
  return { kind: 'redirecting' };
}

async function completeCallback(
  config: AppConfig,
  manager: UserManager,
  resetClientState: () => void,
): Promise<SignInOutcome> {
  const { pathname, hash, href } = window.location;
  const afterReset = sessionStorage.getItem(FLOW_KEY) === 'reset';
  sessionStorage.removeItem(FLOW_KEY);
  try {
    const user = await manager.signinRedirectCallback(href);
    const returnTo = returnHashFrom(user.state) ?? hash;
    window.history.replaceState(null, '', `${pathname}${returnTo}`);
    if (afterReset) {
      // Tokens of the reset policy: sign in on the normal one (its SSO makes it silent).
      await manager.removeUser();
      await redirectToSignIn(manager, returnTo);
      return { kind: 'redirecting' };
    }
    sessionStorage.removeItem(FAILURES_KEY);
    return { kind: 'signed-in', session: createSession(manager, user, resetClientState) };
  } catch (error) {
    const returnTo = returnHashFrom((error as { state?: unknown } | null)?.state) ?? hash;
    window.history.replaceState(null, '', `${pathname}${returnTo}`);
    const failures = Number(sessionStorage.getItem(FAILURES_KEY) ?? '0') + 1;
    sessionStorage.setItem(FAILURES_KEY, String(failures));
    if (failures > MAX_FAILURES) {
      return {
        kind: 'failed',
        message: 'La connexion a échoué. Veuillez réessayer.',
        retry: () => {
          sessionStorage.removeItem(FAILURES_KEY);
          void redirectToSignIn(manager, returnTo);
        },
      };
    }
    await executeRecovery(resolveSignInError(toSignInErrorLike(error)), {
      signinRedirect: () => redirectToSignIn(manager, returnTo),
      removeUser: () => manager.removeUser(),
      resetPassword: () => startPasswordReset(config, returnTo),
    });
    return { kind: 'redirecting' };
  }
}

async function startPasswordReset(config: AppConfig, returnTo: string): Promise<void> {
  const target = resetPasswordTarget(config.auth);
  if (target.kind === 'page') {
    window.location.assign(target.url);
    return;
  }
  sessionStorage.setItem(FLOW_KEY, 'reset');
  await redirectToSignIn(createUserManager(config, target.authority), returnTo);
}

function createSession(
  manager: UserManager,
  user: User,
  resetClientState: () => void,
): AuthSession {
  const logout = singleFlight(() =>
    performLogout({
      getIdToken: async () => (await manager.getUser())?.id_token,
      revokeRefreshToken: () => manager.revokeTokens(['refresh_token']),
      resetClientState,
      clearSessionStorage: () => sessionStorage.clear(),
      signoutRedirect: (idTokenHint) => manager.signoutRedirect({ id_token_hint: idTokenHint }),
      fallback: () => window.location.assign(`${window.location.origin}/`),
    }),
  );
  manager.events.addSilentRenewError(
    onceAtATime(() =>
      recoverFromSilentRenewError({ signinRedirect: () => redirectToSignIn(manager), logout }),
    ),
  );
  return {
    user: toSignedInUser(user),
    getAccessToken: async () => (await manager.getUser())?.access_token,
    logout,
  };
}
