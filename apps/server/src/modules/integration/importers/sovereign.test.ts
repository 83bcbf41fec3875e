import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { sovereignData } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER = 'codePays;date;noteSouveraine;emissionsGes;pib;pibPpa';
const GOOD_LINES = [
  'FR;31/12/2024;7,5;400000000;2800000;3200000',
  'de;31/12/2024;;750000000;;4500000',
  'IT;2024-06-30;6;;;',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['sovereign_data'];

describe.each(testDatabaseKinds())('sovereign data import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(sovereignData);
  });

  it('reads a good file back exactly, an empty cell keeping the stored value', async () => {
    await uploadAccepted(t, 'sovereign', 'pays.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'sovereign', 'maj.csv', csv(['FR;31/12/2024;7;;;']));
    const rows = await t.db
      .select()
      .from(sovereignData)
      .orderBy(asc(sovereignData.asOf), asc(sovereignData.country));
    expect(rows.map((r) => [r.country, r.asOf, r.esgScore, r.ghgEmissions, r.gdp, r.gdpPpp])).toEqual([
      ['IT', '2024-06-30', 6, null, null, null],
      ['DE', '2024-12-31', null, 750_000_000, null, 4_500_000],
      ['FR', '2024-12-31', 7, 400_000_000, 2_800_000, 3_200_000],
    ]); // prettier-ignore
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['an unknown country', csv(['ZZ;31/12/2024;7;;;']), { line: 2, column: 'codePays', message: /Code pays ISO 3166 inconnu : « ZZ »/ }],
    ['a score above the scale', csv(['FR;31/12/2024;11;;;']), { line: 2, column: 'noteSouveraine', message: /supérieure au maximum 10/ }],
    ['negative emissions', csv(['FR;31/12/2024;;-1;;']), { line: 2, column: 'emissionsGes', message: /inférieure au minimum 0/ }],
    ['a line without figures', csv(['FR;31/12/2024;;;;']), { line: 2, column: 'noteSouveraine', message: /Aucune donnée/ }],
    ['a country given twice', csv([GOOD_LINES[0]!, GOOD_LINES[0]!]), { line: 3, column: 'codePays', message: /Ligne en double/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'sovereign', TABLES, csv(GOOD_LINES), badFiles);
});
