import { notch, spreadForRating } from './countries';
import type { BuildContext } from './instrument-factory';
import {
  bondSpec,
  couponNear,
  makeInstrument,
  maturityIn,
  sampleYears,
} from './instrument-factory';
import type { InstrumentKind, Issuer } from './model';
import { bondName } from './names';
import type { Random } from './random';
import { weights } from './text-table';

/**
 * Corporate bonds (CIC x2) of the private issuers, over every rating and unrated:
 * common, convertible, commercial paper, money market, hybrid, covered (common and
 * under specific law), subordinated, other; some qualify as infrastructure.
 */

type Sub = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/** Sub-category:weight of the bonds each kind of issuer issues. */
const MIX: Record<string, [string, number][]> = {
  bank: weights('1:45 7:18 6:4 8:12 4:6 3:5 5:3 9:2'),
  insurer: weights('1:55 8:35 5:10'),
  realEstate: weights('1:88 2:8 9:4'),
  corporate: weights('1:80 2:5 3:5 5:5 9:3 4:2'),
};

const KIND: Record<Sub, InstrumentKind> = {
  '1': 'corporate',
  '2': 'convertible',
  '3': 'moneyMarket',
  '4': 'moneyMarket',
  '5': 'hybrid',
  '6': 'covered',
  '7': 'covered',
  '8': 'subordinated',
  '9': 'corporate',
};

const LABEL: Record<Sub, string> = {
  '1': '',
  '2': 'Conv.',
  '3': 'NEU CP',
  '4': 'NEU MTN',
  '5': 'Hybride',
  '6': 'Sécurisée',
  '7': 'OH',
  '8': 'Sub. T2',
  '9': '',
};

/** Sectors whose bonds can qualify as infrastructure investments (Art. 164a/164b). */
const INFRA_SECTORS = ['D', 'E', 'F4211', 'H4910', 'H5221'];

/** Issues `count` corporate bonds spread over the private issuers by size. */
export function addCorporateBonds(ctx: BuildContext, count: number): void {
  const { rng, universe } = ctx;
  const issuers = ['bank', 'insurer', 'realEstate', 'corporate'].flatMap(
    (k) => universe.byKind.get(k as Issuer['kind']) ?? [],
  );
  const totalSize = issuers.reduce((sum, i) => sum + i.size, 0);
  let made = 0;
  for (const issuer of issuers) {
    const n = Math.max(issuer.size > 0.2 ? 1 : 0, Math.round((count * issuer.size) / totalSize));
    for (let i = 0; i < n && made < count; i++, made++)
      addBond(ctx, issuer, rng.weighted(MIX[issuer.kind]!) as Sub);
  }
  while (made++ < count) {
    const issuer = rng.pick(issuers);
    addBond(ctx, issuer, rng.weighted(MIX[issuer.kind]!) as Sub);
  }
}

function addBond(ctx: BuildContext, issuer: Issuer, sub: Sub): void {
  const { rng, codes, market } = ctx;
  const country = issuer.row.country!;
  const rating = issueRating(rng, issuer, sub);
  const short = ['3', '4'].includes(sub);
  const years = short ? rng.float(0.1, 0.95) : sampleYears(rng, sub === '7' ? 25 : 40);
  const perpetual = sub === '5' && rng.chance(0.4);
  const currency = currencyFor(rng, country);
  const spread = spreadForRating(rating) * (sub === '8' || sub === '5' ? 1.4 : 1);
  const coupon = short ? 0 : couponNear(rng, market, currency, years, spread);
  // A perpetual hybrid is priced to its first call, 5 to 8 years away.
  const callYears = perpetual ? rng.float(5, 8) : years;
  const maturity = perpetual ? '9999-12-31' : maturityIn(years);
  const eurobond = country !== 'FR' && country !== 'US' ? rng.chance(0.6) : rng.chance(0.25);
  const isinPrefix = eurobond
    ? 'XS'
    : ['CH', 'JP', 'CA', 'AU', 'MX', 'BR', 'SE', 'DK'].includes(country)
      ? 'XS'
      : country;
  const listing = rng.chance(0.05) ? 'XL' : eurobond ? rng.pick(['LU', 'LU', 'XV', 'IE']) : country;
  const infra =
    INFRA_SECTORS.some((s) => issuer.sector.code.startsWith(s)) && sub === '1' && rng.chance(0.18);
  const kind = infra ? 'infraBond' : KIND[sub];
  const label = [issuer.row.name.split(' ').slice(0, 2).join(' '), LABEL[sub]]
    .filter(Boolean)
    .join(' ');
  const base = {
    kind,
    code: codes.isin(isinPrefix),
    name: perpetual
      ? `${label} ${coupon.toFixed(3).replace('.', ',')} % perpétuelle`
      : bondName(label, coupon, maturity),
    cic: `${listing}2${sub}`,
    currency,
    issuer,
    row: {
      isCoveredBond: sub === '7',
      infrastructure: infra ? rng.pick(['qualifying', 'qualifying_corporate']) : null,
    },
  };
  const pricedTo = perpetual ? maturityIn(callYears) : maturity;
  ctx.instruments.push(
    makeInstrument(bondSpec(base, { rating, maturity, coupon, spread }, pricedTo)),
  );
}

/** Covered bonds are rated AAA/AA+; subordinated and hybrid debt sits 2-3 notches lower. */
function issueRating(rng: Random, issuer: Issuer, sub: Sub): string | null {
  if (sub === '7' || sub === '6') return rng.chance(0.8) ? 'AAA' : 'AA+';
  if (!issuer.rating) return null;
  if (sub === '8' || sub === '5') return notch(issuer.rating, rng.int(2, 3));
  return rng.chance(0.8) ? issuer.rating : notch(issuer.rating, rng.int(-1, 1));
}

function currencyFor(rng: Random, country: string): string {
  const home: Record<string, string> = {
    US: 'USD',
    GB: 'GBP',
    CH: 'CHF',
    JP: 'JPY',
    SE: 'SEK',
    DK: 'DKK',
  };
  const local = home[country];
  if (local) return rng.chance(0.7) ? local : 'EUR';
  return rng.weighted([
    ['EUR', 80],
    ['USD', 14],
    ['GBP', 4],
    ['CHF', 2],
  ]);
}
