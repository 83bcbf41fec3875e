import { LOOK_THROUGH_STATUS_CODES } from '@prisme/domain';
import { allocateColumns } from './columns';
import { LINE_FLAG } from './types';
import type { ScrColumns } from './types';

/** mulberry32: a small deterministic generator (tests and benchmark only). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CICS = [
  'FR21',
  'DE27',
  'FR11',
  'US11',
  'DE31',
  'XL31',
  'FR91',
  'FR93',
  'XL81',
  'XT71',
  'XT73',
];
const CICS2 = ['FR41', 'FR42', 'FR45', 'XS61', 'XT09', ''];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'DKK', 'JPY', 'CHF', 'XOF'];
const COUNTRIES = ['FR', 'DE', 'IT', 'ES', 'NL', 'US', 'GB', 'JP', 'DK', 'CH'];
const STATUS = (s: (typeof LOOK_THROUGH_STATUS_CODES)[number]) =>
  LOOK_THROUGH_STATUS_CODES.indexOf(s);

export interface SyntheticOptions {
  /** Include liabilities (negative zero-coupon lines); default true. */
  liabilities?: boolean;
  issuers?: number;
  groups?: number;
}

/**
 * A deterministic synthetic perimeter of n lines, columnar: bonds of every CQS and
 * duration, governments, covered bonds, equities, funds kept whole or grouped,
 * securitisations, property, loans, cash, liabilities, seven currencies.
 */
export function syntheticColumns(n: number, seed = 1, o: SyntheticOptions = {}): ScrColumns {
  const rnd = seededRandom(seed);
  const issuers = o.issuers ?? Math.max(10, Math.min(50_000, n >> 3));
  const groups = o.groups ?? Math.max(5, issuers >> 2);
  const codes = Math.max(1, n >> 2);
  const name = (p: string, k: number) => Array.from({ length: k }, (_, i) => `${p}${i}`);
  const c = allocateColumns(n, {
    portfolios: name('P', 20),
    compartments: name('C', 100),
    codes: name('ISIN', codes),
    cics: [...CICS, ...CICS2],
    currencies: CURRENCIES,
    issuers: name('ISS', issuers),
    groups: name('GRP', groups),
    countries: COUNTRIES,
  });
  const withLiabilities = o.liabilities ?? true;
  for (let i = 0; i < n; i++) {
    const u = rnd();
    const portfolio = (rnd() * 20) | 0;
    c.id[i] = i + 1;
    c.portfolio[i] = portfolio;
    c.compartment[i] = portfolio * 5 + ((rnd() * 5) | 0);
    c.code[i] = (rnd() * codes) | 0;
    const issuer = (rnd() * issuers) | 0;
    c.issuer[i] = issuer;
    c.issuerGroup[i] = issuer % groups;
    c.country[i] = (rnd() * 5) | 0;
    c.currency[i] = rnd() < 0.8 ? 0 : 1 + ((rnd() * 6) | 0);
    c.marketValue[i] = Math.round(Math.exp(7 + rnd() * 8));
    const q = (rnd() * 8) | 0;
    c.cqs[i] = q > 6 ? -1 : q;
    c.modifiedDuration[i] = 0.2 + rnd() * 25;
    if (rnd() < 0.3) c.creditSensitivity[i] = 0.5 + rnd() * 20;
    let cic: number;
    let flags = 0;
    if (u < 0.3)
      cic = 0; // corporate bond
    else if (u < 0.34) {
      cic = 1;
      flags |= LINE_FLAG.coveredBond;
    } else if (u < 0.44) {
      cic = 2; // EEA government in its currency
      flags |= LINE_FLAG.government;
      c.currency[i] = 0;
    } else if (u < 0.47) {
      cic = 3; // US Treasury
      flags |= LINE_FLAG.government;
      c.country[i] = 5;
      c.currency[i] = 1;
    } else if (u < 0.6) {
      cic = 4;
      flags |= LINE_FLAG.listedEeaOecd;
    } else if (u < 0.65)
      cic = 5; // unlisted equity
    else if (u < 0.69)
      cic = rnd() < 0.8 ? 6 : 7; // property
    else if (u < 0.74)
      cic = 8; // loan
    else if (u < 0.78)
      cic = rnd() < 0.5 ? 9 : 10; // cash, deposit
    else if (u < 0.83) {
      cic = CICS.length + ((rnd() * 3) | 0); // funds
      c.lookThroughStatus[i] = rnd() < 0.5 ? STATUS('not_looked_through') : STATUS('data_grouping');
    } else if (u < 0.86) {
      cic = CICS.length + 3; // securitisation
      c.securitisation[i] = 1 + ((rnd() * 4) | 0);
    } else if (u < 0.88) {
      cic = 4;
      c.infrastructure[i] = 1 + ((rnd() * 2) | 0);
    } else if (u < 0.9)
      cic = CICS.length + 4 + ((rnd() * 2) | 0); // other, no CIC
    else if (u < 0.93 && withLiabilities) {
      cic = -1; // a best-estimate cash flow
      flags |= LINE_FLAG.liability | LINE_FLAG.zeroCoupon;
      c.marketValue[i] = -c.marketValue[i]!;
      c.maturity[i] = 1 + rnd() * 40;
    } else cic = 0;
    c.cic[i] = cic;
    c.flags[i] = flags;
  }
  return c;
}
