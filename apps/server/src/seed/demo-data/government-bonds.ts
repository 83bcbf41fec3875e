import { isEeaCountry } from '@prisme/domain';
import { COUNTRY_BY_CODE, spreadForRating } from './countries';
import type { BuildContext } from './instrument-factory';
import {
  bondSpec,
  couponNear,
  makeInstrument,
  maturityIn,
  sampleYears,
} from './instrument-factory';
import type { Issuer } from './model';
import { bondName } from './names';

/**
 * Government bonds (CIC x1): EEA and non-EEA central governments, treasury bills,
 * regional and local authorities, supranationals, and bonds not in the domestic currency.
 */

const PREFIX: Record<string, string> = {
  FR: 'OAT',
  DE: 'DBR',
  IT: 'BTP',
  ES: 'SPGB',
  NL: 'DSL',
  BE: 'OLO',
  AT: 'RAGB',
  PT: 'PGB',
  IE: 'IRISH',
  FI: 'RFGB',
  LU: 'LGB',
  PL: 'POLGB',
  SE: 'SGB',
  DK: 'DGB',
  NO: 'NGB',
  US: 'T-Note',
  GB: 'Gilt',
  CH: 'Conf.',
  JP: 'JGB',
  CA: 'CAN',
  AU: 'ACGB',
  MX: 'MBONO',
  BR: 'BNTNF',
};
const BILLS: Record<string, string> = {
  FR: 'BTF',
  DE: 'Bubill',
  IT: 'BOT',
  ES: 'Letra',
  BE: 'TC',
  NL: 'DTC',
};
/** Bonds of these sovereigns in a foreign currency (CIC 18): EUR for Poland, USD for the others. */
const FOREIGN_CURRENCY: Record<string, string> = { PL: 'EUR', MX: 'USD', BR: 'USD' };

export function addGovernmentBonds(ctx: BuildContext): void {
  const { rng, codes, universe, market } = ctx;
  const sovereigns = universe.byKind.get('sovereign') ?? [];
  const add = (
    issuer: Issuer,
    cic: string,
    currency: string,
    years: number,
    name: string,
    extra = 0,
  ) => {
    const rating = issuer.rating;
    const spread =
      (COUNTRY_BY_CODE.get(issuer.row.country!)?.govSpread ?? spreadForRating(rating)) + extra;
    const zeroCoupon = cic.endsWith('5');
    const coupon = zeroCoupon ? 0 : couponNear(rng, market, currency, years, spread);
    const maturity = maturityIn(years);
    const isinPrefix = cic.startsWith('LU') || cic.startsWith('XV') ? 'XS' : issuer.row.country!;
    const supra = issuer.kind === 'supranational';
    const kind = supra
      ? 'supranational'
      : issuer.kind === 'regional'
        ? 'regional'
        : zeroCoupon
          ? 'treasuryBill'
          : isEea(issuer)
            ? 'govEea'
            : 'govNonEea';
    ctx.instruments.push(
      makeInstrument(
        bondSpec(
          {
            kind,
            code: codes.isin(isinPrefix),
            name: zeroCoupon ? `${name} ${maturity}` : bondName(name, coupon, maturity),
            cic,
            currency,
            issuer,
            row: { isGovernment: !supra, isSupranational: supra },
          },
          { rating, maturity, coupon, spread },
        ),
      ),
    );
  };

  for (const issuer of sovereigns) {
    const country = COUNTRY_BY_CODE.get(issuer.row.country!)!;
    const prefix = PREFIX[country.code] ?? country.code;
    for (let i = 0; i < country.govBonds; i++)
      add(issuer, `${country.code}11`, country.currency, sampleYears(rng), prefix);
    const bill = BILLS[country.code];
    if (bill)
      for (let i = 0; i < 6; i++)
        add(issuer, `${country.code}15`, country.currency, rng.float(0.15, 0.95), bill);
    const foreign = FOREIGN_CURRENCY[country.code];
    if (foreign)
      for (let i = 0; i < 8; i++)
        add(
          issuer,
          'LU18',
          foreign,
          sampleYears(rng, 30),
          `${country.sovereign} ${foreign}`,
          0.004,
        );
  }
  for (const issuer of universe.byKind.get('regional') ?? []) {
    // Regions were given size 1.2 and towns 0.6 (issuers.ts): CIC 13 or 14.
    const level = issuer.size > 1 ? '13' : '14';
    for (let i = 0; i < rng.int(3, 8); i++) {
      add(
        issuer,
        `${issuer.row.country}${level}`,
        'EUR',
        sampleYears(rng, 30),
        issuer.row.name,
        0.003,
      );
    }
  }
  for (const issuer of universe.byKind.get('supranational') ?? []) {
    for (let i = 0; i < rng.int(20, 30); i++) {
      const currency = rng.chance(0.8) ? 'EUR' : 'USD';
      add(
        issuer,
        rng.chance(0.6) ? 'LU12' : 'XV12',
        currency,
        sampleYears(rng, 30),
        short(issuer.row.name),
        0.002,
      );
    }
  }
}

const isEea = (issuer: Issuer) => isEeaCountry(issuer.row.country ?? '');

/** "Banque européenne de financement solidaire" → "BEFS". */
const short = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 3 || /^[A-Z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
