import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { scrReferences } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';
import { symmetricAdjustmentCorridor } from './symmetric-adjustment';

const HEADER = 'date;ajustementSymetrique;courbe';
const GOOD_LINES = [
  '31/12/2024;1,5 %;',
  '2024-11-30;-0,0236;EUR_RFR_WITH_VA',
  '31/03/2027;-12,5 %;',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['scr_references'];

describe('symmetric adjustment corridor (Art. 106 Directive as amended by 2025/2)', () => {
  it('is ±10 % until 29 January 2027 and ±13 % from 30 January 2027', () => {
    expect(symmetricAdjustmentCorridor('2027-01-29')).toBe(0.1);
    expect(symmetricAdjustmentCorridor('2027-01-30')).toBe(0.13);
  });
});

describe.each(testDatabaseKinds())('symmetric adjustment import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(scrReferences);
  });

  const stored = () => t.db.select().from(scrReferences).orderBy(asc(scrReferences.referenceDate));

  it('reads percentages and fractions back, with the stresses of Art. 169', async () => {
    await uploadAccepted(t, 'symmetric_adjustment', 'sa-2024.csv', csv(GOOD_LINES));
    const rows = await stored();
    expect(rows.map((r) => [r.referenceDate, r.yieldCurveId, r.synthetic, r.source])).toEqual([
      ['2024-11-30', 'EUR_RFR_WITH_VA', false, 'sa-2024.csv'],
      ['2024-12-31', 'EUR_RFR_NO_VA', false, 'sa-2024.csv'],
      ['2027-03-31', 'EUR_RFR_NO_VA', false, 'sa-2024.csv'],
    ]);
    const values = rows.map((r) => [r.symmetricAdjustment, r.type1Stress, r.type2Stress]);
    const expected = [
      [-0.0236, 0.3664, 0.4664],
      [0.015, 0.405, 0.505],
      [-0.125, 0.265, 0.365],
    ];
    values.forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo(expected[i]![j]!, 12)));
  });

  it('updates the value of a date on re-import', async () => {
    await uploadAccepted(t, 'symmetric_adjustment', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'symmetric_adjustment', 'b.csv', csv(['31/12/2024;0,01;']));
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({ symmetricAdjustment: 0.01, type1Stress: 0.4, source: 'b.csv' });
  });

  it('accepts the edges of the corridor of each date', async () => {
    await uploadAccepted(
      t,
      'symmetric_adjustment',
      'bornes.csv',
      csv(['30/09/2024;-10 %;', '30/04/2027;0,13;']),
    );
    expect((await stored()).map((r) => r.symmetricAdjustment)).toEqual([-0.1, 0.13]);
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['a value above +10 % in 2024', csv(['31/12/2024;10,5 %;']), { line: 2, column: 'ajustementSymetrique', message: /hors du corridor \[−10\s% ; \+10\s%\] applicable au 31\/12\/2024 : 10,5\s%/ }],
    ['a percentage written without its sign', csv(['31/12/2024;1,5;']), { line: 2, column: 'ajustementSymetrique', message: /fraction décimale/ }],
    ['a value beyond −13 % in 2027', csv(['29/02/2028;-0,14;']), { line: 2, column: 'ajustementSymetrique', message: /\[−13\s% ; \+13\s%\] applicable au 29\/02\/2028 : -14\s%/ }],
    ['a value not a number', csv(['31/12/2024;n.d.;']), { line: 2, column: 'ajustementSymetrique', message: /Nombre invalide/ }],
    ['a missing date', csv([';0,01;']), { line: 2, column: 'date', message: /Valeur obligatoire manquante/ }],
    ['a date given twice', csv([...GOOD_LINES, '2024-12-31;0,01;']), { line: 5, column: 'date', message: /Ligne en double .* ligne 2/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'symmetric_adjustment', TABLES, csv(GOOD_LINES), badFiles);
});
