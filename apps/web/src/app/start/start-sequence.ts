import { messages, type AppConfig, type RightFlags } from '@prisme/domain';
import type { AuthSession, SignInOutcome } from '../../features/auth';
import type { RightsOutcome } from '../../features/rights';

export type StartPhase = 'config' | 'auth' | 'rights' | 'perimeter';

export interface StartStep {
  phase: StartPhase;
  run: () => Promise<void>;
}

export interface StartDeps {
  loadConfig: () => Promise<AppConfig>;
  signIn: (config: AppConfig) => Promise<SignInOutcome>;
  /** Gives the API client the token, the user id and the product slug. */
  connectApi: (config: AppConfig, session: AuthSession) => void;
  beginRightsCheck: () => void;
  checkRights: () => Promise<RightsOutcome>;
  applyRights: (isAdmin: boolean, flags: RightFlags) => void;
  /** Steps between the rights and the routed view, in order: the roles, the saved perimeter. */
  afterRights: StartStep[];
}

export type StartResult =
  | { kind: 'ready'; config: AppConfig; session: AuthSession }
  | { kind: 'redirecting' }
  | { kind: 'logged-out'; reason: string }
  | { kind: 'failed'; message: string; retry?: () => void };

/**
 * The start of spec §2: loading page → config → sign-in → admin flag and rights →
 * client roles and saved perimeter → routed view. A failed rights check logs out (spec §6).
 */
export async function runStartSequence(
  deps: StartDeps,
  onPhase: (phase: StartPhase) => void = () => {},
): Promise<StartResult> {
  onPhase('config');
  let config: AppConfig;
  try {
    config = await deps.loadConfig();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Configuration indisponible.';
    return { kind: 'failed', message };
  }

  onPhase('auth');
  let outcome: SignInOutcome;
  try {
    outcome = await deps.signIn(config);
  } catch {
    return { kind: 'failed', message: 'Le service d’authentification est injoignable.' };
  }
  if (outcome.kind !== 'signed-in') return outcome;
  const { session } = outcome;
  deps.connectApi(config, session);

  onPhase('rights');
  deps.beginRightsCheck();
  const rights = await deps.checkRights();
  if (rights.kind === 'logout') {
    await session.logout();
    return { kind: 'logged-out', reason: rights.reason };
  }
  deps.applyRights(rights.isAdmin, rights.flags);

  for (const step of deps.afterRights) {
    onPhase(step.phase);
    try {
      await step.run();
    } catch {
      return { kind: 'failed', message: messages.generic.unexpected };
    }
  }
  return { kind: 'ready', config, session };
}
