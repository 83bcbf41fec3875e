import { describe, expect, it, vi } from 'vitest';
import { resolveSignInError, toSignInErrorLike, type SignInRecovery } from './sign-in-errors';
import { executeRecovery, resetPasswordTarget } from './sign-in-recovery';

describe('resolveSignInError (spec §8, identity-provider codes)', () => {
  const cases: Array<[string, Parameters<typeof resolveSignInError>[0], SignInRecovery]> = [
    [
      'forgot password in error_description',
      {
        error: 'access_denied',
        error_description: 'AADB2C90118: The user has forgotten their password.',
      },
      'reset-password',
    ],
    ['forgot password in message', { message: 'AADB2C90118: forgot' }, 'reset-password'],
    ['login in progress', { error: 'Login_In_Progress' }, 'retry-redirect'],
    ['login in progress in message', { message: 'login_in_progress: busy' }, 'retry-redirect'],
    ['acquire token in progress', { message: 'AcquireToken_In_Progress' }, 'retry-redirect'],
    [
      'user cancelled',
      {
        error: 'access_denied',
        error_description:
          'AADB2C90091: The user has cancelled entering self-asserted information.',
      },
      'restart-normal-authority',
    ],
    [
      'expired session',
      {
        error: 'invalid_grant',
        error_description: 'AADB2C90077: User does not have an existing session',
      },
      'reacquire-redirect',
    ],
    ['unknown B2C code', { error_description: 'AADB2C90080: grant expired' }, 'restart-sign-in'],
    [
      'plain OIDC error',
      { error: 'access_denied', error_description: 'denied' },
      'restart-sign-in',
    ],
    ['library error', { message: 'No matching state found in storage' }, 'restart-sign-in'],
    ['empty', {}, 'restart-sign-in'],
    ['nulls', { error: null, error_description: null, message: null }, 'restart-sign-in'],
  ];

  it.each(cases)('%s', (_name, failure, expected) => {
    expect(resolveSignInError(failure)).toBe(expected);
  });

  it('prefers the reset flow when an answer names several codes', () => {
    expect(resolveSignInError({ error_description: 'AADB2C90091 then AADB2C90118' })).toBe(
      'reset-password',
    );
  });
});

describe('toSignInErrorLike', () => {
  it('reads error, error_description and message of an ErrorResponse-like object', () => {
    const thrown = Object.assign(new Error('boom'), { error: 'e', error_description: 'd' });
    expect(toSignInErrorLike(thrown)).toEqual({
      error: 'e',
      error_description: 'd',
      message: 'boom',
    });
  });
  it('accepts strings and ignores non-objects', () => {
    expect(toSignInErrorLike('AADB2C90077')).toEqual({ message: 'AADB2C90077' });
    expect(toSignInErrorLike(42)).toEqual({});
    expect(toSignInErrorLike(null)).toEqual({});
  });
});

describe('resetPasswordTarget', () => {
  it('uses the B2C reset authority when configured', () => {
    const auth = { authority: 'https://idp/x', resetPasswordAuthority: 'https://b2c/reset' };
    expect(resetPasswordTarget(auth)).toEqual({
      kind: 'authority',
      authority: 'https://b2c/reset',
    });
  });
  it("otherwise goes to the embedded IdP's reset page", () => {
    expect(resetPasswordTarget({ authority: 'http://localhost:8080/idp/' })).toEqual({
      kind: 'page',
      url: 'http://localhost:8080/idp/password/forgot',
    });
  });
});

describe('executeRecovery', () => {
  const actions = () => {
    const calls: string[] = [];
    return {
      calls,
      signinRedirect: vi.fn(async () => void calls.push('signin')),
      removeUser: vi.fn(async () => void calls.push('remove')),
      resetPassword: vi.fn(async () => void calls.push('reset')),
    };
  };
  it.each([
    ['reset-password', ['reset']],
    ['retry-redirect', ['signin']],
    ['reacquire-redirect', ['signin']],
    ['restart-normal-authority', ['remove', 'signin']],
    ['restart-sign-in', ['remove', 'signin']],
  ] as Array<[SignInRecovery, string[]]>)('%s → %j', async (recovery, expected) => {
    const a = actions();
    await executeRecovery(recovery, a);
    expect(a.calls).toEqual(expected);
  });
});
