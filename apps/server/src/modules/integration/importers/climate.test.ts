import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { climateData } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER = 'codeEmetteur;date;intensiteCarbone;temperatureImplicite';
/** Intensities of the worked example of esg-and-liquidity §1.6.5 (A 500, B 8.3333, C 50). */
const GOOD_LINES = [
  '969500UP76J52A9OXU27;31/12/2024;500;2,7',
  '5493001KJTIIGC8Y1R12;31/12/2024;8,3333;1,5',
  'EMET-C;31/12/2024;50;',
  'EMET-D;31/12/2024;;3,2',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const FIGURES_HEADER = `${HEADER};emissionsScope12;emissionsScope3;chiffreAffaires;evic;capitalisationBoursiere;valeurEntreprise;tresorerie;totalActif`;
/** Issuers A, B, C of esg-and-liquidity §1.6.5: EVIC, revenue, scopes 1+2 and 3. */
const FIGURE_LINES = [
  'EMET-A;31/12/2024;;;20000000;80000000;40000;50000;30000;-5;1200;90000',
  'EMET-B;31/12/2024;;;500000;4500000;60000;200000;;;;',
  'EMET-C;31/12/2024;;;400000;1600000;8000;10000;;;;',
];
const figures = (lines: readonly string[]) => csvFile(FIGURES_HEADER, lines);
const TABLES = ['climate_data'];

describe.each(testDatabaseKinds())('climate data import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(climateData);
  });

  const stored = async () =>
    (await t.db.select().from(climateData).orderBy(asc(climateData.issuerCode))).map((r) => [
      r.issuerCode,
      r.asOf,
      r.carbonIntensity,
      r.impliedTemperature,
    ]);

  it('reads a good file back exactly', async () => {
    await uploadAccepted(t, 'climate', 'climat.csv', csv(GOOD_LINES));
    expect(await stored()).toEqual([
      ['5493001KJTIIGC8Y1R12', '2024-12-31', 8.3333, 1.5],
      ['969500UP76J52A9OXU27', '2024-12-31', 500, 2.7],
      ['EMET-C', '2024-12-31', 50, null],
      ['EMET-D', '2024-12-31', null, 3.2],
    ]);
  });

  it('updates on re-import, an empty cell keeping the stored value', async () => {
    await uploadAccepted(t, 'climate', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(
      t,
      'climate',
      'b.csv',
      csv(['EMET-C;31/12/2024;;1,9', 'EMET-D;31/12/2024;120;']),
    );
    expect((await stored()).slice(2)).toEqual([
      ['EMET-C', '2024-12-31', 50, 1.9],
      ['EMET-D', '2024-12-31', 120, 3.2],
    ]);
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['a negative carbon intensity', csv(['EMET-C;31/12/2024;-5;']), { line: 2, column: 'intensiteCarbone', message: /inférieure au minimum 0 : -5/ }],
    ['a temperature above 10 °C', csv(['EMET-C;31/12/2024;50;27']), { line: 2, column: 'temperatureImplicite', message: /supérieure au maximum 10 : 27/ }],
    ['a negative temperature', csv(['EMET-C;31/12/2024;50;-0,5']), { line: 2, column: 'temperatureImplicite', message: /inférieure au minimum 0/ }],
    ['a line without any value', csv(['EMET-C;31/12/2024;;']), { line: 2, column: 'intensiteCarbone', message: /Aucune donnée : renseignez au moins intensiteCarbone, temperatureImplicite ou une émission/ }],
    ['a negative revenue', figures(['EMET-A;31/12/2024;;;;;-40000;;;;;']), { line: 2, column: 'chiffreAffaires', message: /inférieure au minimum 0/ }],
    ['an LEI with wrong check digits', csv(['969500UP76J52A9OXU72;31/12/2024;500;2,7']), { line: 2, column: 'codeEmetteur', message: /Code LEI invalide/ }],
    ['an issuer twice at a date', csv([...GOOD_LINES, 'emet-c;2024-12-31;51;']), { line: 6, column: 'codeEmetteur', message: /Ligne en double .* ligne 4/ }],
    ['a missing date', csv(['EMET-C;;50;']), { line: 2, column: 'date', message: /Valeur obligatoire manquante/ }],
  ]; // prettier-ignore

  it('reads the emissions and financials of the worked example of §1.6.5 back exactly', async () => {
    await uploadAccepted(t, 'climate', 'emissions.csv', figures(FIGURE_LINES));
    const rows = await t.db.select().from(climateData).orderBy(asc(climateData.issuerCode));
    expect(
      rows.map((r) => [r.issuerCode, r.evic, r.revenue, r.scope12Emissions, r.scope3Emissions]),
    ).toEqual([
      ['EMET-A', 50_000, 40_000, 20_000_000, 80_000_000],
      ['EMET-B', 200_000, 60_000, 500_000, 4_500_000],
      ['EMET-C', 10_000, 8_000, 400_000, 1_600_000],
    ]);
    expect(rows[0]).toMatchObject({
      marketCap: 30_000,
      enterpriseValue: -5,
      cash: 1_200,
      totalAssets: 90_000,
    });
  });

  itRejectsEach(() => t, 'climate', TABLES, csv(GOOD_LINES), badFiles);
});
