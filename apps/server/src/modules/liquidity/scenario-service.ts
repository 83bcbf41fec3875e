import { scenarioProblems, type LiquidityScenario } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database, Executor } from '../../db/client';
import { problem, refusedSave } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import { lockForSave } from '../parameters/repository';
import { deleteScenario, findScenarios, writeScenario } from './repository';

/**
 * The liquidity scenarios (spec §3, §7; issue 16 §1). Everyone with the risk right reads
 * them; administrators create, replace and delete them (the routes check it). Each
 * change is one transaction with its audit row (who, when, before, after), under a lock
 * so that two saves do not interleave.
 */
export interface LiquidityScenarioService {
  list(): Promise<LiquidityScenario[]>;
  create(access: UserAccess, scenario: LiquidityScenario): Promise<LiquidityScenario[]>;
  replace(
    access: UserAccess,
    code: string,
    scenario: LiquidityScenario,
  ): Promise<LiquidityScenario[]>;
  remove(access: UserAccess, code: string): Promise<LiquidityScenario[]>;
}

/** Scenarios belong to no client: audited under this role key. */
const ALL_CLIENTS = '*';
const LOCK = 'liquidity-scenarios';

const checked = (scenario: LiquidityScenario) => {
  const problems = scenarioProblems(scenario);
  if (problems.length)
    throw refusedSave(
      `Scénario « ${scenario.code} » non enregistré`,
      problems.map((p) => ({ path: `body.${p.path}`, message: p.message })),
    );
  return scenario;
};

export function createLiquidityScenarioService(db: Database): LiquidityScenarioService {
  const change = (
    access: UserAccess,
    code: string,
    apply: (
      tx: Executor,
      before: LiquidityScenario | undefined,
    ) => Promise<LiquidityScenario | null>,
  ) =>
    db.transaction(async (tx) => {
      await lockForSave(tx, LOCK);
      const all = await findScenarios(tx);
      const before = all.find((s) => s.code === code);
      const after = await apply(tx, before);
      await recordChange(tx, {
        access,
        roleCode: ALL_CLIENTS,
        group: 'liquidityScenarios',
        // A created or deleted scenario has no side: the row keeps the key, null.
        oldValues: { scenario: before ?? null },
        newValues: { scenario: after },
      });
      return findScenarios(tx);
    });

  return {
    list: () => findScenarios(db),

    async create(access, scenario) {
      checked(scenario);
      return change(access, scenario.code, async (tx, before) => {
        if (before) throw problem('CONFLICT', `Le scénario « ${scenario.code} » existe déjà.`);
        await writeScenario(tx, scenario);
        return scenario;
      });
    },

    async replace(access, code, scenario) {
      checked(scenario);
      if (scenario.code !== code)
        throw problem('VALIDATION', 'Le code du scénario ne peut pas être modifié.');
      return change(access, code, async (tx, before) => {
        if (!before) throw problem('NOT_FOUND', `Scénario « ${code} » introuvable.`);
        await writeScenario(tx, scenario);
        return scenario;
      });
    },

    async remove(access, code) {
      return change(access, code, async (tx, before) => {
        if (!before) throw problem('NOT_FOUND', `Scénario « ${code} » introuvable.`);
        await deleteScenario(tx, code);
        return null;
      });
    },
  };
}
