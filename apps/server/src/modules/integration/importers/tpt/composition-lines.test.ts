import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/client';
import {
  fundCompositionLines,
  fundCompositionStatements,
  fundCompositions,
} from '../../../../db/schema';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../../../test/databases';
import {
  CompositionStatements,
  writeCompositionLines,
  type CompositionLineToWrite,
} from './composition-lines';

const BOND = {
  instrumentCode: 'XS2063247915',
  codeType: '1',
  instrumentName: 'Bond 2030',
  cic: 'XL22',
  quotationCurrency: 'EUR',
  creditQualityStep: 2,
  maturityDate: '2030-06-30',
  couponRate: 1.5,
};

/** A line of `compositionId` holding `statement` for `weight` of the fund. */
const line = (
  compositionId: number,
  lineNo: number,
  statement: Partial<CompositionLineToWrite> & typeof BOND,
  weight: number,
): CompositionLineToWrite => ({
  compositionId,
  lineNo,
  ...statement,
  marketValueQc: weight * 1000,
  marketValuePc: weight * 1000,
  weight,
});

describe.each(testDatabaseKinds())('composition lines and their statements on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let funds: number[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
    funds = (
      await db
        .insert(fundCompositions)
        .values(
          ['FUND1', 'FUND2'].map((fundCode) => ({
            fundCode,
            fundName: fundCode,
            valuationDate: '2024-12-31',
            currency: 'EUR',
            netAssetValue: 1000,
            tptVersion: 'V6',
          })),
        )
        .returning({ id: fundCompositions.id })
    ).map((row) => row.id);
  });
  afterAll(() => database.dispose());

  const statementCount = async () => (await db.select().from(fundCompositionStatements)).length;

  it('writes a statement stated by several lines once, and finds it again in a later write', async () => {
    await db.transaction((tx) =>
      writeCompositionLines(tx, [
        line(funds[0]!, 1, BOND, 0.5),
        line(funds[0]!, 2, { ...BOND, creditQualityStep: 3 }, 0.2),
        line(funds[1]!, 1, BOND, 0.9),
      ]),
    );
    expect(await statementCount()).toBe(2);
    // Another file, another transaction: the same bond is the stored statement.
    await db.transaction((tx) => writeCompositionLines(tx, [line(funds[1]!, 2, BOND, 0.1)]));
    expect(await statementCount()).toBe(2);

    const stored = await db
      .select()
      .from(fundCompositionLines)
      .innerJoin(
        fundCompositionStatements,
        eq(fundCompositionStatements.id, fundCompositionLines.statementId),
      )
      .orderBy(asc(fundCompositionLines.compositionId), asc(fundCompositionLines.lineNo));
    expect(
      stored.map(({ fund_composition_lines: l, fund_composition_statements: s }) => [
        l.compositionId,
        l.lineNo,
        l.weight,
        s.instrumentCode,
        s.creditQualityStep,
        s.maturityDate,
      ]),
    ).toEqual([
      [funds[0], 1, 0.5, BOND.instrumentCode, 2, '2030-06-30'],
      [funds[0], 2, 0.2, BOND.instrumentCode, 3, '2030-06-30'],
      [funds[1], 1, 0.9, BOND.instrumentCode, 2, '2030-06-30'],
      [funds[1], 2, 0.1, BOND.instrumentCode, 2, '2030-06-30'],
    ]);
    const bondLines = stored.filter(
      (row) => row.fund_composition_statements.creditQualityStep === 2,
    );
    expect(new Set(bondLines.map((row) => row.fund_composition_lines.statementId)).size).toBe(1);
  });

  it('tells an empty field from an absent one only by value: both are no value', async () => {
    const before = await statementCount();
    await db.transaction((tx) =>
      writeCompositionLines(tx, [
        line(funds[0]!, 3, { ...BOND, issuerLei: null }, 0.1),
        line(funds[0]!, 4, { ...BOND, issuerLei: undefined }, 0.1),
      ]),
    );
    expect(await statementCount()).toBe(before);
  });
  it('keeps every line’s statement when it forgets the statements it remembered', async () => {
    const before = await statementCount();
    // Remembers two statements at most: the third batch's forgetting must not lose ids.
    await db.transaction(async (tx) => {
      const statements = new CompositionStatements(tx, 2);
      for (const [lineNo, step] of [
        [5, 4],
        [6, 5],
        [7, 4],
        [8, 6],
      ] as const) {
        await writeCompositionLines(
          tx,
          [
            line(funds[1]!, lineNo, { ...BOND, creditQualityStep: step }, 0.01),
            line(funds[1]!, lineNo + 10, BOND, 0.01),
          ],
          statements,
        );
      }
    });
    expect(await statementCount()).toBe(before + 3);
  });
});
