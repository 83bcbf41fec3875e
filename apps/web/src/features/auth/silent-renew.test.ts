import { describe, expect, it, vi } from 'vitest';
import { performLogout, singleFlight } from './logout';
import { onceAtATime, recoverFromSilentRenewError } from './silent-renew';

describe('recoverFromSilentRenewError (spec §8: redirect, then logout)', () => {
  it('redirects to sign in and does not log out when the redirect starts', async () => {
    const signinRedirect = vi.fn(async () => {});
    const logout = vi.fn(async () => {});
    await expect(recoverFromSilentRenewError({ signinRedirect, logout })).resolves.toBe(
      'redirected',
    );
    expect(signinRedirect).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
  });
  it('logs out when the redirect fails', async () => {
    const signinRedirect = vi.fn(async () => {
      throw new Error('IdP unreachable');
    });
    const logout = vi.fn(async () => {});
    await expect(recoverFromSilentRenewError({ signinRedirect, logout })).resolves.toBe(
      'logged-out',
    );
    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('onceAtATime', () => {
  it('ignores repeated renewal errors while the first recovery runs', async () => {
    let release: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const handler = onceAtATime(action);
    handler();
    handler();
    expect(action).toHaveBeenCalledTimes(1);
    release();
    await Promise.resolve();
    await Promise.resolve();
    handler();
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('performLogout', () => {
  const steps = (signout: () => Promise<void>, revoke: () => Promise<void> = async () => {}) => {
    const calls: string[] = [];
    return {
      calls,
      getIdToken: async () => {
        calls.push('token');
        return 'id-token';
      },
      revokeRefreshToken: async () => {
        calls.push('revoke');
        await revoke();
      },
      resetClientState: () => void calls.push('reset'),
      clearSessionStorage: () => void calls.push('clear'),
      signoutRedirect: vi.fn(async (hint: string | undefined) => {
        calls.push(`signout:${hint}`);
        await signout();
      }),
      fallback: () => void calls.push('fallback'),
    };
  };
  it('reads the id token, revokes the refresh token, resets state, clears storage, then ends the IdP session', async () => {
    const s = steps(async () => {});
    await performLogout(s);
    expect(s.calls).toEqual(['token', 'revoke', 'reset', 'clear', 'signout:id-token']);
  });
  it('signs out even when the revocation fails', async () => {
    const s = steps(
      async () => {},
      async () => {
        throw new Error('network');
      },
    );
    await performLogout(s);
    expect(s.calls).toEqual(['token', 'revoke', 'reset', 'clear', 'signout:id-token']);
  });
  it('falls back when the IdP cannot end the session', async () => {
    const s = steps(async () => {
      throw new Error('no end_session_endpoint');
    });
    await performLogout(s);
    expect(s.calls.at(-1)).toBe('fallback');
  });
  it('singleFlight runs one logout for simultaneous requests', async () => {
    const action = vi.fn(async () => {});
    const logout = singleFlight(action);
    await Promise.all([logout(), logout(), logout()]);
    expect(action).toHaveBeenCalledOnce();
  });
});
