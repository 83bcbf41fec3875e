import type { SignInRecovery } from './sign-in-errors';

/** Where the reset flow goes: B2C's reset policy, or the embedded IdP's reset page. */
export type ResetPasswordTarget =
  { kind: 'authority'; authority: string } | { kind: 'page'; url: string };

export function resetPasswordTarget(auth: {
  authority: string;
  resetPasswordAuthority?: string | undefined;
}): ResetPasswordTarget {
  if (auth.resetPasswordAuthority) {
    return { kind: 'authority', authority: auth.resetPasswordAuthority };
  }
  return { kind: 'page', url: `${auth.authority.replace(/\/+$/, '')}/password/forgot` };
}

export interface RecoveryActions {
  /** Sign-in redirect on the normal authority. */
  signinRedirect: () => Promise<void>;
  /** Drops the stored user so a fresh sign-in starts from scratch. */
  removeUser: () => Promise<void>;
  resetPassword: () => Promise<void>;
}

/** Carries out what resolveSignInError decided. */
export async function executeRecovery(
  recovery: SignInRecovery,
  actions: RecoveryActions,
): Promise<void> {
  switch (recovery) {
    case 'reset-password':
      return actions.resetPassword();
    case 'retry-redirect':
    case 'reacquire-redirect':
      return actions.signinRedirect();
    case 'restart-normal-authority':
    case 'restart-sign-in':
      await actions.removeUser();
      return actions.signinRedirect();
  }
}
