import type { ScrRegulatoryTables } from '@prisme/domain';
import type { LineContext } from './classify';
import { lineFloat64, sumLines } from './line-blocks';
import type { ScrInput } from './types';
import type { Warnings } from './warnings';

export interface CurrencyScenario {
  currency: string;
  /** Net value exposed to the currency (assets − liabilities), reference currency. */
  exposure: number;
  stress: number;
  /** Where the stress comes from: the standard, a client exception, a peg of IR 2015/2017. */
  source: 'standard' | 'exception' | 'peg';
  /** Loss if the currency rises (Art. 188(3)) and falls (Art. 188(4)) against the reference. */
  up: number;
  down: number;
  scr: number;
  binding: 'up' | 'down';
}

export interface CurrencyOutcome {
  /** Loss of each line in its currency's binding scenario (0 in the reference currency). */
  loss: Float64Array;
  /**
   * Loss of each line if its currency rises against the reference currency (Art. 188(3));
   * the fall of Art. 188(4) loses the opposite. Negative for an asset: it gains.
   */
  lossUp: Float64Array;
  /** Per currency index: 0 local, 1 standard, 2 exception or peg. */
  currencyClass: Uint8Array;
  scenarios: CurrencyScenario[];
  scr: number;
}

/** The stress of a foreign currency: client exception, else the peg of the pair, else standard. */
export function currencyStress(
  input: ScrInput,
  tables: ScrRegulatoryTables,
  currency: string,
): { stress: number; source: CurrencyScenario['source'] } {
  const p = input.parameters.currency;
  const exception = p.exceptionStressByCurrencies[currency];
  if (exception !== undefined) return { stress: exception, source: 'exception' };
  const peg = pegStress(tables, p.referenceCurrency.code, currency);
  if (peg !== undefined) return { stress: peg, source: 'peg' };
  return { stress: p.currencyStress, source: 'standard' };
}

/** The stress of a pair pegged by IR 2015/2017 (Art. 188(5)), undefined when not pegged. */
export function pegStress(tables: ScrRegulatoryTables, a: string, b: string): number | undefined {
  return tables.currency.pegs.find((g) => (g.a === a && g.b === b) || (g.b === a && g.a === b))
    ?.stress;
}

/**
 * Art. 188 measured against another local currency than the reference one, as a fund's
 * manager measures it against its share-class currency (TPT 4) for fields 105a-105b: the
 * loss if every other currency rises against `local` (Art. 188(3)), `stress` each, or its
 * pegged stress (Art. 188(5)); the fall of Art. 188(4) loses the opposite. `exposures`
 * are values by currency (TPT 21), in one unit.
 */
export function currencyLossUpAgainst(
  local: string,
  exposures: ReadonlyMap<string, number>,
  tables: ScrRegulatoryTables,
  stress: number,
): number {
  let lossUp = 0;
  for (const [currency, value] of exposures) {
    if (currency === local) continue;
    lossUp -= value * (pegStress(tables, local, currency) ?? stress);
  }
  return lossUp;
}

/** Art. 188: each foreign currency up and down; the larger loss per currency, summed. */
export function computeCurrency(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
  warnings: Warnings,
): CurrencyOutcome {
  const cols = input.lines;
  const n = cols.length;
  const currencies = cols.dict.currencies;
  const value = lineFloat64(n);
  const exposure = sumLines(
    'currencyExposure',
    currencyExposureLines,
    {
      row: ctx.row,
      marketValue: ctx.values,
      currency: cols.currency,
      reference: ctx.referenceCurrency,
      deducted: ctx.deducted,
      value,
    },
    n,
    currencies.length,
  );
  const currencyClass = new Uint8Array(currencies.length);
  const signedStress = new Float64Array(currencies.length);
  const stressOf = new Float64Array(currencies.length);
  const scenarios: CurrencyScenario[] = [];
  let scr = 0;
  currencies.forEach((code, c) => {
    if (c === ctx.referenceCurrency) return;
    const { stress, source } = currencyStress(input, tables, code);
    currencyClass[c] = source === 'standard' ? 1 : 2;
    stressOf[c] = stress;
    const e = exposure[c]!;
    const up = Math.max(0, -stress * e);
    const down = Math.max(0, stress * e);
    const s = Math.max(up, down);
    if (e !== 0 && input.fxRates && input.fxRates[code] === undefined)
      warnings.add('noFxRate', code);
    signedStress[c] = s > 0 ? (down >= up ? stress : -stress) : 0;
    scr += s;
    scenarios.push({
      currency: code,
      exposure: e,
      stress,
      source,
      up,
      down,
      scr: s,
      binding: down > up ? 'down' : 'up',
    });
  });
  const loss = lineFloat64(n);
  const lossUp = lineFloat64(n);
  const state = {
    row: ctx.row,
    currency: cols.currency,
    value,
    signedStress,
    stressOf,
    loss,
    lossUp,
  };
  sumLines('currencyLoss', currencyLossLines, state, n, 0);
  scenarios.sort((a, b) => b.scr - a.scr || a.currency.localeCompare(b.currency));
  return { loss, lossUp, currencyClass, scenarios, scr };
}

/** What the currency passes over lines read and write. */
export interface CurrencyLines {
  row: Int32Array;
  marketValue: Float64Array;
  currency: Int32Array;
  reference: number;
  deducted: Float64Array | null;
  value: Float64Array;
}

/** Lines [from, to): the value exposed to a foreign currency; sums: per currency. */
export function currencyExposureLines(
  s: CurrencyLines,
  from: number,
  to: number,
  exposure: Float64Array,
): void {
  for (let i = from; i < to; i++) {
    const w = s.row[i]!;
    const c = s.currency[w]!;
    if (c < 0 || c === s.reference) continue;
    // Art. 188(6): the part of a participation deducted under Art. 68 is not shocked.
    const v = s.marketValue[i]! * (s.deducted ? 1 - s.deducted[w]! : 1);
    s.value[i] = v;
    exposure[c]! += v;
  }
}

/** Lines [from, to): the loss in the binding scenario and in the rise of the currency. */
export function currencyLossLines(
  s: {
    row: Int32Array;
    currency: Int32Array;
    value: Float64Array;
    signedStress: Float64Array;
    stressOf: Float64Array;
    loss: Float64Array;
    lossUp: Float64Array;
  },
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const c = s.currency[s.row[i]!]!;
    if (c < 0) continue;
    s.loss[i] = s.value[i]! * s.signedStress[c]!;
    // A rise of the currency by `stress` raises the line's value by stress × value.
    if (s.value[i] !== 0) s.lossUp[i] = -s.value[i]! * s.stressOf[c]!;
  }
}
