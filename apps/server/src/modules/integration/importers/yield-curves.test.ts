import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { integrationLog, yieldCurvePoints } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  expectRefused,
  uploadAccepted,
  uploadReference,
  type ExpectedError,
} from './reference-import-test-kit';
import {
  curveLines, curvesCsv, eiopaWorkbook, eurRate2024, type CountryColumn, type SpotSheetOptions,
} from './yield-curves-test-files'; // prettier-ignore

const TABLES = ['yield_curve_points'];
const EIOPA_NAME = 'EIOPA_RFR_20241231_Term_Structures.xlsx';
const flat = (rate: number) => () => rate;
const COLUMNS: CountryColumn[] = [
  { country: 'Euro', iso: 'EUR', rate: eurRate2024 },
  { country: 'Austria', iso: 'EUR', rate: eurRate2024 },
  { country: 'Switzerland', rate: (t) => 0.002 + t / 100_000 },
  { country: 'United Kingdom', rate: (t) => 0.04 + t / 50_000 },
  { country: 'Atlantis', rate: flat(0.05) },
  { country: 'United States', iso: 'USD', rate: (t) => 0.042 + t / 40_000 },
];
const EUR_LINES = curveLines('EUR_RFR_NO_VA', 'EUR', '31/12/2024', 30);

describe.each(testDatabaseKinds())('yield curves import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(yieldCurvePoints);
  });

  const curve = (curveId: string, date = '2024-12-31') =>
    t.db
      .select()
      .from(yieldCurvePoints)
      .where(and(eq(yieldCurvePoints.curveId, curveId), eq(yieldCurvePoints.curveDate, date)))
      .orderBy(asc(yieldCurvePoints.maturity));
  const workbook = (
    options: SpotSheetOptions & { volatilityAdjustment?: number } = {},
    columns = COLUMNS,
  ) => eiopaWorkbook(columns, options);

  it("reads EIOPA's workbook: the 31/12/2024 euro curve to the 5th decimal", async () => {
    const content = await workbook({ volatilityAdjustment: 0.0023 });
    const response = await uploadAccepted(t, 'yield_curves', EIOPA_NAME, content);
    expect(response.json().entry).toMatchObject({
      NombreLignes: 300,
      Categorie: 'Courbes de taux EIOPA',
    });
    const eur = await curve('EUR_RFR_NO_VA');
    expect(eur).toHaveLength(150);
    expect(eur.every((p) => p.currency === 'EUR' && p.synthetic === false)).toBe(true);
    const at = (maturity: number) => eur.find((p) => p.maturity === maturity)!.rate;
    expect(at(1)).toBeCloseTo(0.02236, 5);
    expect(at(10)).toBeCloseTo(0.02267, 5);
    expect(at(20)).toBeCloseTo(0.02259, 5);
    expect(at(21)).toBeCloseTo(0.02257, 5);
    expect(at(150)).toBeCloseTo(0.03097, 5);
    expect((await curve('EUR_RFR_WITH_VA'))[0]!.rate).toBeCloseTo(0.02466, 5);
    const gbp = (await curve('GBP_RFR_NO_VA'))[0]!;
    expect([gbp.currency, gbp.rate]).toEqual(['GBP', expect.closeTo(0.04002, 12)]);
    const details = (
      await t.db
        .select()
        .from(integrationLog)
        .where(eq(integrationLog.id, response.json().entry.Id))
    )[0]!.details;
    expect(details).toMatchObject({
      curves: ['CHF_RFR_NO_VA', 'CHF_RFR_WITH_VA', 'EUR_RFR_NO_VA', 'EUR_RFR_WITH_VA', 'GBP_RFR_NO_VA', 'GBP_RFR_WITH_VA', 'USD_RFR_NO_VA', 'USD_RFR_WITH_VA'],
      dates: ['2024-12-31'],
      ignoredColumns: ['RFR_spot_no_VA : Atlantis (devise inconnue)', 'RFR_spot_with_VA : Atlantis (devise inconnue)'],
    }); // prettier-ignore
  });

  // Issue 37 §4: from 30/01/2027 EIOPA extrapolates with the 2027 method (FSP, LLFR, α = 11 %,
  // note §2.9) in the same workbook format; its parameter rows are told apart by label.
  it('reads a 2027-method workbook (FSP, LLFR, α = 11 %) the same way', async () => {
    const content = await workbook({
      parameters: ['Coding', 'ISO code', 'FSP', 'LLFR', 'UFR', 'alpha', 'CRA', 'VA'],
      parameterValues: { FSP: 20, LLFR: 2.61, UFR: 3.3, alpha: 0.11 },
    });
    const response = await uploadAccepted(
      t,
      'yield_curves',
      'EIOPA_RFR_20270131_Term_Structures.xlsx',
      content,
    );
    expect(response.json().entry).toMatchObject({ NombreLignes: 150 });
    const eur = await curve('EUR_RFR_NO_VA', '2027-01-31');
    expect(eur).toHaveLength(150);
    expect(eur.find((p) => p.maturity === 10)!.rate).toBeCloseTo(0.02267, 5);
    expect(await curve('USD_RFR_NO_VA', '2027-01-31')).toHaveLength(150);
  });

  it('takes the date given with the upload when the name has none', async () => {
    await uploadAccepted(t, 'yield_curves', 'courbes.xlsx', await workbook(), {
      referenceDate: '2025-01-31',
    });
    expect(await curve('USD_RFR_NO_VA', '2025-01-31')).toHaveLength(150);
  });

  it('replaces every point of a curve and date on re-import', async () => {
    await uploadAccepted(t, 'yield_curves', EIOPA_NAME, await workbook());
    await uploadAccepted(t, 'yield_curves', 'courbe-eur.csv', curvesCsv(EUR_LINES));
    expect(await curve('EUR_RFR_NO_VA')).toHaveLength(30);
    expect(await curve('USD_RFR_NO_VA')).toHaveLength(150);
  });

  it('reads the long form, rates as fractions or percentages', async () => {
    const lines = [...EUR_LINES.slice(0, 2), 'usd_rfr_no_va;USD;2024-12-31;1;4,25 %', 'USD_RFR_NO_VA;usd;2024-12-31;2;0,0431'];
    await uploadAccepted(t, 'yield_curves', 'courbes.csv', curvesCsv(lines));
    expect((await curve('EUR_RFR_NO_VA')).map((p) => [p.maturity, p.rate])).toEqual([[1, 0.02236], [2, 0.02093]]);
    expect((await curve('USD_RFR_NO_VA')).map((p) => [p.currency, p.maturity, p.rate])).toEqual([['USD', 1, 0.0425], ['USD', 2, 0.0431]]);
  }); // prettier-ignore

  const badWorkbooks: [string, () => Promise<Buffer>, string, Record<string, string>, ExpectedError][] = [
    ['no reference date at all', () => workbook(), 'courbes.xlsx', {}, { line: 1, column: '', message: /Date de référence introuvable/ }],
    ['a date that contradicts the name', () => workbook(), EIOPA_NAME, { referenceDate: '2024-11-30' }, { line: 1, column: '', message: /saisie \(30\/11\/2024\) diffère de celle du nom du fichier \(31\/12\/2024\)/ }],
    ['a rate in percent', () => workbook({}, [{ country: 'Euro', rate: (m) => (m === 3 ? 2.093 : eurRate2024(m)) }]), EIOPA_NAME, {}, { line: 13, column: 'RFR_spot_no_VA!C (Euro)', message: /Taux hors de l'intervalle/ }],
    ['a missing euro rate', () => workbook({}, [{ country: 'Euro', rate: (m) => (m === 5 ? null : eurRate2024(m)) }]), EIOPA_NAME, {}, { line: 11, column: 'RFR_spot_no_VA!C (Euro)', message: /Courbe EUR_RFR_NO_VA au 31\/12\/2024 incomplète : maturité manquante 5 \(maturités attendues de 1 à 150 ans/ }],
    ['a maturity of 2.5 years', () => workbook({ maturityLabel: (m) => (m === 3 ? 2.5 : m) }), EIOPA_NAME, {}, { line: 13, column: 'RFR_spot_no_VA!B', message: /Maturité en années entières attendue/ }],
    ['a maturity beyond 150 years', () => workbook({ maturityLabel: (m) => (m === 150 ? 151 : m) }), EIOPA_NAME, {}, { line: 160, column: 'RFR_spot_no_VA!B', message: /hors de l'intervalle 1 à 150 ans : 151/ }],
  ]; // prettier-ignore

  it.each(badWorkbooks)(
    'rejects a workbook with %s, in French',
    async (_what, build, name, fields, expected) => {
      await uploadAccepted(t, 'yield_curves', EIOPA_NAME, await workbook());
      const content = await build();
      await expectRefused(
        t,
        TABLES,
        () => uploadReference(t, 'yield_curves', name, content, fields),
        expected,
      );
    },
  );

  it('rejects a Term_Structures workbook without its RFR_spot_no_VA sheet', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Main menu').addRow(['EIOPA risk-free interest rate term structures']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    await expectRefused(t, TABLES, () => uploadReference(t, 'yield_curves', EIOPA_NAME, content), {
      line: 1,
      column: '',
      message: /Fichier illisible : Feuille « RFR_spot_no_VA » absente du classeur/,
    });
  });

  const badTables: [string, string[], ExpectedError][] = [
    ['a maturity of 151 years', [...EUR_LINES, 'EUR_RFR_NO_VA;EUR;31/12/2024;151;0,031'], { line: 32, column: 'maturite', message: /supérieure au maximum 150 : 151/ }],
    ['a maturity of 0', ['EUR_RFR_NO_VA;EUR;31/12/2024;0;0,02', ...EUR_LINES], { line: 2, column: 'maturite', message: /inférieure au minimum 1 : 0/ }],
    ['a rate of 50 %', [...EUR_LINES.slice(0, 4), 'EUR_RFR_NO_VA;EUR;31/12/2024;5;0,5'], { line: 6, column: 'taux', message: /Taux hors de l'intervalle \[−5\s% ; \+30\s%\] : 50\s%/ }],
    ['a percentage without its sign', ['EUR_RFR_NO_VA;EUR;31/12/2024;1;2,236'], { line: 2, column: 'taux', message: /fraction décimale, par exemple 0,02236 ou 2,236\s%/ }],
    ['a maturity given twice', [...EUR_LINES.slice(0, 3), EUR_LINES[1]!], { line: 5, column: 'maturite', message: /Ligne en double : la maturité 2 de la courbe EUR_RFR_NO_VA au 31\/12\/2024/ }],
    ['a gap in a curve', [...EUR_LINES.slice(0, 3), ...EUR_LINES.slice(5, 9)], { line: 2, column: 'maturite', message: /incomplète : maturités manquantes 4, 5 \(maturités attendues de 1 à 9 ans/ }],
    ['a curve in two currencies', [EUR_LINES[0]!, EUR_LINES[1]!.replace(';EUR;', ';USD;')], { line: 3, column: 'devise', message: /La courbe EUR_RFR_NO_VA est en EUR à la ligne 2, pas en USD/ }],
    ['an unknown currency', [EUR_LINES[0]!.replace(';EUR;', ';EUX;')], { line: 2, column: 'devise', message: /Devise inconnue/ }],
  ]; // prettier-ignore

  it.each(badTables)('rejects a table with %s, in French', async (_what, lines, expected) => {
    await uploadAccepted(t, 'yield_curves', EIOPA_NAME, await workbook());
    await expectRefused(
      t,
      TABLES,
      () => uploadReference(t, 'yield_curves', 'courbes.csv', curvesCsv(lines)),
      expected,
    );
  });
});
