/**
 * The identity-provider outcomes of spec §8, decided in ONE place. Azure AD B2C
 * reports its codes inside error_description (e.g. "AADB2C90118: The user has
 * forgotten their password."); library errors carry them in the message.
 */
export type SignInRecovery =
  | 'reset-password'
  | 'retry-redirect'
  | 'restart-normal-authority'
  | 'reacquire-redirect'
  | 'restart-sign-in';

export interface SignInErrorLike {
  error?: string | null;
  error_description?: string | null;
  message?: string | null;
}

/** First match wins: the order settles answers that mention several codes. */
const RULES: ReadonlyArray<readonly [RegExp, SignInRecovery]> = [
  [/AADB2C90118/i, 'reset-password'], // forgot password
  [/Login_In_Progress|AcquireToken_In_Progress/i, 'retry-redirect'],
  [/AADB2C90091/i, 'restart-normal-authority'], // user cancelled (e.g. the reset flow)
  [/AADB2C90077/i, 'reacquire-redirect'], // expired session
];

export function resolveSignInError(failure: SignInErrorLike): SignInRecovery {
  const text = [failure.error, failure.error_description, failure.message]
    .filter((part): part is string => typeof part === 'string')
    .join(' ');
  for (const [pattern, recovery] of RULES) {
    if (pattern.test(text)) return recovery;
  }
  return 'restart-sign-in';
}

/** Anything thrown by the callback (ErrorResponse, Error, string) as SignInErrorLike. */
export function toSignInErrorLike(thrown: unknown): SignInErrorLike {
  if (typeof thrown === 'string') return { message: thrown };
  if (typeof thrown !== 'object' || thrown === null) return {};
  const record = thrown as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : undefined);
  return {
    error: text('error'),
    error_description: text('error_description'),
    message: text('message'),
  };
}
