import { tptField } from '@prisme/domain';

/** The field names of a record of field numbers, e.g. { nav: '5' } → { nav: '5_Net_asset…' }. */
function fieldNames<K extends string>(ids: Record<K, string>): Record<K, string> {
  const names = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) names[key] = tptField(ids[key]);
  return names;
}

/**
 * The TPT fields Prisme reads, by their exact V7 name (data-standards §2.3): a line's
 * values are read, and its errors reported, under these names.
 */
export const TPT = fieldNames({
  fundCode: '1',
  fundCodeType: '2',
  fundName: '3',
  currency: '4',
  netAssetValue: '5',
  valuationDate: '6',
  reportingDate: '7',
  sharePrice: '8',
  sharesOutstanding: '8b',
  completeScrDelivery: '11',
  cic: '12',
  economicZone: '13',
  instrumentCode: '14',
  instrumentCodeType: '15',
  groupingCode: '16',
  instrumentName: '17',
  quantity: '18',
  nominal: '19',
  quotationCurrency: '21',
  marketValueQc: '22',
  cleanValueQc: '23',
  marketValuePc: '24',
  cleanValuePc: '25',
  weight: '26',
  exposurePc: '28',
  exposureWeight: '30',
  couponRate: '33',
  maturityDate: '39',
  issuerName: '46',
  issuerCode: '47',
  issuerCodeType: '48',
  issuerGroupName: '49',
  issuerGroupCode: '50',
  issuerGroupCodeType: '51',
  issuerCountry: '52',
  naceCode: '54',
  covered: '55',
  securitisation: '56',
  stateGuarantee: '57',
  creditQualityStep: '59',
  modifiedDuration: '90',
  creditSensitivity: '92',
  originalPortfolio: '95',
  fundCic: '123',
  naceCodeRev21: '148',
});

/**
 * The TPT fields kept on the look-through lines besides those read into columns (issue
 * 14): interest-rate type (32), coupon frequency (38: the asset files' « Fréquence du
 * coupon », 0 other, 1, 2, 4, 12, 52), subordination (58), the underlying of derivatives and
 * convertibles (67-89), the duration to the next call (91), delta (93), the external
 * rating and its agency (112, 113), the underlying asset category (131), and V7's
 * expected maturity, duration and credit sensitivity to it (143-145), which the SCR's
 * modifiedDurationPriority may prefer (issue 35 §B.7).
 */
export const KEPT_TPT_FIELDS = [
  '32',
  '38',
  '58',
  ...Array.from({ length: 89 - 67 + 1 }, (_, i) => String(67 + i)),
  '91',
  '93',
  '112',
  '113',
  '131',
  // Counterparty sector, collateral eligibility and value (issue 42: Art. 197, 214).
  '137',
  '138',
  '139',
  '143',
  '144',
  '145',
].map((id) => ({ id, name: tptField(id) }));

/** Indicative SCR contributions, fractions of NAV (§2.2), kept in jsonb by field number. */
export const INDICATIVE_SCR_FIELDS = [
  '97',
  '98',
  '99',
  '100',
  '101',
  '102',
  '103',
  '104',
  '105',
  '105a',
  '105b',
].map((id) => ({ id, name: tptField(id) }));

/**
 * Portfolio-level fields repeated on every line of a fund (§2.2: 1-11, 115-124), but 1
 * and 6, which identify the fund and date. They must be the same on all its lines.
 */
export const PORTFOLIO_FIELDS = [
  '2',
  '3',
  '4',
  '5',
  '7',
  '8',
  '8b',
  '9',
  '10',
  '11',
  '115',
  '116',
  '117',
  '118',
  '119',
  '120',
  '121',
  '122',
  '123',
  '123a',
  '124',
].map(tptField);
