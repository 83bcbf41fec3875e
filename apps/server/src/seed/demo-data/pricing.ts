import { monthEnds, yearsBetween } from './calendar';
import { valueBond } from './bond-math';
import { type Market, MONTHS, riskFreeRate } from './market';
import type { Instrument } from './model';
import { round, type Random } from './random';

/**
 * Values every instrument (funds excepted) at the 24 month-ends: bonds from the curve
 * plus a spread, shares and buildings along a path that follows the equity market,
 * swaps from the curve, margined derivatives around a small level.
 */

const DATES = monthEnds(MONTHS);

export function priceInstruments(rng: Random, market: Market, instruments: Instrument[]): void {
  for (const instrument of instruments) {
    if (instrument.pricing.type === 'fund') continue;
    priceOne(rng.fork(instrument.security.code), market, instrument);
  }
}

function priceOne(rng: Random, market: Market, instrument: Instrument): void {
  const { pricing, dirty, accrued } = instrument;
  const currency = instrument.security.currency;
  switch (pricing.type) {
    case 'bond': {
      const duration = new Float64Array(MONTHS);
      const noise = 0.0015 * rng.normal();
      for (let m = 0; m < MONTHS; m++) {
        const years = Math.max(1 / 365, yearsBetween(DATES[m]!, pricing.maturity));
        const spread = pricing.spread * market.creditFactor[m]! + noise;
        const value = valueBond(
          pricing.coupon,
          years,
          riskFreeRate(market, currency, m, years) + spread,
        );
        const equity = pricing.beta ? Math.exp(pricing.beta * 0.3 * market.equityFactor[m]!) : 1;
        dirty[m] = value.dirty * equity;
        accrued[m] = value.accrued;
        duration[m] = value.modifiedDuration;
      }
      instrument.duration = duration;
      // The referential carries the figures at the last date (31/12/2024).
      const last = duration[MONTHS - 1]!;
      instrument.security.modifiedDuration = round(last, 4);
      instrument.security.creditSensitivity = round(last * (0.97 + 0.03 * rng.next()), 4);
      return;
    }
    case 'path': {
      let idiosyncratic = 0;
      for (let m = 0; m < MONTHS; m++) {
        if (m > 0) idiosyncratic += pricing.drift + pricing.volatility * rng.normal();
        const level =
          pricing.start * Math.exp(pricing.beta * market.equityFactor[m]! + idiosyncratic);
        dirty[m] = round(level, level > 1000 ? 0 : 4);
      }
      return;
    }
    case 'cash':
      dirty.fill(1);
      return;
    case 'deposit':
      for (let m = 0; m < MONTHS; m++) {
        accrued[m] = (pricing.coupon / 100) * (((m % 12) + 1) / 12);
        dirty[m] = 1 + accrued[m]!;
      }
      return;
    case 'swap':
      // Receive fixed: worth (fixed − market rate) × annuity per 1 of notional.
      for (let m = 0; m < MONTHS; m++) {
        const years = Math.max(0, yearsBetween(DATES[m]!, pricing.maturity));
        const rate = riskFreeRate(market, 'EUR', m, years);
        const annuity = years > 0 ? (1 - Math.pow(1 + rate, -years)) / rate : 0;
        dirty[m] = round((pricing.fixedRate - rate) * annuity, 6);
      }
      return;
    case 'margin':
      // Margined or premium-like values: noise around a level (options stay positive).
      for (let m = 0; m < MONTHS; m++) {
        const value = pricing.scale * (pricing.level + rng.normal());
        dirty[m] = round(pricing.level > 0 ? Math.max(pricing.scale * 0.2, value) : value, 6);
      }
      return;
  }
}
