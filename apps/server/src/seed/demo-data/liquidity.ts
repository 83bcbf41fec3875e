import type { liquidityData } from '../../db/schema';
import type { Instrument } from './model';
import { clamp, round, type Random } from './random';

/**
 * Liquidity data of listed securities (esg-and-liquidity §3.3): average daily volume,
 * bid-ask spread as a fraction of the price, issue size and a class 1 (most liquid) to 5.
 * About one listed security in ten has none, and bond volumes are often unknown.
 */

export type LiquidityRow = typeof liquidityData.$inferInsert;

interface Profile {
  adv: number | null;
  spread: number;
  issueSize: number | null;
  liquidityClass: number;
}

function profile(rng: Random, instrument: Instrument): Profile | null {
  const { security, kind } = instrument;
  const category = security.cic[2]!;
  const cqs = security.creditQualityStep ?? 9;
  if (category === '3') {
    const price = instrument.dirty[instrument.dirty.length - 1]!;
    const adv = Math.round(rng.logNormal(400_000, 1) * Math.sqrt(instrument.issuer?.size ?? 1));
    const traded = adv * price;
    const liquidityClass =
      traded >= 5e7 ? 1 : traded >= 1e7 ? 2 : traded >= 1e6 ? 3 : traded >= 1e5 ? 4 : 5;
    const spread = clamp(0.0004 * liquidityClass * rng.logNormal(1, 0.4), 0.0001, 0.03);
    return {
      adv,
      spread,
      issueSize: round((traded * 250) / rng.float(0.3, 1.2), 0),
      liquidityClass,
    };
  }
  if ('ABC'.includes(category))
    return {
      adv: Math.round(rng.logNormal(40_000, 0.8)),
      spread: 0.0002,
      issueSize: null,
      liquidityClass: 1,
    };
  if (kind === 'fund')
    return {
      adv: Math.round(rng.logNormal(80_000, 0.8)),
      spread: 0.0008,
      issueSize: null,
      liquidityClass: 2,
    };
  const bond = bondClass(kind, cqs, security.listedEeaOecd ?? false);
  if (!bond) return null;
  const issueSize = round(rng.logNormal(bond.size, 0.5), -5);
  const adv = rng.chance(0.6) ? null : round(rng.logNormal(issueSize / 400, 0.8), -3);
  const better = bond.liquidityClass === 3 && issueSize >= 5e8 ? 2 : bond.liquidityClass;
  return {
    adv,
    spread: round(bond.spread * rng.logNormal(1, 0.3), 6),
    issueSize,
    liquidityClass: better,
  };
}

function bondClass(kind: Instrument['kind'], cqs: number, eeaOecd: boolean) {
  if (kind === 'govEea' || kind === 'treasuryBill')
    return { size: 1.5e10, spread: 0.0004, liquidityClass: 1 };
  if (kind === 'govNonEea') return { size: 1e10, spread: 0.0008, liquidityClass: eeaOecd ? 1 : 3 };
  if (kind === 'supranational' || kind === 'regional' || kind === 'covered')
    return { size: 1e9, spread: 0.0015, liquidityClass: 2 };
  if (kind === 'structured') return { size: 5e7, spread: 0.02, liquidityClass: 5 };
  if (kind === 'securitisation') return { size: 3e8, spread: 0.012, liquidityClass: 5 };
  if (cqs <= 3) return { size: 7.5e8, spread: 0.003, liquidityClass: 3 };
  if (cqs <= 6) return { size: 4e8, spread: 0.01, liquidityClass: 4 };
  return { size: 1.5e8, spread: 0.015, liquidityClass: 5 };
}

/** A fixed number from a code, so that the demo's terms do not move the random draws. */
function codeHash(code: string): number {
  let h = 0;
  for (let i = 0; i < code.length; i++) h = (h * 31 + code.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * A fund's dealing terms in the demo (issue 39, esg-and-liquidity §3.6.4): half daily at
 * T+2 or T+3, a fifth weekly at T+3, a fifth monthly with 10 days' notice at T+5, one in
 * ten quarterly with 60 days' notice, T+10 and a 25 % gate. Funds without a row keep the
 * CIC rule (« conditions de rachat supposées »).
 */
function dealingTerms(code: string): Partial<LiquidityRow> {
  const h = codeHash(code) % 10;
  if (h < 5) return { dealingFrequency: 'daily', settlementDays: h < 3 ? 2 : 3 };
  if (h < 7) return { dealingFrequency: 'weekly', settlementDays: 3 };
  if (h < 9) return { dealingFrequency: 'monthly', noticeDays: 10, settlementDays: 5 };
  return { dealingFrequency: 'quarterly', noticeDays: 60, settlementDays: 10, gate: 0.25 };
}

/** The month of a month-end date in the instruments' price series (0 = 2023-01-31). */
const monthIndex = (date: string) =>
  (Number(date.slice(0, 4)) - 2023) * 12 + Number(date.slice(5, 7)) - 1;

export function liquidityRows(
  rng: Random,
  instruments: readonly Instrument[],
  asOf: readonly string[],
): LiquidityRow[] {
  const rows: LiquidityRow[] = [];
  for (const instrument of instruments) {
    const { security } = instrument;
    const listed = security.codeType === '1' && !['XL', 'XT'].includes(security.cic.slice(0, 2));
    if (!listed) {
      // A fund that is not listed still has its dealing terms in the referential.
      if (instrument.kind === 'fund')
        for (const date of asOf)
          rows.push({ securityCode: security.code, asOf: date, ...dealingTerms(security.code) });
      continue;
    }
    if (!rng.chance(0.9)) continue;
    const base = profile(rng, instrument);
    if (!base) continue;
    const noSpread = rng.chance(0.05);
    const equity = security.cic[2] === '3';
    for (const date of asOf) {
      const move = rng.logNormal(1, 0.12);
      const month = Math.min(Math.max(monthIndex(date), 0), instrument.dirty.length - 1);
      rows.push({
        securityCode: security.code,
        asOf: date,
        averageDailyVolume: base.adv === null ? null : Math.round(base.adv * move),
        bidAskSpread: noSpread ? null : round(base.spread / move, 6),
        issueSize: base.issueSize,
        liquidityClass: base.liquidityClass,
        // Issue 39: a share's price at the date (its currency), a fund's dealing terms.
        ...(equity && { price: round(instrument.dirty[month]!, 4) }),
        ...(instrument.kind === 'fund' && dealingTerms(security.code)),
      });
    }
  }
  return rows;
}
