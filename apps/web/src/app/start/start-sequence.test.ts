import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@prisme/domain';
import type { AuthSession, SignInOutcome } from '../../features/auth';
import type { RightsOutcome } from '../../features/rights';
import { runStartSequence, type StartDeps } from './start-sequence';

const config: AppConfig = {
  productSlug: 'prisme',
  toolsSlug: 'tools',
  auth: {
    mode: 'embedded',
    authority: 'http://localhost:8080/idp',
    clientId: 'web',
    scope: 'openid',
  },
};
const flags = { transparency: true, simulation: false, solvency: true, esg: false, risk: false };

function deps(rights: RightsOutcome, signIn?: SignInOutcome) {
  const calls: string[] = [];
  const session: AuthSession = {
    user: { sub: 'u1', displayName: 'Ana Lyste' },
    getAccessToken: async () => 'token',
    logout: vi.fn(async () => void calls.push('logout')),
  };
  const d: StartDeps = {
    loadConfig: async () => (calls.push('config'), config),
    signIn: async () => (calls.push('signIn'), signIn ?? { kind: 'signed-in', session }),
    connectApi: () => void calls.push('connectApi'),
    beginRightsCheck: () => void calls.push('beginRights'),
    checkRights: async () => (calls.push('checkRights'), rights),
    applyRights: (isAdmin) => void calls.push(`applyRights:${isAdmin}`),
    afterRights: [{ phase: 'perimeter', run: async () => void calls.push('perimeter') }],
  };
  return { d, calls, session };
}

describe('runStartSequence', () => {
  it('goes config → sign-in → rights → later steps → ready, reporting each phase', async () => {
    const { d, calls } = deps({ kind: 'granted', isAdmin: false, flags });
    const phases: string[] = [];
    const result = await runStartSequence(d, (phase) => phases.push(phase));
    expect(result.kind).toBe('ready');
    expect(phases).toEqual(['config', 'auth', 'rights', 'perimeter']);
    expect(calls).toEqual([
      'config',
      'signIn',
      'connectApi',
      'beginRights',
      'checkRights',
      'applyRights:false',
      'perimeter',
    ]);
  });

  it.each(['admin-failed', 'transparency-denied', 'member-failed'] as const)(
    'logs out on %s and never applies rights nor runs later steps',
    async (reason) => {
      const { d, calls, session } = deps({ kind: 'logout', reason });
      await expect(runStartSequence(d)).resolves.toEqual({ kind: 'logged-out', reason });
      expect(session.logout).toHaveBeenCalledOnce();
      expect(calls.some((c) => c.startsWith('applyRights') || c === 'perimeter')).toBe(false);
    },
  );

  it('stops while the browser redirects to the identity provider', async () => {
    const { d, calls } = deps({ kind: 'granted', isAdmin: false, flags }, { kind: 'redirecting' });
    await expect(runStartSequence(d)).resolves.toEqual({ kind: 'redirecting' });
    expect(calls).toEqual(['config', 'signIn']);
  });

  it('fails with the config error message', async () => {
    const { d } = deps({ kind: 'granted', isAdmin: false, flags });
    d.loadConfig = async () => {
      throw new Error('La configuration de l’application est invalide.');
    };
    await expect(runStartSequence(d)).resolves.toMatchObject({
      kind: 'failed',
      message: 'La configuration de l’application est invalide.',
    });
  });

  it('fails in French when the identity provider is unreachable', async () => {
    const { d } = deps({ kind: 'granted', isAdmin: false, flags });
    d.signIn = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(runStartSequence(d)).resolves.toMatchObject({
      kind: 'failed',
      message: 'Le service d’authentification est injoignable.',
    });
  });
});
