import type { ScrRegulatoryTables } from '@prisme/domain';
import type { LineContext } from './classify';
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
  const ref = p.referenceCurrency.code;
  const peg = tables.currency.pegs.find(
    (g) => (g.a === ref && g.b === currency) || (g.b === ref && g.a === currency),
  );
  if (peg) return { stress: peg.stress, source: 'peg' }; // Art. 188(5), IR 2015/2017
  return { stress: p.currencyStress, source: 'standard' };
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
  const exposure = new Float64Array(currencies.length);
  const value = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const c = cols.currency[i]!;
    if (c < 0 || c === ctx.referenceCurrency) continue;
    // Art. 188(6): the part of a participation deducted under Art. 68 is not shocked.
    const v = cols.marketValue[i]! * (ctx.deducted ? 1 - ctx.deducted[i]! : 1);
    value[i] = v;
    exposure[c]! += v;
  }
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
  const loss = new Float64Array(n);
  const lossUp = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const c = cols.currency[i]!;
    if (c < 0) continue;
    loss[i] = value[i]! * signedStress[c]!;
    // A rise of the currency by `stress` raises the line's value by stress × value.
    if (value[i] !== 0) lossUp[i] = -value[i]! * stressOf[c]!;
  }
  scenarios.sort((a, b) => b.scr - a.scr || a.currency.localeCompare(b.currency));
  return { loss, lossUp, currencyClass, scenarios, scr };
}
