import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tptField } from '@prisme/domain';
import { eq } from 'drizzle-orm';
import { integrationLog, securities } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { changed, tptCsv, tptTableCounts, uploadTpt, V7_FIELDS } from './tpt/tpt-test-files';
import { FUND_A, FUND_A_LINES, FUND_B_LINES, type TptCells } from './tpt/tpt-test-lines';

const GOOD = [...FUND_A_LINES, ...FUND_B_LINES];
const WRONG_ISIN = FUND_A.slice(0, 11) + String((Number(FUND_A[11]) + 1) % 10);
const WRONG_LEI = '969500UP76J52A9OXU28';

/** Field, value put on the first line (file line 2), expected message. */
const LINE_CHECKS: [string, string, RegExp][] = [
  ['1', WRONG_ISIN, /^Code ISIN invalide : chiffre de contrôle attendu/],
  ['2', '10', /^Type de code inconnu : « 10 » \(liste fermée : 1 à 9 ou 99\)/],
  ['3', '', /^Valeur obligatoire manquante/],
  ['4', 'EUX', /^Devise inconnue : « EUX »/],
  ['5', '-1000', /^Valeur strictement positive attendue/],
  ['5', 'beaucoup', /^Nombre invalide : « beaucoup »/],
  ['6', '2024-02-30', /^Date inexistante/],
  ['7', 'fin décembre', /^Date invalide/],
  ['8b', '0', /^Valeur strictement positive attendue/],
  ['11', 'O', /^Valeur invalide : « O » \(Y ou N attendu\)/],
  ['12', 'XN21', /^Code CIC « XN21 » invalide/],
  [
    '13',
    '5',
    /^Zone économique de cotation invalide : 5 \(0 non coté, 1 EEE, 2 OCDE hors EEE, 3 autre\)/,
  ],
  ['14', 'XS2063247916', /^Code ISIN invalide/],
  ['15', '12', /^Type de code inconnu/],
  ['17', '', /^Valeur obligatoire manquante/],
  ['21', 'ZZZ', /^Devise inconnue/],
  ['22', 'n/a', /^Nombre invalide/],
  ['24', '', /^Valeur obligatoire manquante/],
  ['24', '1,2,3', /^Nombre invalide/],
  ['26', '40 pour cent', /^Nombre invalide/],
  ['33', 'fixe', /^Nombre invalide/],
  ['39', '2029-02-30', /^Date inexistante/],
  ['47', WRONG_LEI, /^Code LEI invalide/],
  ['50', '5493001KJTIIGC8Y1R1', /^Code LEI invalide : 20 caractères attendus/],
  ['52', 'ZZ', /^Pays de l’émetteur inconnu : « ZZ »/],
  ['59', '7', /^Échelon de qualité de crédit invalide : 7/],
  ['90', 'long', /^Nombre invalide/],
  ['92', '4,4,4', /^Nombre invalide/],
  ['123', 'FR41', /^CIC du fonds « FR41 » : il doit commencer par XL/],
  ['97', 'élevé', /^Nombre invalide/],
  ['105b', '-', /^Nombre invalide/],
];

describe.each(testDatabaseKinds())('fund look-through (TPT) checks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db
      .insert(securities)
      .values({ code: FUND_A, codeType: '1', name: 'Fonds A', cic: 'XL41', currency: 'EUR' });
    // A stored composition that a refused file must leave as it is.
    expect((await uploadTpt(t, 'bon.csv', tptCsv(GOOD))).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  async function expectRefused(
    content: string,
    expected: { line: number; column: string; message: RegExp },
  ) {
    const before = await tptTableCounts(t);
    const response = await uploadTpt(t, 'mauvais.csv', content);
    expect(response.statusCode).toBe(422);
    expect(response.json().entry.Etat).toBe('Rejeté');
    expect(response.json().errors).toContainEqual({
      line: expected.line,
      column: expected.column,
      message: expect.stringMatching(expected.message),
    });
    const after = await tptTableCounts(t);
    expect({ ...after, integration_log: after['integration_log']! - 1 }).toEqual(before);
  }

  it.each(LINE_CHECKS)('refuses field %s = « %s » in French', async (field, value, message) => {
    const lines = changed(GOOD, 0, { [field]: value });
    await expectRefused(tptCsv(lines), { line: 2, column: tptField(field), message });
  });

  it('refuses an issuer code that is not an LEI when its type says LEI', async () => {
    const lines = changed(GOOD, 3, { '47': 'BANQUE-1', '48': '1' });
    await expectRefused(tptCsv(lines), {
      line: 5,
      column: tptField('47'),
      message: /^Code LEI invalide/,
    });
  });

  it('takes a portfolio-level field that differs within a fund in, warning with the lines', async () => {
    const lines = GOOD.map((line, i): TptCells =>
      i >= 2 && i < 4 ? { ...line, '8': '101' } : line,
    );
    const response = await uploadTpt(t, 'ecart.csv', tptCsv(lines));
    expect(response.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(integrationLog)
      .where(eq(integrationLog.id, response.json().entry.Id));
    expect((entry!.details as { warnings: string[] }).warnings).toContain(
      `Fonds ${FUND_A} au 2024-12-31 : le champ du portefeuille ${tptField('8')} diffère de la ligne 2 (« 100 ») aux lignes suivantes : ligne 4 « 101 », ligne 5 « 101 » ; la valeur de la ligne 2 est retenue.`,
    );
  });

  it('reads portfolio-level numbers that differ in their last float digit as the same', async () => {
    // Issue 14: real V5 files write field 10 as 5.123456789012345 and 5.123456789012346.
    const lines = GOOD.map((line, i): TptCells => ({
      ...line,
      '10': i % 2 ? '5.123456789012346' : '5.123456789012345',
    }));
    const response = await uploadTpt(t, 'flottants.csv', tptCsv(lines));
    expect(response.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(integrationLog)
      .where(eq(integrationLog.id, response.json().entry.Id));
    const warnings = (entry!.details as { warnings: string[] }).warnings;
    expect(warnings.filter((w) => w.includes(tptField('10')))).toEqual([]);
  });

  it('refuses a duplicate line but not the legs of a multi-leg instrument', async () => {
    await expectRefused(tptCsv([...GOOD, GOOD[1]!]), {
      line: 8,
      column: tptField('14'),
      message: /^Ligne en double : l’instrument FR0000120271 figure déjà à la ligne 3/,
    });
    const legs = changed(changed(GOOD, 0, { '16': 'SWAP-1' }), 1, {
      '14': 'XS2063247915',
      '16': 'SWAP-2',
    });
    expect((await uploadTpt(t, 'legs.csv', tptCsv(legs))).statusCode).toBe(200);
  });

  it('refuses a file without a mandatory column, or without lines', async () => {
    const without24 = V7_FIELDS.filter((f) => f.id !== '24');
    await expectRefused(tptCsv(GOOD, without24), {
      line: 1,
      column: tptField('24'),
      message: /^Colonne obligatoire absente/,
    });
    await expectRefused(tptCsv([]), { line: 1, column: '', message: /aucune ligne/ });
  });
});
