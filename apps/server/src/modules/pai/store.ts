import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAI_FIGURES, paiResultSchema, type PaiResultPayload, type PaiText } from '@prisme/domain';
import { annualPai, type PaiAtDate } from '@prisme/engine';
import type { Executor } from '../../db/client';
import { archives, computedPerimeters, paiResults, paiStatementTexts } from '../../db/schema';
import { archivedPerimeter, ofArchivedPerimeter } from '../archive/repository';

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/**
 * The stored statement of a computation: the annual impact (the four quarter-ends'
 * mean when all are there, else the valuation date's, annual.ts) with each date's value.
 */
export function paiPayload(
  atDates: readonly PaiAtDate[],
  meta: { perimeterId: string; roleCode: string; valuationDate: string; computedAt: Date },
): PaiResultPayload {
  const annual = annualPai(atDates);
  const used = atDates
    .filter((q) => annual.dates.includes(q.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    perimeterID: meta.perimeterId,
    rolename: meta.roleCode,
    valuationDate: meta.valuationDate,
    computedAt: meta.computedAt.toISOString(),
    method: annual.method,
    dates: annual.dates,
    allInvestments: annual.allInvestments,
    figures: PAI_FIGURES.map(({ key }) => {
      const f = annual.figures[key]!;
      return {
        key,
        value: finite(f.value),
        eligibleValue: f.eligibleValue,
        coveredValue: f.coveredValue,
        coverage: finite(f.coverage),
        estimatedShare: finite(f.estimatedShare),
        leftOut: f.leftOut,
        atDates: used.map((q) => finite(q.result.figures[key]!.value)),
      };
    }),
  };
}

/** Writes a statement's row, in the transaction that publishes its perimeter. */
export async function storePaiResult(tx: Executor, payload: PaiResultPayload): Promise<void> {
  await tx.insert(paiResults).values({
    roleCode: payload.rolename,
    perimeterId: payload.perimeterID,
    computedAt: new Date(payload.computedAt),
    result: payload,
  });
}

export async function findPaiResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<PaiResultPayload | undefined> {
  const byId = eq(paiResults.perimeterId, perimeterId);
  const [row] = await db
    .select({ result: paiResults.result })
    .from(paiResults)
    .where(roleCodes ? and(byId, inArray(paiResults.roleCode, [...roleCodes])) : byId);
  return row ? paiResultSchema.parse(row.result) : undefined;
}

/**
 * The previous year's statement: of the role's archives that keep the ESG family and
 * whose perimeter is valued at `valuationDate`, the latest archived one with a PAI result.
 */
export async function findArchivedPaiResult(
  db: Executor,
  roleCode: string,
  valuationDate: string,
): Promise<{ name: string; result: PaiResultPayload } | undefined> {
  const [row] = await db
    .select({ name: archives.name, result: paiResults.result })
    .from(archives)
    .innerJoin(computedPerimeters, archivedPerimeter)
    .innerJoin(paiResults, ofArchivedPerimeter(paiResults))
    .where(
      and(
        eq(archives.roleCode, roleCode),
        eq(computedPerimeters.valuationDate, valuationDate),
        sql`'esg' = any(${archives.families})`,
      ),
    )
    .orderBy(desc(archives.archivedAt))
    .limit(1);
  return row ? { name: row.name, result: paiResultSchema.parse(row.result) } : undefined;
}

export async function findPaiTexts(
  db: Executor,
  key: { roleCode: string; perimeterId: string },
): Promise<PaiText[]> {
  return db
    .select({
      figureKey: paiStatementTexts.figureKey,
      explanation: paiStatementTexts.explanation,
      actions: paiStatementTexts.actions,
    })
    .from(paiStatementTexts)
    .where(
      and(
        eq(paiStatementTexts.roleCode, key.roleCode),
        eq(paiStatementTexts.perimeterId, key.perimeterId),
      ),
    )
    .orderBy(paiStatementTexts.figureKey);
}

/** Saves a statement's texts (an empty pair deletes its row), in the caller's transaction. */
export async function savePaiTexts(
  tx: Executor,
  key: { roleCode: string; perimeterId: string },
  texts: readonly PaiText[],
  authorName: string,
): Promise<void> {
  for (const text of texts) {
    const where = and(
      eq(paiStatementTexts.roleCode, key.roleCode),
      eq(paiStatementTexts.perimeterId, key.perimeterId),
      eq(paiStatementTexts.figureKey, text.figureKey),
    );
    if (!text.explanation.trim() && !text.actions.trim()) {
      await tx.delete(paiStatementTexts).where(where);
      continue;
    }
    await tx
      .insert(paiStatementTexts)
      .values({ ...key, ...text, authorName, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [
          paiStatementTexts.roleCode,
          paiStatementTexts.perimeterId,
          paiStatementTexts.figureKey,
        ],
        set: {
          explanation: text.explanation,
          actions: text.actions,
          authorName,
          updatedAt: new Date(),
        },
      });
  }
}
