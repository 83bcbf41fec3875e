import { addDays } from './calendar';
import { LAST_DATE } from './calendar';
import { creditQualityStep, zoneOf } from './countries';
import type { CodeFactory } from './identifiers';
import type { IssuerUniverse } from './issuers';
import type { Market } from './market';
import { MONTHS, riskFreeRate } from './market';
import type { Instrument, InstrumentKind, Issuer, Pricing, SecurityRow } from './model';
import { clamp, round, type Random } from './random';

/** What every securities builder needs, and where it puts its instruments. */
export interface BuildContext {
  rng: Random;
  codes: CodeFactory;
  universe: IssuerUniverse;
  market: Market;
  instruments: Instrument[];
}

export interface InstrumentSpec {
  kind: InstrumentKind;
  code: string;
  name: string;
  cic: string;
  currency: string;
  issuer: Issuer | null;
  pricing: Pricing;
  quoting?: 'nominal' | 'units';
  owner?: string | null;
  notionalPerUnit?: number | null;
  series?: string | null;
  liveFrom?: number;
  liveTo?: number;
  /** Other columns of the securities row (rating, maturity, flags…). */
  row?: Partial<SecurityRow>;
}

/** Listed in the EEA or the OECD: the listing country of the CIC, or the issuer's for XV. */
function listedEeaOecd(cic: string, issuerCountry: string | null): boolean {
  const place = cic.slice(0, 2);
  if (place === 'XL' || place === 'XT') return false;
  const country = place === 'XV' ? (issuerCountry ?? '') : place;
  return zoneOf(country) !== 'OTHER';
}

export function makeInstrument(spec: InstrumentSpec): Instrument {
  const { issuer } = spec;
  const country = issuer?.row.country ?? spec.row?.country ?? null;
  const security: SecurityRow = {
    code: spec.code,
    codeType: spec.code.startsWith('CAU/') ? '99' : '1',
    name: spec.name,
    cic: spec.cic,
    currency: spec.currency,
    issuerCode: issuer?.row.code ?? null,
    issuerGroupCode: issuer?.group.code ?? null,
    country,
    naceCode: issuer?.row.naceCode ?? null,
    gicsSector: issuer?.row.gicsSector ?? null,
    rating: null,
    creditQualityStep: null,
    maturityDate: null,
    couponRate: null,
    modifiedDuration: null,
    creditSensitivity: null,
    isGovernment: false,
    isSupranational: false,
    isCoveredBond: false,
    securitisationType: null,
    infrastructure: null,
    listedEeaOecd: listedEeaOecd(spec.cic, country),
    equityType: null,
    hasComposition: false,
    // Written for every row: the bulk COPY takes a column some row fills, NOT NULL here.
    collateralThirdParty: false,
    ...spec.row,
  };
  return {
    security,
    kind: spec.kind,
    issuer,
    owner: spec.owner ?? null,
    quoting: spec.quoting ?? 'nominal',
    notionalPerUnit: spec.notionalPerUnit ?? null,
    pricing: spec.pricing,
    series: spec.series ?? null,
    liveFrom: spec.liveFrom ?? 0,
    liveTo: spec.liveTo ?? MONTHS - 1,
    dirty: new Float64Array(MONTHS),
    accrued: new Float64Array(MONTHS),
    duration: null,
  };
}

/** Remaining life at 31/12/2024 in years: durations then span about 0.5 to 30. */
export function sampleYears(rng: Random, longest = 50): number {
  const bucket = rng.weighted<[number, number]>([
    [[0.6, 3], 25],
    [[3, 10], 45],
    [[10, 20], 20],
    [[20, longest], 10],
  ]);
  return rng.float(bucket[0], Math.min(bucket[1], longest));
}

export const maturityIn = (years: number) => addDays(LAST_DATE, Math.round(years * 365.25));

/** A coupon near the yield at issue, in percent, on a 1/8 grid. */
export function couponNear(
  rng: Random,
  market: Market,
  currency: string,
  years: number,
  spread: number,
): number {
  const rate = riskFreeRate(market, currency, 0, years) + spread;
  return round(clamp(Math.round((rate * 100 + 0.8 * rng.normal()) * 8) / 8, 0.125, 9.5), 3);
}

/** The rating columns of a securities row. */
export const ratingColumns = (rating: string | null) => ({
  rating,
  creditQualityStep: creditQualityStep(rating),
});

/** The bond columns: rating, maturity and coupon (durations come from pricing). */
export interface BondTerms {
  rating: string | null;
  maturity: string;
  coupon: number;
  spread: number;
}

export function bondSpec(
  base: Omit<InstrumentSpec, 'pricing'>,
  terms: BondTerms,
  pricedTo = terms.maturity,
): InstrumentSpec {
  return {
    ...base,
    pricing: { type: 'bond', coupon: terms.coupon, maturity: pricedTo, spread: terms.spread },
    row: {
      ...ratingColumns(terms.rating),
      maturityDate: terms.maturity,
      couponRate: terms.coupon,
      ...base.row,
    },
  };
}
