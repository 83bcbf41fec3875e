import type { QrtFundExposure, QrtInput, QrtPosition, QrtSecurity } from './inputs';

/**
 * A hand-built perimeter for the template tests, valued on 31/12/2024 in euros:
 *
 * | position | portfolio/compartment | asset | amounts |
 * |---|---|---|---|
 * | 1 | P1/GEN | corporate bond FR0013508470 (FR21) | nominal 100,000, dirty 102,500, accrued 1,500, book 99,000 |
 * | 2 | P2/GEN | the same bond | nominal 50,000, dirty 51,250, accrued 750, book 50,500 |
 * | 3 | P1/UC  | TotalEnergies FR0000120271 (FR31) | 1,000 shares, 60,000, book 50,000 |
 * | 4 | P1/GEN | debt fund IE00B4L5Y983 (XL42) | 200 units, 20,000, book 18,000 |
 * | 5 | P1/GEN | current account CAU/CASH-EUR (XT72, a transferable deposit) | 5,000 |
 * | 6 | P1/GEN | FX forward, own code FWD-USD-01 (XTE2) | sells 1,040,000 USD, value −2,000 |
 *
 * The fund looks through to Apple (US31, USD) 12,000, the bond (FR21) 6,000 and two
 * cash lines (XT71 1,500, XT72 500), all in euros. USD is at 1.04 per euro.
 */

export const BOND = 'FR0013508470';
export const TOTAL = 'FR0000120271';
export const FUND = 'IE00B4L5Y983';
export const APPLE = 'US0378331005';
export const CASH = 'CASH-EUR';
export const FORWARD = 'FWD-USD-01';

export const BOND_ISSUER_LEI = '969500UP76J52A9OXU27';
export const BOND_GROUP_LEI = '5493001KJTIIGC8Y1R12';
export const TOTAL_LEI = '529900T8BM49AURSDO55';
export const BANK_LEI = 'R0MUWSFPU8MPRO8K5P83';

export function security(code: string, extra: Partial<QrtSecurity>): QrtSecurity {
  return {
    code,
    codeType: '1',
    name: code,
    cic: null,
    currency: 'EUR',
    issuerCode: null,
    issuerName: null,
    issuerLei: null,
    issuerGroupCode: null,
    issuerGroupName: null,
    issuerGroupLei: null,
    country: null,
    naceCode: null,
    rating: null,
    creditQualityStep: null,
    maturityDate: null,
    couponRate: null,
    modifiedDuration: null,
    infrastructure: null,
    isGovernment: false,
    isFund: false,
    ...extra,
  };
}

export const SECURITIES: ReadonlyMap<string, QrtSecurity> = new Map(
  [
    security(BOND, {
      name: 'Émetteur 3 % 2029',
      cic: 'FR21',
      issuerCode: BOND_ISSUER_LEI,
      issuerName: 'Émetteur Obligataire SA',
      issuerLei: BOND_ISSUER_LEI,
      issuerGroupCode: BOND_GROUP_LEI,
      issuerGroupName: 'Groupe Émetteur',
      issuerGroupLei: BOND_GROUP_LEI,
      country: 'FR',
      naceCode: 'K6419',
      rating: 'A',
      creditQualityStep: 2,
      maturityDate: '2029-06-15',
      couponRate: 3,
      modifiedDuration: 4.2,
    }),
    security(TOTAL, {
      name: 'TotalEnergies SE',
      cic: 'FR31',
      issuerCode: TOTAL_LEI,
      issuerName: 'TotalEnergies SE',
      issuerLei: TOTAL_LEI,
      country: 'FR',
      naceCode: 'B0610',
    }),
    security(FUND, {
      name: 'Fonds Obligations Euro',
      cic: 'XL42',
      issuerCode: 'BLK-IE',
      issuerName: 'Gestion Irlande Ltd',
      country: 'IE',
      naceCode: 'K6430',
      modifiedDuration: 5.5,
      isFund: true,
    }),
    security(CASH, {
      codeType: '99',
      name: 'Compte courant EUR',
      cic: 'XT72',
      issuerCode: 'BANQUE-1',
      issuerName: 'Banque Dépositaire',
      country: 'FR',
    }),
    security(FORWARD, {
      codeType: '99',
      name: 'Vente à terme USD mars 2025',
      cic: 'XTE2',
      currency: 'USD',
      issuerCode: BANK_LEI,
      issuerName: 'Banque Contrepartie',
      issuerLei: BANK_LEI,
      maturityDate: '2025-03-31',
    }),
  ].map((s) => [s.code, s]),
);

export function position(
  securityCode: string,
  extra: Partial<QrtPosition> & Pick<QrtPosition, 'quantity' | 'marketValueRc'>,
): QrtPosition {
  return {
    portfolioCode: 'P1',
    compartmentCode: 'GEN',
    unitLinked: false,
    securityCode,
    quotationCurrency: 'EUR',
    marketValueQc: extra.marketValueRc,
    accruedInterestRc: 0,
    bookValueRc: null,
    acquisitionDate: null,
    ...extra,
  };
}

export const POSITIONS: readonly QrtPosition[] = [
  position(BOND, {
    quantity: 100_000,
    marketValueRc: 102_500,
    accruedInterestRc: 1_500,
    bookValueRc: 99_000,
  }),
  position(BOND, {
    portfolioCode: 'P2',
    quantity: 50_000,
    marketValueRc: 51_250,
    accruedInterestRc: 750,
    bookValueRc: 50_500,
  }),
  position(TOTAL, {
    compartmentCode: 'UC',
    unitLinked: true,
    quantity: 1_000,
    marketValueRc: 60_000,
    bookValueRc: 50_000,
  }),
  position(FUND, { quantity: 200, marketValueRc: 20_000, bookValueRc: 18_000 }),
  position(CASH, { quantity: 5_000, marketValueRc: 5_000, bookValueRc: 5_000 }),
  position(FORWARD, {
    quantity: -1_040_000,
    quotationCurrency: 'USD',
    marketValueQc: -2_080,
    marketValueRc: -2_000,
  }),
];

const exposure = (
  cic: string,
  country: string,
  currency: string,
  marketValueRc: number,
  underlyingAssetCategory: string | null = null,
): QrtFundExposure => ({
  fundCode: FUND,
  cic,
  underlyingAssetCategory,
  country,
  currency,
  marketValueRc,
});

export const FUND_EXPOSURES: readonly QrtFundExposure[] = [
  exposure('US31', 'US', 'USD', 12_000),
  exposure('FR21', 'FR', 'EUR', 6_000),
  exposure('XT71', 'FR', 'EUR', 1_500),
  exposure('XT72', 'FR', 'EUR', 500, '7'),
];

/** 153,750 (bond) + 60,000 + 20,000 + 5,000: every direct position but the forward. */
export const TOTAL_ASSETS = 238_750;

export const INPUT: QrtInput = {
  entityId: 'Client.TEST',
  referenceDate: '2024-12-31',
  baseCurrency: 'EUR',
  ecbColumns: false,
  // The opening inventory of 30/11/2024 is the eve of the period.
  periodStart: '2024-12-01',
  securities: SECURITIES,
  positions: POSITIONS,
  fundExposures: FUND_EXPOSURES,
  // The fund's reported composition was read: looked through.
  fundStatuses: { [FUND]: ['looked_through'] },
  participations: [],
  fxUnitsPerEur: { USD: 1.04 },
  expectedTotalAssets: TOTAL_ASSETS,
  income: {
    opening: { date: '2024-11-30', positions: POSITIONS },
    inventories: [{ date: '2024-12-31', positions: POSITIONS }],
  },
};
