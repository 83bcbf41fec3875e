import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { tptField } from '@prisme/domain';
import {
  fundCompositionLines,
  fundCompositionStatements,
  fundCompositions,
  integrationLog,
  securities,
} from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  tptCsv,
  tptTableCounts,
  tptXlsx,
  uploadTpt,
  V6_FIELDS,
  V7_FIELDS,
} from './tpt/tpt-test-files';
import {
  FUND_A,
  FUND_A_LINES,
  FUND_B,
  FUND_B_LINES,
  PERPETUAL_BOND,
  V6_LABEL,
} from './tpt/tpt-test-lines';

const BOTH_FUNDS = [...FUND_A_LINES, ...FUND_B_LINES];

describe.each(testDatabaseKinds())('fund look-through (TPT) import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(securities).values([
      { code: FUND_A, codeType: '1', name: 'Prisme Actions Europe', cic: 'XL41', currency: 'EUR' },
      { code: FUND_B, codeType: '1', name: 'Prisme Obligations', cic: 'XL42', currency: 'EUR' },
      { code: 'FR0000120271', codeType: '1', name: 'TotalEnergies', cic: 'FR31', currency: 'EUR' },
    ]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(fundCompositions);
    await t.db.update(securities).set({ hasComposition: false });
  });

  const upload = (name: string, content: Buffer | string, fields: Record<string, string> = {}) =>
    uploadTpt(t, name, content, fields);
  const compositions = () =>
    t.db.select().from(fundCompositions).orderBy(asc(fundCompositions.fundCode));
  // Each line with what it states of its instrument (fund_composition_statements).
  const linesOf = async (compositionId: number) =>
    (
      await t.db
        .select()
        .from(fundCompositionLines)
        .innerJoin(
          fundCompositionStatements,
          eq(fundCompositionStatements.id, fundCompositionLines.statementId),
        )
        .where(eq(fundCompositionLines.compositionId, compositionId))
        .orderBy(asc(fundCompositionLines.lineNo))
    ).map((row) => ({ ...row.fund_composition_statements, ...row.fund_composition_lines }));
  const detailsOf = async (id: number) =>
    (await t.db.select().from(integrationLog).where(eq(integrationLog.id, id)))[0]!.details!;

  it('reads a V7 CSV of two funds, one holding the other, back exactly', async () => {
    const response = await upload('tpt-v7.csv', tptCsv(BOTH_FUNDS));
    expect(response.json().errors).toEqual([]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tptVersion: 'V7',
      entry: { Etat: 'Intégré', NombreLignes: 6, Categorie: 'Transparisation (TPT)' },
    });
    const [a, b] = await compositions();
    const common = { valuationDate: '2024-12-31', reportingDate: '2025-01-15', currency: 'EUR' };
    expect(a).toMatchObject({
      ...common,
      fundCode: FUND_A,
      fundName: 'Prisme Actions Europe',
      netAssetValue: 1_000_000,
      sharePrice: 100,
      sharesOutstanding: 10_000,
      completeScrDelivery: true,
      fundCic: 'XL41',
      tptVersion: 'V7',
      basis: 'reported',
    });
    expect(b).toMatchObject({ ...common, fundCode: FUND_B, netAssetValue: 500_000 });
    expect(b).toMatchObject({ completeScrDelivery: false, fundCic: 'XL42', tptVersion: 'V7' });

    const linesA = await linesOf(a!.id);
    expect(
      linesA.map((l) => [l.lineNo, l.instrumentCode, l.codeType, l.cic, l.marketValuePc]),
    ).toEqual([
      [1, 'XS2063247915', '1', 'LU21', 400000.5],
      [2, 'FR0000120271', '1', 'FR31', 300000],
      [3, FUND_B, '1', 'XL42', 250000],
      [4, 'CASH-EUR-001', '99', 'XT71', 49999.5],
    ]);
    expect(linesA[0]).toMatchObject({
      instrumentName: 'Obligation XS 2029',
      quantity: 4000,
      nominal: 400000,
      quotationCurrency: 'EUR',
      marketValueQc: 400000.5,
      cleanValueQc: 395000,
      cleanValuePc: 395000,
      weight: 0.4000005,
      exposurePc: 400000.5,
      exposureWeight: 0.4000005,
      couponRate: 1.5,
      maturityDate: '2029-10-02',
      issuerName: 'Émetteur obligataire SA',
      issuerLei: '969500UP76J52A9OXU27',
      issuerGroupName: 'Groupe émetteur',
      issuerGroupLei: '5493001KJTIIGC8Y1R12',
      issuerCountry: 'FR',
      naceCode: 'K6419',
      covered: 'NC',
      stateGuarantee: false,
      creditQualityStep: 2,
      modifiedDuration: 4.5,
      creditSensitivity: 4.4,
      originalPortfolio: null,
      indicativeScr: { '97': 0.0012, '98': -0.0003, '102': 0.0045 },
    });
    expect(linesA[1]!.indicativeScr).toEqual({ '99': 0.117, '105a': -0.0003 });
    expect(linesA[3]).toMatchObject({ issuerLei: null, indicativeScr: null, maturityDate: null });

    const linesB = await linesOf(b!.id);
    expect(
      linesB.map((l) => [
        l.instrumentCode,
        l.quotationCurrency,
        l.marketValueQc,
        l.marketValuePc,
        l.weight,
      ]),
    ).toEqual([
      ['XS2063247915', 'USD', -325000, -300000, -0.6],
      [PERPETUAL_BOND, 'EUR', 800000, 800000, 1.6],
    ]);
    expect(linesB[1]).toMatchObject({
      maturityDate: '9999-12-31',
      couponRate: 4.25,
      issuerCountry: 'XA',
    });

    const funds = await t.db.select().from(securities).orderBy(asc(securities.code));
    expect(funds.map((s) => [s.code, s.hasComposition])).toEqual([
      ['FR0000120271', false],
      [FUND_A, true],
      [FUND_B, true],
    ]);
    expect(await detailsOf(response.json().entry.Id)).toMatchObject({
      tptVersion: 'V7',
      warnings: [],
      compositions: [
        { fundCode: FUND_A, valuationDate: '2024-12-31', lineCount: 4 },
        { fundCode: FUND_B, valuationDate: '2024-12-31', lineCount: 2 },
      ],
    });
  });

  it('detects V6 in an XLSX workbook with typed numbers and dates', async () => {
    const lines = FUND_B_LINES.map((line) => ({
      ...line,
      '1000': V6_LABEL,
      '5': 500000,
      '6': new Date(Date.UTC(2024, 11, 31)),
      '24': Number(line['24']),
      '39': line['39'] ? new Date(Date.UTC(9999, 11, 31)) : '',
    }));
    const response = await upload('tpt-v6.xlsx', await tptXlsx(lines, V6_FIELDS));
    expect(response.json().errors).toEqual([]);
    expect(response.json().tptVersion).toBe('V6');
    const [composition] = await compositions();
    expect(composition).toMatchObject({
      fundCode: FUND_B,
      tptVersion: 'V6',
      netAssetValue: 500000,
    });
    const lineRows = await linesOf(composition!.id);
    expect(lineRows.map((l) => [l.marketValuePc, l.maturityDate])).toEqual([
      [-300000, null],
      [800000, '9999-12-31'],
    ]);
  });

  it('keeps TPT 13, 16 and the fields 32, 38, 58, 67-93, 112, 113, 131, 144, 145 of a line', async () => {
    const lines = FUND_B_LINES.map((line, i) =>
      i === 0
        ? { ...line, '13': '1', '16': 'SWAP-1', '32': 'Fixed', '38': '2', '58': 'Y', '67': 'FR31', '93': '0.5', '112': 'BBB', '113': 'Fitch', '131': '2', '144': '3.2', '145': '3.4' }
        : line,
    ); // prettier-ignore
    const response = await upload('tpt-champs.csv', tptCsv(lines));
    expect(response.statusCode, response.body).toBe(200);
    const [composition] = await compositions();
    const [first] = await linesOf(composition!.id);
    expect(first).toMatchObject({ economicZone: 1, groupingCode: 'SWAP-1' });
    expect(JSON.parse(first!.tptFields!)).toEqual({
      '32': 'Fixed',
      '38': '2',
      '58': 'Y',
      '67': 'FR31',
      '93': '0.5',
      '112': 'BBB',
      '113': 'Fitch',
      '131': '2',
      '144': '3.2',
      '145': '3.4',
    });
  });

  it('says, with its line, that a fund is missing from the securities referential', async () => {
    await t.db.delete(securities).where(eq(securities.code, FUND_B));
    try {
      const response = await upload('tpt.csv', tptCsv(BOTH_FUNDS));
      expect(response.statusCode).toBe(200);
      const firstLineOfB = 2 + FUND_A_LINES.length;
      expect(response.json().warnings).toContain(
        `Ligne ${firstLineOfB} : le fonds ${FUND_B} (champ 1) n’est pas dans le référentiel titres ; sa composition est enregistrée, mais aucune position ne le détiendra avant qu’il y soit intégré (Référentiel titres).`,
      );
    } finally {
      await t.db.insert(securities).values({
        code: FUND_B,
        codeType: '1',
        name: 'Prisme Obligations',
        cic: 'XL42',
        currency: 'EUR',
      });
    }
  });

  it('keeps the V5 a file declares, reads it with the V6 fields and says so', async () => {
    // Issue 14: V5 files of an open-source generator were labelled V6.
    const lines = FUND_B_LINES.map((line) => ({
      ...line,
      '1000': 'V5.0 (official) dated 16 January 2020',
    }));
    const response = await upload('tpt-v5.csv', tptCsv(lines, V6_FIELDS));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tptVersion: 'V6', declaredTptVersion: 'V5' });
    expect((await compositions())[0]).toMatchObject({ fundCode: FUND_B, tptVersion: 'V5' });
    const { warnings } = (await detailsOf(response.json().entry.Id)) as { warnings: string[] };
    expect(warnings[0]).toMatch(
      /^Le champ 1000 indique la V5 : le fichier est lu avec la liste de champs de la V6/,
    );
  });

  it('refuses a file chosen as V6 that carries V7-only fields', async () => {
    const response = await upload('tpt.csv', tptCsv(BOTH_FUNDS), { tptVersion: 'V6' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        line: 1,
        column: tptField('140'),
        message: expect.stringMatching(
          /^Version V6 choisie, mais le fichier contient des champs propres à la V7 \(140, 141, .*148\)/,
        ),
      },
    ]);
    expect(await compositions()).toEqual([]);
  });

  it('takes in a fund whose lines do not add up to its NAV, with warnings', async () => {
    const lines = FUND_A_LINES.map((line) => ({ ...line, '5': '1100000' }));
    const response = await upload('tpt.csv', tptCsv(lines));
    expect(response.statusCode).toBe(200);
    const { warnings } = (await detailsOf(response.json().entry.Id)) as { warnings: string[] };
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Fonds ${FUND_A} au 2024-12-31 : la somme des valeurs de marché des lignes \\(champ 24\\) est de 1.000.000 EUR pour un actif net \\(champ 5\\) de 1.100.000 EUR, soit un écart de -9,09.%`,
        ),
      ),
      expect.stringMatching(
        /champ 8\) multipliée par le nombre de parts \(champ 8b\) donne 1.000.000 EUR/,
      ),
    ]);
    expect((await compositions())[0]!.netAssetValue).toBe(1_100_000);
  });

  it('writes nothing of an XLSX file with one faulty line, naming its header and line', async () => {
    await upload('avant.csv', tptCsv(BOTH_FUNDS));
    const before = await tptTableCounts(t);
    const stored = await compositions();
    const lines = BOTH_FUNDS.map((line, i) =>
      i === BOTH_FUNDS.length - 1 ? { ...line, '26': 'abc' } : { ...line, '5': '900000' },
    );
    const response = await upload('tpt.xlsx', await tptXlsx(lines, V7_FIELDS));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        line: BOTH_FUNDS.length + 1,
        column: tptField('26'),
        message: expect.stringMatching(/^Nombre invalide : « abc »/),
      },
    ]);
    expect(await tptTableCounts(t)).toMatchObject({
      compositions: before.compositions,
      lines: before.lines,
    });
    expect(await compositions()).toEqual(stored);
  });

  it(
    'writes nothing when the faulty line comes after batches were written',
    { timeout: 120_000 },
    async () => {
      await upload('avant.csv', tptCsv(BOTH_FUNDS));
      const before = await tptTableCounts(t);
      // More lines than a batch (25,000, table-import.ts), over many funds: compositions
      // and lines of the first batch are written before the last line is read.
      const count = 25_010;
      const lines = Array.from({ length: count }, (_, i) => ({
        ...FUND_B_LINES[1]!,
        '1': `FONDS-${Math.floor(i / 100)}`,
        '2': '99',
        '14': `OBL-${i}`,
        '15': '99',
        ...(i === count - 1 ? { '24': 'douze' } : {}),
      }));
      const response = await upload('grand.csv', tptCsv(lines));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { line: count + 1, column: tptField('24'), message: expect.stringMatching(/douze/) },
      ]);
      expect(await tptTableCounts(t)).toMatchObject({
        compositions: before.compositions,
        lines: before.lines,
      });
    },
  );

  it('replaces the composition of a fund and date on re-import', async () => {
    await upload('a.csv', tptCsv(BOTH_FUNDS));
    const before = await compositions();
    const again = await upload('b.csv', tptCsv([{ ...FUND_B_LINES[1]!, '5': '800000' }]));
    expect(again.statusCode).toBe(200);
    const after = await compositions();
    expect(after.map((c) => [c.fundCode, c.netAssetValue])).toEqual([
      [FUND_A, 1_000_000],
      [FUND_B, 800_000],
    ]);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[1]!.id).not.toBe(before[1]!.id);
    expect((await linesOf(after[1]!.id)).map((l) => l.instrumentCode)).toEqual([PERPETUAL_BOND]);
    expect(await tptTableCounts(t)).toMatchObject({ lines: 5, compositions: 2 });
  });
});
