import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { issuerGroups, issuers, securities } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  expectRefused,
  uploadAccepted,
  uploadReference,
  type ExpectedError,
} from './reference-import-test-kit';
import { COVERED_BOND, LEI, securitiesCsv, type SecurityLine } from './securities-test-lines';

/** S.08.01's terms of a derivative (data-standards §3.4) and EC0381's issue date. */
const SWAP: SecurityLine = {
  codeTitre: 'SWAP-0001',
  typeCode: '99',
  libelle: 'Swap de taux receveur fixe 2,10 %',
  cic: 'XTD1',
  devise: 'EUR',
  codeEmetteur: LEI.bank,
  nomEmetteur: 'Banque Exemple SA',
  sousJacent: 'INDEX/EURIBOR6M',
  typeCodeSousJacent: '99',
  usageDerive: 'Couverture macro',
  jambesSwap: 'FL-FX',
  deviseLivree: 'EUR',
  deviseRecue: 'eur',
};
const CURRENCY_SWAP: SecurityLine = {
  ...SWAP,
  codeTitre: 'SWAP-0002',
  cic: 'XTD2',
  libelle: 'Swap de devises EUR/USD',
  sousJacent: '',
  typeCodeSousJacent: '',
  usageDerive: 'MI',
  jambesSwap: 'fx-fx',
  deviseLivree: 'USD',
  deviseRecue: 'EUR',
};
const FUTURE: SecurityLine = {
  codeTitre: 'DE000C7K8QZ7',
  libelle: 'Future Euro-Bund',
  cic: 'DEA2',
  devise: 'EUR',
  sousJacent: 'DE0001102580',
  usageDerive: 'EPM',
};
const BOND: SecurityLine = { ...COVERED_BOND, dateEmission: '02/10/2019' };

describe.each(testDatabaseKinds())('derivatives in the securities referential on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(securities);
    await t.db.delete(issuers);
    await t.db.delete(issuerGroups);
  });

  const stored = async () =>
    (await t.db.select().from(securities).orderBy(asc(securities.code))).map((r) => [
      r.code,
      r.underlyingCode,
      r.underlyingCodeType,
      r.derivativeUse,
      r.swapLegs,
      r.swapDeliveredCurrency,
      r.swapReceivedCurrency,
      r.issueDate,
    ]);

  it('stores the underlying, the use, the legs, the currencies and the issue date', async () => {
    await uploadAccepted(
      t,
      'securities',
      'titres.csv',
      securitiesCsv([SWAP, CURRENCY_SWAP, FUTURE, BOND]),
    );
    expect(await stored()).toEqual([
      ['DE000C7K8QZ7', 'DE0001102580', null, 'EPM', null, null, null, null],
      ['SWAP-0001', 'INDEX/EURIBOR6M', '99', 'MA', 'FL-FX', 'EUR', 'EUR', null],
      ['SWAP-0002', null, null, 'MI', 'FX-FX', 'USD', 'EUR', null],
      [COVERED_BOND.codeTitre, null, null, null, null, null, null, '2019-10-02'],
    ]);
  });

  const bad: [string, SecurityLine, ExpectedError][] = [
    ['an unknown use', { ...SWAP, usageDerive: 'spéculation' }, { line: 2, column: 'usageDerive', message: /Valeur non reconnue : « spéculation » \(valeurs admises : MI, MA, MAP, EPM\)/ }],
    ['unknown legs', { ...SWAP, jambesSwap: 'FX-XX' }, { line: 2, column: 'jambesSwap', message: /valeurs admises : FX-FL, FX-FX, FL-FX, FL-FL/ }],
    ['an unknown delivered currency', { ...SWAP, deviseLivree: 'EUX' }, { line: 2, column: 'deviseLivree', message: /Devise inconnue : « EUX »/ }],
    ['a use on a bond', { ...BOND, usageDerive: 'MI' }, { line: 2, column: 'usageDerive', message: /Réservé aux dérivés \(catégorie CIC A à F\)/ }],
    ['legs on a future', { ...FUTURE, jambesSwap: 'FX-FL' }, { line: 2, column: 'jambesSwap', message: /Réservé aux swaps \(catégorie CIC D\)/ }],
    ['an underlying type without its code', { ...FUTURE, sousJacent: '', typeCodeSousJacent: '1' }, { line: 2, column: 'sousJacent', message: /Code du sous-jacent manquant/ }],
    ['an impossible issue date', { ...BOND, dateEmission: '31/02/2019' }, { line: 2, column: 'dateEmission', message: /Date inexistante/ }],
  ]; // prettier-ignore

  it.each(bad)('refuses %s, in French, changing nothing', async (_what, line, expected) => {
    await uploadAccepted(t, 'securities', 'titres.csv', securitiesCsv([SWAP]));
    const before = await stored();
    await expectRefused(
      t,
      ['securities', 'issuers', 'issuer_groups'],
      () => uploadReference(t, 'securities', 'mauvais.csv', securitiesCsv([line])),
      expected,
    );
    expect(await stored()).toEqual(before);
  });
});
