import { describe, expect, it } from 'vitest';
import {
  assetIdCode,
  categoryOf,
  underlyingCategoryCode,
  UNDERLYING_CATEGORY_LABELS,
} from './codes';
import { FundExposurePacker, unpackFundExposures } from './fund-exposures';
import type { QrtFundExposure, QrtSecurity } from './inputs';
import { buildS0603, countryOfIssue } from './s0603';
import { security } from './test-portfolio';

/**
 * S.06.03 keyed by numbers and read in columns gives the rows the plain reading gives:
 * one row per key built as text, amounts summed in the groups' order, sorted by that text.
 */
function plainS0603(
  exposures: readonly QrtFundExposure[],
  securities: ReadonlyMap<string, QrtSecurity>,
  baseCurrency: string,
) {
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const e of exposures) {
    const fund = securities.get(e.fundCode);
    if (!fund || !(fund.isFund || categoryOf(fund.cic) === '4')) continue;
    const C0010 = assetIdCode(fund.code, fund.codeType);
    const category = underlyingCategoryCode(e.underlyingAssetCategory, e.cic);
    const C0030 = category === null ? null : UNDERLYING_CATEGORY_LABELS[category]!;
    const C0040 = countryOfIssue(e.country, e.cic, fund);
    const C0050 = e.currency === null ? null : e.currency === baseCurrency ? 'Local' : 'Foreign';
    const key = `${C0010}\u0000${C0030}\u0000${C0040}\u0000${C0050}`;
    const found = rows.get(key);
    if (found) found.C0060 = (found.C0060 as number) + e.marketValueRc;
    else rows.set(key, { C0010, C0030, C0040, C0050, C0060: e.marketValueRc });
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
}

/** A deterministic mix: funds and non-funds, null and empty fields, CICs of every kind. */
function mixedCase(groups: number) {
  const funds = Array.from({ length: 40 }, (_, i) =>
    security(i % 9 === 0 ? `OWN-${i}` : `FR${String(i).padStart(9, '0')}${i % 10}`, {
      cic: i % 7 === 0 ? 'FR31' : i % 5 === 0 ? 'XL42' : 'LU43',
      isFund: i % 11 === 0,
      country: i % 3 === 0 ? 'LU' : null,
      codeType: i % 9 === 0 ? '99' : '1',
    }),
  );
  const CICS = ['FR21', 'DE12', 'XL71', 'XT72', 'US31', 'XT31', 'JP99', 'ZZ99', '', null];
  const COUNTRIES = ['FR', 'DE', 'US', '', null, 'XA'];
  const CURRENCIES = ['EUR', 'USD', 'JPY', null];
  const REPORTED = [null, '3L', '7', 'x', ' 2 '];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const exposures: QrtFundExposure[] = Array.from({ length: groups }, () => ({
    fundCode: funds[next(funds.length)]!.code,
    cic: CICS[next(CICS.length)]!,
    underlyingAssetCategory: REPORTED[next(REPORTED.length)]!,
    country: COUNTRIES[next(COUNTRIES.length)]!,
    currency: CURRENCIES[next(CURRENCIES.length)]!,
    marketValueRc: (next(2_000_001) - 1_000_000) / 7,
  }));
  return { exposures, securities: new Map(funds.map((f) => [f.code, f])) };
}

describe('S.06.03 from the look-through groups in columns', () => {
  const { exposures, securities } = mixedCase(20_000);

  it('gives the rows, order and sums of the plain reading', () => {
    const expected = plainS0603(exposures, securities, 'EUR');
    expect(expected.length).toBeGreaterThan(100);
    expect(buildS0603(exposures, securities, 'EUR').rows).toEqual(expected);
  });

  it('reads packed columns as it reads the list', () => {
    const packer = new FundExposurePacker();
    for (let at = 0; at < exposures.length; at += 999)
      packer.add(exposures, at, Math.min(at + 999, exposures.length));
    const { packed } = packer.packed();
    expect(unpackFundExposures(packed)).toEqual(exposures);
    expect(buildS0603(packed, securities, 'EUR')).toEqual(buildS0603(exposures, securities, 'EUR'));
  });
});

describe('the packer', () => {
  it('keeps the groups of the funds asked, in their order', () => {
    const { exposures } = mixedCase(3_000);
    const packer = new FundExposurePacker();
    packer.add(exposures);
    const keep = (code: string) => code.endsWith('1') || code.startsWith('OWN');
    const { packed, transferList } = packer.packed(keep);
    expect(transferList).toHaveLength(2);
    expect(unpackFundExposures(packed)).toEqual(exposures.filter((e) => keep(e.fundCode)));
  });
});
