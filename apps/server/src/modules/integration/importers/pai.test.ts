import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { paiData } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER = 'code;indicateur;date;valeur;source';
const GOOD_LINES = [
  'EMET-A;scope1;31/12/2024;15000000;publiée',
  'EMET-A;scope2;31/12/2024;5000000;estimée',
  'EMET-A;fossilFuelSector;31/12/2024;1;publiée',
  'EMET-A;boardFemaleShare;31/12/2024;0,4;Estimée',
  'EMET-A;genderPayGap;31/12/2024;-0,05;publiee',
  'FR-GOV;sovereignGhgIntensity;31/12/2024;150;publiée',
  'IMMO-PARIS-01;realEstateEnergyInefficient;31/12/2024;0;estimee',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['pai_data'];

describe.each(testDatabaseKinds())('PAI data import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(paiData);
  });

  const stored = async () =>
    (await t.db.select().from(paiData).orderBy(asc(paiData.subjectCode), asc(paiData.metric))).map(
      (r) => [r.subjectCode, r.metric, r.asOf, r.value, r.estimated],
    );

  it('reads a good file back exactly, each value reported or estimated and dated', async () => {
    await uploadAccepted(t, 'pai', 'pai.csv', csv(GOOD_LINES));
    expect(await stored()).toEqual([
      ['EMET-A', 'boardFemaleShare', '2024-12-31', 0.4, true],
      ['EMET-A', 'fossilFuelSector', '2024-12-31', 1, false],
      ['EMET-A', 'genderPayGap', '2024-12-31', -0.05, false],
      ['EMET-A', 'scope1', '2024-12-31', 15_000_000, false],
      ['EMET-A', 'scope2', '2024-12-31', 5_000_000, true],
      ['FR-GOV', 'sovereignGhgIntensity', '2024-12-31', 150, false],
      ['IMMO-PARIS-01', 'realEstateEnergyInefficient', '2024-12-31', 0, true],
    ]);
  });

  it('replaces a value on re-import', async () => {
    await uploadAccepted(t, 'pai', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'pai', 'b.csv', csv(['EMET-A;scope1;31/12/2024;14000000;estimée']));
    expect((await stored())[3]).toEqual(['EMET-A', 'scope1', '2024-12-31', 14_000_000, true]);
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['a share above 1', csv(['EMET-A;boardFemaleShare;31/12/2024;1,4;publiée']), { line: 2, column: 'valeur', message: /supérieure au maximum 1 : 1,4/ }],
    ['a negative share', csv(['EMET-A;nonRenewableConsumptionShare;31/12/2024;-0,1;publiée']), { line: 2, column: 'valeur', message: /inférieure au minimum 0/ }],
    ['negative emissions', csv(['EMET-A;scope3;31/12/2024;-5;publiée']), { line: 2, column: 'valeur', message: /inférieure au minimum 0 : -5/ }],
    ['a flag of 0.5', csv(['EMET-A;controversialWeapons;31/12/2024;0,5;publiée']), { line: 2, column: 'valeur', message: /0 ou 1 attendu/ }],
    ['an unknown metric', csv(['EMET-A;scope4;31/12/2024;5;publiée']), { line: 2, column: 'indicateur', message: /Valeur non reconnue : « scope4 »/ }],
    ['an unknown source', csv(['EMET-A;scope1;31/12/2024;5;devinée']), { line: 2, column: 'source', message: /Valeur non reconnue : « devinée »/ }],
    ['a missing date', csv(['EMET-A;scope1;;5;publiée']), { line: 2, column: 'date', message: /Valeur obligatoire manquante/ }],
    ['an LEI with wrong check digits', csv(['969500UP76J52A9OXU72;scope1;31/12/2024;5;publiée']), { line: 2, column: 'code', message: /Code LEI invalide/ }],
    ['a value twice', csv([...GOOD_LINES, 'emet-a;scope1;2024-12-31;1;publiée']), { line: 9, column: 'code', message: /Ligne en double .* ligne 2/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'pai', TABLES, csv(GOOD_LINES), badFiles);
});
