import { describe, expect, it, vi } from 'vitest';
import type { Right, RightFlags } from '@prisme/domain';
import { checkRights } from './check-rights';

const ALL_FALSE: RightFlags = {
  transparency: false,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
};

/** Fetchers answering `flags`; a right listed in `failing` rejects instead. */
function fetchers(isAdmin: boolean | Error, flags: Partial<RightFlags>, failing: Right[] = []) {
  return {
    fetchIsAdmin: vi.fn(async () => {
      if (isAdmin instanceof Error) throw isAdmin;
      return isAdmin;
    }),
    fetchMemberFlag: vi.fn(async (right: Right) => {
      if (failing.includes(right)) throw new Error(`${right} failed`);
      return { ...ALL_FALSE, ...flags }[right];
    }),
  };
}

describe('checkRights (spec §6)', () => {
  it('logs out when the admin check fails, without calling the member checks', async () => {
    const f = fetchers(new Error('500'), { transparency: true });
    await expect(checkRights(f)).resolves.toMatchObject({ kind: 'logout', reason: 'admin-failed' });
    expect(f.fetchMemberFlag).not.toHaveBeenCalled();
  });

  it('logs out when transparency answers false', async () => {
    const f = fetchers(false, { transparency: false, solvency: true });
    await expect(checkRights(f)).resolves.toEqual({
      kind: 'logout',
      reason: 'transparency-denied',
    });
  });

  it('logs out when the transparency check fails', async () => {
    const f = fetchers(false, { transparency: true }, ['transparency']);
    await expect(checkRights(f)).resolves.toMatchObject({
      kind: 'logout',
      reason: 'transparency-failed',
    });
  });

  it.each(['simulation', 'solvency', 'esg', 'risk'] as Right[])(
    'logs out when the %s member call fails',
    async (right) => {
      const f = fetchers(false, { transparency: true }, [right]);
      await expect(checkRights(f)).resolves.toMatchObject({
        kind: 'logout',
        reason: 'member-failed',
      });
    },
  );

  it('grants the member flags as answered, after asking all five', async () => {
    const f = fetchers(false, { transparency: true, esg: true });
    await expect(checkRights(f)).resolves.toEqual({
      kind: 'granted',
      isAdmin: false,
      flags: { ...ALL_FALSE, transparency: true, esg: true },
    });
    expect(f.fetchMemberFlag.mock.calls.map(([right]) => right).sort()).toEqual([
      'esg',
      'risk',
      'simulation',
      'solvency',
      'transparency',
    ]);
  });

  it('keeps an admin signed in even without the transparency membership', async () => {
    const f = fetchers(true, {});
    await expect(checkRights(f)).resolves.toMatchObject({ kind: 'granted', isAdmin: true });
  });

  it('still logs an admin out when a member call fails', async () => {
    const f = fetchers(true, {}, ['risk']);
    await expect(checkRights(f)).resolves.toMatchObject({
      kind: 'logout',
      reason: 'member-failed',
    });
  });
});
