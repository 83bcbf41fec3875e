import {
  counterpartySummarySchema,
  type CounterpartyExposureRow,
  type CounterpartySummary,
} from '@prisme/domain';

/**
 * Test data of the « Risque de contrepartie (type 1) » section: the reference's three banks
 * (§5.8: SCR_def,1 = 135,169.19), banks A and B here one group, as the result stores them.
 */
const rule = (key: string, label: string, article: string) => ({ key, label, article });

export const counterpartySummary: CounterpartySummary = counterpartySummarySchema.parse({
  scr: 135_169.19,
  totalLgd: 1_700_000,
  variance: 2_030_078_828.62,
  varianceInter: 1_251_048_466.21,
  varianceIntra: 779_030_362.41,
  sigma: 45_056.4,
  sigmaShare: 0.0265,
  band: 'three_sigma',
  names: [
    { key: 'GRP-AB', label: 'Groupe bancaire AB', counterparties: ['BANK-A', 'BANK-B'], exposureCount: 2, value: 1_500_000, lgd: 1_500_000, pd: 0.0011333, contribution: 110_000, withoutCounterparty: false },
    { key: 'BANK-C', label: 'Banque C', counterparties: ['BANK-C'], exposureCount: 1, value: 200_000, lgd: 200_000, pd: 0.005, contribution: 25_169.19, withoutCounterparty: false },
  ],
  byKind: [
    { kind: 'cash_at_bank', label: 'Avoirs en banque', exposureCount: 2, value: 1_200_000, lgd: 1_200_000, contribution: 100_000 },
    { kind: 'derivative', label: 'Dérivés', exposureCount: 1, value: 500_000, lgd: 500_000, contribution: 35_169.19 },
  ],
  exposureCount: 3,
  withoutCounterparty: 0,
  excluded: [{ line: 9, code: 'CAU/CAISSE', label: 'Caisse (numéraire)', value: 5_000, reason: 'cashInHand' }],
  unverified: [],
  assets: { market: 1_000_000, counterparty: 135_169.19, correlation: 0.25, combined: 1_069_811.7, diversification: 65_357.49, marketContribution: 968_000, counterpartyContribution: 101_811.7 },
  reasons: {
    pd: [rule('cqs', 'Échelon de qualité de crédit', 'Art. 199(2)'), rule('creditInstitution', 'Établissement de crédit ou financier non noté (CRD/CRR)', 'Art. 199(7)')],
    lgd: [rule('value', 'LGD = valeur (art. 75 de la directive)', 'Art. 192(6)'), rule('derivative', 'Dérivé', 'Art. 192(3), 196, 197')],
    flags: [rule('noRiskMitigatingEffect', 'Effet d’atténuation du risque de marché non fourni : pris à 0', 'Art. 196')],
    exclusions: [rule('cashInHand', 'Numéraire (billets et pièces) : pas de contrepartie', 'Art. 189(2)(b)')],
  },
}); // prettier-ignore

export const groupExposures: CounterpartyExposureRow[] = [
  { line: 1, code: 'CAU/CPT-A', label: 'Compte courant EUR — Banque A', portfolio: 'P-VIE', kind: 'cash_at_bank', counterparty: 'BANK-A', counterpartyName: 'Banque A', name: 'GRP-AB', value: 1_000_000, collateral: 0, nettingAgreement: null, lgd: 1_000_000, lgdRule: 'value', pd: 0.0005, pdRule: 'cqs', contribution: 70_000, flags: [] },
  { line: 2, code: 'CAU/SWAP-B', label: 'Swap de taux — Banque B', portfolio: 'P-VIE', kind: 'derivative', counterparty: 'BANK-B', counterpartyName: 'Banque B', name: 'GRP-AB', value: 500_000, collateral: 0, nettingAgreement: 'ISDA 2002 — Banque B', lgd: 500_000, lgdRule: 'derivative', pd: 0.0024, pdRule: 'cqs', contribution: 40_000, flags: ['noRiskMitigatingEffect'] },
]; // prettier-ignore
