import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { fxRates } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  csvFile,
  itRejectsEach,
  uploadAccepted,
  type ExpectedError,
} from './reference-import-test-kit';

const HEADER = 'date;devise;coursPourUnEuro';
const GOOD_LINES = [
  '31/12/2024;USD;1,0389',
  '31/12/2024;GBP;0,82918',
  '31/12/2024;JPY;163,06',
  '31/12/2024;EUR;1',
  '2024-11-29;USD;1,0575',
];
const csv = (lines: readonly string[]) => csvFile(HEADER, lines);
const TABLES = ['fx_rates'];

describe.each(testDatabaseKinds())('FX rates import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(fxRates);
  });

  const stored = () =>
    t.db.select().from(fxRates).orderBy(asc(fxRates.rateDate), asc(fxRates.currency));

  it('reads a good file back exactly', async () => {
    const response = await uploadAccepted(t, 'fx_rates', 'cours.csv', csv(GOOD_LINES));
    expect(response.json().entry).toMatchObject({ NombreLignes: 5, Categorie: 'Cours de change' });
    expect((await stored()).map((r) => [r.rateDate, r.currency, r.unitsPerEur])).toEqual([
      ['2024-11-29', 'USD', 1.0575],
      ['2024-12-31', 'EUR', 1],
      ['2024-12-31', 'GBP', 0.82918],
      ['2024-12-31', 'JPY', 163.06],
      ['2024-12-31', 'USD', 1.0389],
    ]);
  });

  it('updates a stored rate on re-import and keeps the others', async () => {
    await uploadAccepted(t, 'fx_rates', 'a.csv', csv(GOOD_LINES));
    await uploadAccepted(t, 'fx_rates', 'b.csv', csv(['31/12/2024;USD;1,04']));
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.currency === 'USD' && r.rateDate === '2024-12-31')?.unitsPerEur).toBe(
      1.04,
    );
  });

  const badFiles: [string, string, ExpectedError][] = [
    ['an unknown currency', csv(['31/12/2024;USX;1,0389']), { line: 2, column: 'devise', message: /Devise inconnue : « USX »/ }],
    ['a euro rate other than 1', csv(['31/12/2024;EUR;1,01']), { line: 2, column: 'coursPourUnEuro', message: /euro contre l'euro vaut 1/ }],
    ['a zero rate', csv(['31/12/2024;USD;0']), { line: 2, column: 'coursPourUnEuro', message: /strictement positive/ }],
    ['a negative rate', csv(['31/12/2024;USD;-1,03']), { line: 2, column: 'coursPourUnEuro', message: /strictement positive/ }],
    ['an impossible date', csv(['31/02/2024;USD;1,03']), { line: 2, column: 'date', message: /Date inexistante/ }],
    ['a rate that is not a number', csv(['31/12/2024;USD;un euro']), { line: 2, column: 'coursPourUnEuro', message: /Nombre invalide/ }],
    ['the same currency twice at a date', csv([...GOOD_LINES, '2024-12-31;usd;1,04']), { line: 7, column: 'devise', message: /Ligne en double .* ligne 2/ }],
    ['a missing rate', csv(['31/12/2024;USD;']), { line: 2, column: 'coursPourUnEuro', message: /Valeur obligatoire manquante/ }],
  ]; // prettier-ignore

  itRejectsEach(() => t, 'fx_rates', TABLES, csv(GOOD_LINES), badFiles);
});
