import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { liquidityData } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { FIXTURE_SECURITIES } from '../../../test/fixtures/client-data';
import { securities } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER =
  'codeTitre;date;volumeMoyenJournalier;fourchetteAchatVente;tailleEmission;classeLiquidite';
const GOOD_LINES = [
  'FR0000120271;31/12/2024;5 120 000;0,0004;;1',
  'US0378331005;31/12/2024;48 000 000;0,02 %;;1',
  'XS2063247915;31/12/2024;;0,008;750 000 000;3',
  'CAU/PRET-001;31/12/2024;;;;5',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['liquidity_data'];

describe.each(testDatabaseKinds())('liquidity data import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(securities).values(FIXTURE_SECURITIES);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(liquidityData);
  });

  const stored = async () =>
    (await t.db.select().from(liquidityData).orderBy(asc(liquidityData.securityCode))).map((r) => [
      r.securityCode,
      r.asOf,
      r.averageDailyVolume,
      r.bidAskSpread,
      r.issueSize,
      r.liquidityClass,
    ]);

  it('reads a good file back exactly, a spread in percent included', async () => {
    await uploadAccepted(t, 'liquidity', 'liquidite.csv', csv(GOOD_LINES));
    expect(await stored()).toEqual([
      ['CAU/PRET-001', '2024-12-31', null, null, null, 5],
      ['FR0000120271', '2024-12-31', 5120000, 0.0004, null, 1],
      ['US0378331005', '2024-12-31', 48000000, 0.0002, null, 1],
      ['XS2063247915', '2024-12-31', null, 0.008, 750000000, 3],
    ]);
  });

  it('updates on re-import, an empty cell keeping the stored value', async () => {
    await uploadAccepted(t, 'liquidity', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'liquidity', 'b.csv', csv(['XS2063247915;31/12/2024;;0,012;;4']));
    expect((await stored())[3]).toEqual(['XS2063247915', '2024-12-31', null, 0.012, 750000000, 4]);
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['a security missing from the referential', csv(['DE0007164600;31/12/2024;1000;;;2']), { line: 2, column: 'codeTitre', message: /Titre inconnu du référentiel : « DE0007164600 »/ }],
    ['a spread above 100 %', csv(['FR0000120271;31/12/2024;;1,5;;']), { line: 2, column: 'fourchetteAchatVente', message: /supérieure au maximum 1 : 1,5/ }],
    ['a negative volume', csv(['FR0000120271;31/12/2024;-10;;;']), { line: 2, column: 'volumeMoyenJournalier', message: /inférieure au minimum 0/ }],
    ['a negative issue size', csv(['FR0000120271;31/12/2024;;;-1;']), { line: 2, column: 'tailleEmission', message: /inférieure au minimum 0/ }],
    ['a class of 6', csv(['FR0000120271;31/12/2024;;;;6']), { line: 2, column: 'classeLiquidite', message: /supérieure au maximum 5 : 6/ }],
    ['a class that is not an integer', csv(['FR0000120271;31/12/2024;;;;2,5']), { line: 2, column: 'classeLiquidite', message: /Nombre entier attendu/ }],
    ['a line without any value', csv(['FR0000120271;31/12/2024;;;;']), { line: 2, column: 'volumeMoyenJournalier', message: /Aucune donnée/ }],
    ['a security twice at a date', csv([...GOOD_LINES, 'fr0000120271;2024-12-31;1;;;1']), { line: 6, column: 'codeTitre', message: /Ligne en double .* ligne 2/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'liquidity', TABLES, csv(GOOD_LINES), badFiles);
});
