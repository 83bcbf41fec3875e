import { asc, eq, sql } from 'drizzle-orm';
import type { LiquidityScenario } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { liquidityScenarioDetails as d, liquidityScenarios as s } from '../../db/schema';

/**
 * Storage of the liquidity scenarios: a scenario row and its details, in the order
 * users gave them. Scenarios are the product's, shared by every client.
 */
export async function findScenarios(db: Executor): Promise<LiquidityScenario[]> {
  const [scenarios, details] = await Promise.all([
    db.select().from(s).orderBy(asc(s.position), asc(s.code)),
    db.select().from(d).orderBy(asc(d.scenarioCode), asc(d.position)),
  ]);
  return scenarios.map((scenario) => ({
    code: scenario.code,
    name: scenario.name,
    comment: scenario.comment,
    ...(scenario.marginMultiplier !== null && { marginMultiplier: scenario.marginMultiplier }),
    details: details
      .filter((detail) => detail.scenarioCode === scenario.code)
      .map((detail) => ({
        liquidityClass:
          detail.liquidityClass as LiquidityScenario['details'][number]['liquidityClass'],
        scopeCode: detail.scopeCode as LiquidityScenario['details'][number]['scopeCode'],
        bondRatio: detail.bondRatio,
        equityDailyTreshold: detail.equityDailyTreshold,
        spreadBidAskRatio: detail.spreadBidAskRatio,
      })),
  }));
}

/** Writes a scenario whole (its row, then its details replaced); the caller holds the transaction. */
export async function writeScenario(
  db: Executor,
  scenario: LiquidityScenario,
  position?: number,
): Promise<void> {
  const row = {
    name: scenario.name,
    comment: scenario.comment,
    marginMultiplier: scenario.marginMultiplier ?? null,
    updatedAt: new Date(),
  };
  const [last] = await db.select({ max: sql<number | null>`max(${s.position})` }).from(s);
  await db
    .insert(s)
    .values({ code: scenario.code, position: position ?? (last?.max ?? -1) + 1, ...row })
    .onConflictDoUpdate({ target: s.code, set: row });
  await db.delete(d).where(eq(d.scenarioCode, scenario.code));
  if (scenario.details.length)
    await db.insert(d).values(
      scenario.details.map((detail, index) => ({
        scenarioCode: scenario.code,
        position: index,
        ...detail,
      })),
    );
}

/** Deletes a scenario and (by cascade) its details; answers whether it existed. */
export async function deleteScenario(db: Executor, code: string): Promise<boolean> {
  const deleted = await db.delete(s).where(eq(s.code, code)).returning({ code: s.code });
  return deleted.length > 0;
}
