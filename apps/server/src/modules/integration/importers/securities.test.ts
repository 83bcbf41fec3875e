import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { issuerGroups, issuers, securities } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  expectRefused,
  uploadAccepted,
  uploadReference,
  type ExpectedError,
} from './reference-import-test-kit';
import {
  COVERED_BOND, FUND, GOOD_SECURITIES, INFRASTRUCTURE_EQUITY, LEI, LOAN, PERPETUAL_BOND,
  SECURITISATION, securitiesCsv, SHARE, US_SHARE, type SecurityLine,
} from './securities-test-lines'; // prettier-ignore

const TABLES = ['securities', 'issuers', 'issuer_groups'];

describe.each(testDatabaseKinds())('securities referential import on %s', (kind) => {
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

  const upload = (lines: readonly SecurityLine[], name = 'titres.csv') =>
    uploadReference(t, 'securities', name, securitiesCsv(lines));
  const accept = (lines: readonly SecurityLine[]) =>
    uploadAccepted(t, 'securities', 'titres.csv', securitiesCsv(lines));
  const storedSecurities = () => t.db.select().from(securities).orderBy(asc(securities.code));
  const storedIssuers = async () =>
    (await t.db.select().from(issuers).orderBy(asc(issuers.code))).map((r) => Object.values(r));

  it('reads a good file back exactly, with its issuers and groups', async () => {
    const response = await accept(GOOD_SECURITIES);
    expect(response.json().entry).toMatchObject({
      NombreLignes: 9,
      Categorie: 'Référentiel titres',
    });
    const rows = await storedSecurities();
    expect(
      rows.map((r) => [r.code, r.codeType, r.cic, r.currency, r.issuerCode, r.issuerGroupCode]),
    ).toEqual([
      ['CAU/PRET-001', '99', 'XT84', 'EUR', 'EMET-INTERNE-01', null],
      ['DE000A2GSLY0', '1', 'DE39', 'EUR', null, null],
      ['EU000A3K4DJ5', '1', 'XL12', 'EUR', LEI.supranational, null],
      ['FR0000120271', '1', 'FR31', 'EUR', LEI.total, LEI.total],
      ['FR0010315770', '1', 'FR41', 'EUR', null, null],
      ['FR0013455854', '1', 'FR28', 'EUR', LEI.bank, null],
      ['US0378331005', '1', 'US31', 'USD', LEI.apple, null],
      ['XS1955787657', '1', 'XL62', 'EUR', null, null],
      ['XS2063247915', '1', 'FR27', 'EUR', LEI.bank, LEI.bankGroup],
    ]);
    expect(
      rows.map((r) => [r.code, r.country, r.naceCode, r.gicsSector, r.rating, r.creditQualityStep]),
    ).toEqual([
      ['CAU/PRET-001', 'FR', 'L6820', null, null, 9],
      ['DE000A2GSLY0', null, null, null, null, null],
      ['EU000A3K4DJ5', 'EU', 'U9900', null, 'Aaa', 0],
      ['FR0000120271', 'FR', 'B0610', '10', 'A+', 2],
      ['FR0010315770', null, null, null, null, null],
      ['FR0013455854', null, null, null, 'BBB-', 3],
      ['US0378331005', 'US', 'C2620', '45202030', 'Aa1', 1],
      ['XS1955787657', null, null, null, null, 1],
      ['XS2063247915', 'FR', 'K6419', '4010', 'AAA', 0],
    ]);
    expect(
      rows.map((r) => [
        r.code,
        r.maturityDate,
        r.couponRate,
        r.modifiedDuration,
        r.creditSensitivity,
      ]),
    ).toEqual([
      ['CAU/PRET-001', '2034-12-31', 3.2, null, null],
      ['DE000A2GSLY0', null, null, null, null],
      ['EU000A3K4DJ5', '2030-10-04', 0, 5.6, null],
      ['FR0000120271', null, null, null, null],
      ['FR0010315770', null, null, null, null],
      ['FR0013455854', '9999-12-31', 4.25, 7.8, null],
      ['US0378331005', null, null, null, null],
      ['XS1955787657', '2040-03-15', null, null, null],
      ['XS2063247915', '2029-10-02', 1.5, 4.35, 4.1],
    ]);
    const flags = (r: (typeof rows)[number]) => [
      r.code, r.isGovernment, r.isSupranational, r.isCoveredBond, r.securitisationType,
      r.infrastructure, r.listedEeaOecd, r.equityType, r.hasComposition,
    ]; // prettier-ignore
    expect(rows.map(flags)).toEqual([
      ['CAU/PRET-001', false, false, false, null, null, false, null, false],
      ['DE000A2GSLY0', false, false, false, null, 'qualifying_corporate', false, 'type2', false],
      ['EU000A3K4DJ5', false, true, false, null, null, false, null, false],
      ['FR0000120271', false, false, false, null, null, true, 'type1', false],
      ['FR0010315770', false, false, false, null, null, true, null, false],
      ['FR0013455854', false, false, false, null, null, true, null, false],
      ['US0378331005', false, false, false, null, null, true, 'type1', false],
      ['XS1955787657', false, false, false, 'sts_senior', null, false, null, false],
      ['XS2063247915', false, false, true, null, null, true, null, false],
    ]);
    expect(await storedIssuers()).toEqual([
      [LEI.total, 'TotalEnergies SE', LEI.total, LEI.total, 'FR', 'B0610', '10'],
      [LEI.supranational, 'Émetteur supranational', LEI.supranational, null, 'EU', 'U9900', null],
      [LEI.bank, 'Banque Exemple SA', LEI.bank, LEI.bankGroup, 'FR', 'K6419', '4010'],
      ['EMET-INTERNE-01', 'SCI Exemple', null, null, 'FR', 'L6820', null],
      [LEI.apple, 'Apple Inc.', LEI.apple, null, 'US', 'C2620', '45202030'],
    ]);
    const groups = await t.db.select().from(issuerGroups).orderBy(asc(issuerGroups.code));
    expect(groups.map((g) => [g.code, g.name, g.lei, g.country])).toEqual([
      [LEI.total, 'Groupe TotalEnergies', LEI.total, null],
      [LEI.bankGroup, 'Groupe Bancaire Exemple', LEI.bankGroup, null],
    ]);
  });

  it('updates on re-import; a fund keeps its composition mark, another CIC loses it', async () => {
    await accept(GOOD_SECURITIES);
    await t.db.update(securities).set({ hasComposition: true });
    await accept([
      { ...FUND, libelle: 'Fonds Actions Europe (part I)' },
      { ...SHARE, cic: 'FR41', nomEmetteur: '', notation: 'AA-', pays: '' },
      { ...LOAN, codeEmetteur: 'EMET-SANS-NOM', nomEmetteur: '', dateMaturite: '' },
    ]);
    const rows = await storedSecurities();
    const byCode = (code: string | undefined) => rows.find((r) => r.code === code)!;
    expect(byCode(FUND.codeTitre)).toMatchObject({
      name: 'Fonds Actions Europe (part I)',
      hasComposition: true,
    });
    expect(byCode(SHARE.codeTitre)).toMatchObject({
      rating: 'AA-',
      creditQualityStep: 1,
      hasComposition: true,
    });
    expect(byCode(LOAN.codeTitre)).toMatchObject({
      issuerCode: 'EMET-SANS-NOM',
      maturityDate: null,
      hasComposition: false,
    });
    // A security the file does not name is left as it was.
    expect(byCode(COVERED_BOND.codeTitre)).toMatchObject({
      hasComposition: true,
      name: COVERED_BOND.libelle,
    });
    const issuer = async (code: string) =>
      (await t.db.select().from(issuers).where(eq(issuers.code, code)))[0];
    // An empty cell keeps the stored issuer name and country; an unnamed new issuer is named by its code.
    expect(await issuer(LEI.total)).toMatchObject({ name: 'TotalEnergies SE', country: 'FR' });
    expect(await issuer('EMET-SANS-NOM')).toMatchObject({
      name: 'EMET-SANS-NOM',
      country: 'FR',
      lei: null,
    });
  });

  const badFiles: [string, SecurityLine[], ExpectedError][] = [
    ['an ISIN with a wrong check digit', [{ ...SHARE, codeTitre: 'FR0000120272' }], { line: 2, column: 'codeTitre', message: /Code ISIN invalide : chiffre de contrôle attendu 1/ }],
    ['type 1 (ISIN) on a code that is no ISIN', [{ ...LOAN, typeCode: '1' }], { line: 2, column: 'codeTitre', message: /Code ISIN invalide : 2 lettres, 9 lettres ou chiffres puis 1 chiffre attendus/ }],
    ['an unknown type of code', [{ ...SHARE, typeCode: '42' }], { line: 2, column: 'typeCode', message: /Type de code inconnu : « 42 »/ }],
    ['an invalid CIC', [{ ...SHARE, cic: 'FR3Z' }], { line: 2, column: 'cic', message: /Code CIC « FR3Z » invalide/ }],
    ['an unknown currency', [{ ...SHARE, devise: 'EUX' }], { line: 2, column: 'devise', message: /Devise inconnue : « EUX »/ }],
    ['an issuer LEI with wrong check digits', [{ ...US_SHARE, codeEmetteur: 'R0MUWSFPU8MPRO8K5P38' }], { line: 2, column: 'codeEmetteur', message: /Code LEI invalide : chiffres de contrôle attendus 83/ }],
    ['a group LEI with wrong check digits', [{ ...COVERED_BOND, codeGroupe: '5493001KJTIIGC8Y1R13' }], { line: 2, column: 'codeGroupe', message: /Code LEI invalide/ }],
    ['an unknown country', [{ ...SHARE, pays: 'ZZ' }], { line: 2, column: 'pays', message: /Pays inconnu : « ZZ »/ }],
    ['a NACE code of 5 digits', [{ ...SHARE, nace: 'K64191' }], { line: 2, column: 'nace', message: /Code NACE invalide : « K64191 »/ }],
    ['a GICS code of no sector', [{ ...SHARE, gics: '12' }], { line: 2, column: 'gics', message: /Code GICS invalide : « 12 »/ }],
    ['a credit quality step of 7', [{ ...LOAN, echelonQualiteCredit: '7' }], { line: 2, column: 'echelonQualiteCredit', message: /Échelon de qualité de crédit invalide : 7/ }],
    ['a step disagreeing with the rating', [{ ...US_SHARE, echelonQualiteCredit: '2' }], { line: 2, column: 'echelonQualiteCredit', message: /2 incohérent avec la notation Aa1, qui correspond à l'échelon 1/ }],
    ['an unknown rating without a step', [{ ...SHARE, notation: 'Excellent' }], { line: 2, column: 'notation', message: /Notation non reconnue : « Excellent »/ }],
    ['an impossible maturity date', [{ ...COVERED_BOND, dateMaturite: '31/09/2029' }], { line: 2, column: 'dateMaturite', message: /Date inexistante/ }],
    ['a coupon that is not a number', [{ ...COVERED_BOND, coupon: '1,5 pts' }], { line: 2, column: 'coupon', message: /Nombre invalide/ }],
    ['a negative modified duration', [{ ...COVERED_BOND, durationModifiee: '-4' }], { line: 2, column: 'durationModifiee', message: /inférieure au minimum 0/ }],
    ['a flag that is not yes or no', [{ ...COVERED_BOND, obligationSecurisee: 'peut-être' }], { line: 2, column: 'obligationSecurisee', message: /Valeur oui\/non invalide/ }],
    ['an unknown securitisation type', [{ ...SECURITISATION, titrisation: 'type3' }], { line: 2, column: 'titrisation', message: /« type3 » \(valeurs admises : type1, type2, resecuritisation, sts_senior, sts_non_senior\)/ }],
    ['an unknown infrastructure kind', [{ ...INFRASTRUCTURE_EQUITY, infrastructure: 'oui' }], { line: 2, column: 'infrastructure', message: /Valeur non reconnue : « oui »/ }],
    ['an unknown equity type', [{ ...SHARE, typeAction: 'type 3' }], { line: 2, column: 'typeAction', message: /Valeur non reconnue : « type 3 »/ }],
    ['a security given twice', [SHARE, US_SHARE, { ...SHARE, libelle: 'Total' }], { line: 4, column: 'codeTitre', message: /Ligne en double : le titre FR0000120271 figure déjà à la ligne 2/ }],
    ['an issuer with two countries', [COVERED_BOND, { ...PERPETUAL_BOND, pays: 'DE' }], { line: 3, column: 'pays', message: /L'émetteur 969500UP76J52A9OXU27 a le pays « FR » à la ligne 2, pas « DE »/ }],
    ['an issuer name without its code', [{ ...SHARE, codeEmetteur: '' }], { line: 2, column: 'codeEmetteur', message: /Code de l'émetteur manquant/ }],
    ['a missing name', [{ ...SHARE, libelle: '' }], { line: 2, column: 'libelle', message: /Valeur obligatoire manquante/ }],
  ]; // prettier-ignore

  it.each(badFiles)('rejects %s, in French, changing nothing', async (_what, lines, expected) => {
    await accept(GOOD_SECURITIES);
    const before = await storedSecurities();
    await expectRefused(t, TABLES, () => upload([...lines, FUND], 'mauvais.csv'), expected);
    expect(await storedSecurities()).toEqual(before);
  });

  it('names the file’s own header in its report, not the internal column name (issue 40)', async () => {
    const content = securitiesCsv([{ ...SHARE, codeTitre: 'FR0000120272' }]).replace(
      /^codeTitre;/,
      'ISIN;',
    );
    await expectRefused(t, TABLES, () => uploadReference(t, 'securities', 'a.csv', content), {
      line: 2,
      column: 'ISIN',
      message: /Code ISIN invalide/,
    });
  });

  it('rejects a file without its CIC column', async () => {
    const content = securitiesCsv([SHARE]).replace(';cic;', ';classification;');
    await expectRefused(t, TABLES, () => uploadReference(t, 'securities', 'a.csv', content), {
      line: 1,
      column: 'cic',
      message: /Colonne obligatoire absente/,
    });
  });
});
