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

  // Issue 39: an equity's price, a fund's dealing terms (§3.6.2, §3.6.4).
  const TERMS_HEADER = `${HEADER};cours;frequenceRachat;joursFrequence;preavis;delaiReglement;plafondRachat;suspension`;
  const terms = (lines: readonly string[]) => csvFile(TERMS_HEADER, lines);
  const storedTerms = async () =>
    (await t.db.select().from(liquidityData).orderBy(asc(liquidityData.securityCode))).map((r) => [
      r.securityCode,
      r.price,
      r.dealingFrequency,
      r.dealingFrequencyDays,
      r.noticeDays,
      r.settlementDays,
      r.gate,
      r.suspended,
    ]);

  it('reads prices and dealing terms: French words, « autre » with its days, gates in %', async () => {
    await uploadAccepted(
      t,
      'liquidity',
      'conditions.csv',
      terms([
        'FR0000120271;31/12/2024;5 120 000;;;;112,5;;;;;;',
        'US0378331005;31/12/2024;;;;;;Hebdomadaire;;;3;;',
        'XS2063247915;31/12/2024;;;;;;mensuelle;;10;2;10 %;',
        'CAU/PRET-001;31/12/2024;;;;;;autre;42;;5;;non',
      ]),
    );
    expect(await storedTerms()).toEqual([
      ['CAU/PRET-001', null, 'other', 42, null, 5, null, false],
      ['FR0000120271', 112.5, null, null, null, null, null, null],
      ['US0378331005', null, 'weekly', null, null, 3, null, null],
      ['XS2063247915', null, 'monthly', null, 10, 2, 0.1, null],
    ]);
  });

  it('takes a suspension alone and English headers (dealingFrequency, settlementDays)', async () => {
    await uploadAccepted(
      t,
      'liquidity',
      'terms.csv',
      csvFile('securityCode;asOf;dealingFrequency;settlementDays;suspended', [
        'FR0000120271;2024-12-31;;;oui',
        'US0378331005;2024-12-31;daily;3;',
      ]),
    );
    expect((await storedTerms()).map((r) => [r[0], r[2], r[5], r[7]])).toEqual([
      ['FR0000120271', null, null, true],
      ['US0378331005', 'daily', 3, null],
    ]);
  });

  const badTerms: [string, string, ExpectedError][] = [
    ['an unknown frequency', terms(['FR0000120271;31/12/2024;;;;;;annuelle;;;;;']), { line: 2, column: 'frequenceRachat', message: /Fréquence de rachat inconnue : « annuelle »/ }],
    ['« autre » without its days', terms(['FR0000120271;31/12/2024;;;;;;autre;;;;;']), { line: 2, column: 'joursFrequence', message: /donnez le nombre de jours/ }],
    ['days with a named frequency', terms(['FR0000120271;31/12/2024;;;;;;mensuelle;20;;;;']), { line: 2, column: 'joursFrequence', message: /ne vaut que pour la fréquence « autre »/ }],
    ['a settlement without frequency', terms(['FR0000120271;31/12/2024;;;;;;;;;3;;']), { line: 2, column: 'delaiReglement', message: /Renseignez la fréquence de rachat/ }],
    ['a gate above 100 %', terms(['FR0000120271;31/12/2024;;;;;;hebdomadaire;;;;150 %;']), { line: 2, column: 'plafondRachat', message: /supérieure au maximum/ }],
    ['a gate of 0', terms(['FR0000120271;31/12/2024;;;;;;hebdomadaire;;;;0;']), { line: 2, column: 'plafondRachat', message: /indiquez plutôt la suspension/ }],
    ['a negative price', terms(['FR0000120271;31/12/2024;;;;;-3;;;;;;']), { line: 2, column: 'cours', message: /strictement positive/ }],
    ['negative notice', terms(['FR0000120271;31/12/2024;;;;;;mensuelle;;-1;;;']), { line: 2, column: 'preavis', message: /inférieure au minimum 0/ }],
    ['a suspension that is not a flag', terms(['FR0000120271;31/12/2024;;;;;;;;;;;peut-être']), { line: 2, column: 'suspension', message: /./ }],
  ]; // prettier-ignore

  itRejectsEach(
    () => t,
    'liquidity',
    TABLES,
    terms(['FR0000120271;31/12/2024;1;;;;;;;;;;']),
    badTerms,
  );

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
