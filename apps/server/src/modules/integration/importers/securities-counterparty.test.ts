import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issuerGroups, issuers, securities } from '../../../db/schema';
import { testDatabaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  expectRefused,
  uploadAccepted,
  uploadReference,
  type ExpectedError,
} from './reference-import-test-kit';
import { LEI, SHARE, securitiesCsv, type SecurityLine } from './securities-test-lines';

const TABLES = ['securities', 'issuers', 'issuer_groups'];

/** An interest-rate swap with its bank (the counterparty), netting and cash collateral. */
const SWAP: SecurityLine = {
  codeTitre: 'CAU/SWAP-001',
  libelle: 'Swap de taux receveur fixe 2,10 %',
  cic: 'XTD1',
  devise: 'EUR',
  codeEmetteur: LEI.bank,
  nomEmetteur: 'Banque Test',
  codeGroupe: LEI.bankGroup,
  nomGroupe: 'Groupe Banque Test',
  pays: 'FR',
  nace: 'K6419',
  notation: 'A+',
  accordCompensation: 'ISDA-2002-BT',
  effetAttenuation: '120 000,50',
  valeurSurete: '400000',
  typeSurete: 'Espèces',
  sureteDetenueParTiers: 'non',
  eligibiliteSurete: '1',
};
/** A guarantee given in favour of a lessor, on behalf of a subsidiary (Art. 189(2)(e)). */
const GUARANTEE: SecurityLine = {
  codeTitre: 'CAU/GAR-001',
  libelle: 'Garantie locative',
  cic: 'XT09',
  devise: 'EUR',
  codeEmetteur: LEI.total,
  nomEmetteur: 'TotalEnergies SE',
  engagement: 'donné',
  nominalEngagement: '250000',
  beneficiaireEngagement: 'SCI Bureaux Lyon',
};

describe.each(testDatabaseKinds())('securities counterparty terms on %s', (kind) => {
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
  const byCode = async (code: string) =>
    (await t.db.select().from(securities).where(eq(securities.code, code)))[0];

  it('reads a derivative’s netting, risk-mitigating effect and collateral, a guarantee’s terms', async () => {
    await uploadAccepted(t, 'securities', 'titres.csv', securitiesCsv([SWAP, GUARANTEE, SHARE]));
    expect(await byCode('CAU/SWAP-001')).toMatchObject({
      issuerCode: LEI.bank,
      issuerGroupCode: LEI.bankGroup,
      creditQualityStep: 2, // A+ (IR 2016/1800)
      nettingAgreement: 'ISDA-2002-BT',
      riskMitigatingEffect: 120_000.5,
      collateralValue: 400_000,
      collateralType: 'cash',
      collateralThirdParty: false,
      collateralEligibility: 1,
      collateralMarketAdjustment: null,
      commitmentKind: null,
    });
    expect(await byCode('CAU/GAR-001')).toMatchObject({
      commitmentKind: 'provided',
      commitmentNominal: 250_000,
      commitmentBeneficiary: 'SCI Bureaux Lyon',
    });
    expect(await byCode(SHARE.codeTitre!)).toMatchObject({
      nettingAgreement: null,
      collateralValue: null,
      collateralThirdParty: false,
    });
  });

  const badFiles: [string, SecurityLine, ExpectedError][] = [
    ['a collateral value without its type', { ...SWAP, typeSurete: '' }, { line: 2, column: 'typeSurete', message: /Type de sûreté manquant/ }],
    ['an unknown collateral type', { ...SWAP, typeSurete: 'or' }, { line: 2, column: 'typeSurete', message: /Valeur non reconnue : « or »/ }],
    ['an eligibility of 5 (TPT 138: 0-4)', { ...SWAP, eligibiliteSurete: '5' }, { line: 2, column: 'eligibiliteSurete', message: /supérieure au maximum 4/ }],
    ['a negative collateral value', { ...SWAP, valeurSurete: '-1' }, { line: 2, column: 'valeurSurete', message: /inférieure au minimum 0/ }],
    ['a guarantee given without its nominal', { ...GUARANTEE, nominalEngagement: '' }, { line: 2, column: 'nominalEngagement', message: /Nominal manquant/ }],
    ['a nominal without the commitment’s kind', { ...GUARANTEE, engagement: '' }, { line: 2, column: 'engagement', message: /Nature de l’engagement manquante/ }],
    ['a third-party flag that is not yes or no', { ...SWAP, sureteDetenueParTiers: 'peut-être' }, { line: 2, column: 'sureteDetenueParTiers', message: /Valeur oui\/non invalide/ }],
  ]; // prettier-ignore

  it.each(badFiles)('rejects %s, in French, changing nothing', async (_what, line, expected) => {
    await uploadAccepted(t, 'securities', 'titres.csv', securitiesCsv([SHARE]));
    await expectRefused(
      t,
      TABLES,
      () => uploadReference(t, 'securities', 'mauvais.csv', securitiesCsv([SHARE, line])),
      { ...expected, line: expected.line + 1 },
    );
    expect(await byCode(SWAP.codeTitre!)).toBeUndefined();
  });
});
