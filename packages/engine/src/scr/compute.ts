import { MARKET_SUBMODULES, SCR_REGULATORY_TABLES } from '@prisme/domain';
import type { MarketSubmodule, RuleSetId, UnverifiedPoint } from '@prisme/domain';
import { aggregateMarket } from './aggregation';
import type { SubmoduleScr } from './aggregation';
import { buildContext, KIND } from './classify';
import { computeConcentration } from './concentration';
import type { ConcentrationName } from './concentration';
import { computeCurrency } from './currency';
import type { CurrencyScenario } from './currency';
import { computeEquity } from './equity';
import { allocate } from './euler';
import type { GroupContribution } from './euler';
import { computeInterestRate } from './interest-rate';
import { computeProperty } from './property';
import { EQUITY_REASONS } from './reasons';
import { computeSpread } from './spread';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';
import { unverifiedPoints } from './unverified';
import { Warnings } from './warnings';
import type { ExtrapolatedStress } from './extrapolation';
import type { InterestRateMethod } from './shock-rules';

/** Per-line results, columnar, in the order of the input lines. Class codes: reasons.ts. */
export interface ScrLineResults {
  interestRateClass: Uint8Array;
  equityClass: Uint8Array;
  propertyClass: Uint8Array;
  spreadClass: Uint8Array;
  /** 0 … 4: duration ≤ 5, (5, 10], (10, 15], (15, 20], > 20 years. */
  spreadBucket: Uint8Array;
  concentrationClass: Uint8Array;
  /** Index into concentrationNameLabels (-1: no single name). */
  concentrationName: Int32Array;
  concentrationNameLabels: string[];
  /** Losses (positive = loss of own funds) of each line in each scenario. */
  interestRateLossUp: Float64Array;
  interestRateLossDown: Float64Array;
  equityLoss: Float64Array;
  propertyLoss: Float64Array;
  spreadLoss: Float64Array;
  /** In the binding scenario of the line's currency. */
  currencyLoss: Float64Array;
  /** If the line's currency rises against the reference one (Art. 188(3)); the fall loses the opposite. */
  currencyLossUp: Float64Array;
  /** Euler contribution to globalSCRMarketResult; the lines sum to it. */
  contribution: Float64Array;
}

export interface ScrResult {
  ruleSet: string;
  ruleSetId: RuleSetId;
  /** What the rule set takes on trust, each point marked when this result depends on it. */
  unverified: UnverifiedPoint[];
  globalSCRMarketResult: number;
  /** Sum of the asset values of the perimeter (liabilities excluded), reference currency. */
  globalMarketValuation: number;
  /** Each submodule before diversification. */
  submodules: SubmoduleScr;
  undiversified: number;
  /** undiversified − globalSCRMarketResult (≥ 0). */
  diversification: number;
  /** Art. 164 parameter A (interest with equity and property): 0 when up binds, else 0.5. */
  correlationA: number;
  /** Art. 164 parameter B (interest with spread): = A under SII-2016; 0 / 0.25 under SII-2027. */
  correlationB: number;
  orsa: boolean;
  scenarios: {
    interestRate: {
      method: InterestRateMethod;
      up: number;
      down: number;
      binding: 'up' | 'down';
      tie: boolean;
      floorPerCurrency: boolean;
      byCurrency: { currency: string; up: number; down: number }[];
      /** SII-2027: each currency re-extrapolated beyond its first smoothing point. */
      extrapolated: ({ currency: string } & ExtrapolatedStress)[];
    };
    equity: {
      symmetricAdjustment: number;
      type1: number;
      type2: number;
      correlation: number;
      byClass: { key: string; label: string; article: string; shock: number; loss: number }[];
    };
    property: { total: number; ownUse: number; leveraged: number };
    spread: { bonds: number; securitisation: number };
    concentration: { assets: number; names: ConcentrationName[] };
    currency: CurrencyScenario[];
  };
  byPortfolio: GroupContribution[];
  byCompartment: GroupContribution[];
  byCicCategory: GroupContribution[];
  lines: ScrLineResults;
  warnings: string[];
}

/** The steps of the pipeline, in order: each is told to `ScrOptions.onStep` once done. */
export type ScrStep = 'classification' | MarketSubmodule | 'allocation';
export const SCR_STEPS: readonly ScrStep[] = ['classification', ...MARKET_SUBMODULES, 'allocation'];

export interface ScrOptions {
  /** Told each step once done, with its rank (1…SCR_STEPS.length). It only observes. */
  onStep?: (step: ScrStep, rank: number) => void;
}

/**
 * Solvency II standard-formula market risk (DR 2015/35 Art. 164-188), pure: the same input
 * always gives the same result. Pipeline of reference §14.
 */
export function computeMarketScr(input: ScrInput, options: ScrOptions = {}): ScrResult {
  const tables = input.tables ?? SCR_REGULATORY_TABLES;
  const warnings = new Warnings();
  const cols = input.lines;
  const step = (name: ScrStep) => options.onStep?.(name, SCR_STEPS.indexOf(name) + 1);
  const ctx = buildContext(input, tables);
  step('classification');
  const interestRate = computeInterestRate(input, ctx, tables, warnings);
  step('interestRate');
  const equity = computeEquity(input, ctx, tables, warnings);
  step('equity');
  const property = computeProperty(input, ctx);
  step('property');
  const spread = computeSpread(input, ctx, tables, warnings);
  step('spread');
  const concentration = computeConcentration(input, ctx, tables);
  step('concentration');
  const currency = computeCurrency(input, ctx, tables, warnings);
  step('currency');
  const submodules: SubmoduleScr = {
    interestRate: interestRate.scr,
    equity: equity.scr,
    property: property.scr,
    spread: spread.scr,
    concentration: concentration.scr,
    currency: currency.scr,
  };
  if (interestRate.tie && interestRate.scr > 0) warnings.add('irTie');
  const agg = aggregateMarket(submodules, interestRate.binding === 'up', tables);
  const outcomes = { interestRate, equity, property, spread, concentration, currency };
  const allocation = allocate(cols, outcomes, agg, ctx);
  step('allocation');
  let valuation = 0;
  let derivatives = 0;
  const row = ctx.row;
  for (let i = 0; i < cols.length; i++)
    if (!(cols.flags[row[i]!]! & LINE_FLAG.liability)) valuation += cols.marketValue[i]!;
  for (let r = 0; r < ctx.rows; r++)
    if (ctx.kind[r] === KIND.derivative) derivatives += ctx.rowLines[r]!;
  warnings.add('derivative', undefined, derivatives);
  const currencies = cols.dict.currencies;
  return {
    ruleSet: tables.ruleSet,
    ruleSetId: tables.id,
    unverified: unverifiedPoints(tables, cols, {
      interestRate,
      equity,
      spread,
      concentrationAssets: concentration.assets,
      submodules,
    }),
    globalSCRMarketResult: agg.scr,
    globalMarketValuation: valuation,
    submodules,
    undiversified: agg.undiversified,
    diversification: agg.diversification,
    correlationA: agg.a,
    correlationB: agg.b,
    orsa: input.parameters.interestRate.isORSA,
    scenarios: {
      interestRate: {
        method: interestRate.method,
        up: interestRate.up,
        down: interestRate.down,
        binding: interestRate.binding,
        tie: interestRate.tie,
        floorPerCurrency: interestRate.floorPerCurrency,
        byCurrency: currencies
          .map((c, i) => ({
            currency: c,
            up: interestRate.upByCurrency[i]!,
            down: interestRate.downByCurrency[i]!,
          }))
          .filter((c) => c.up !== 0 || c.down !== 0),
        extrapolated: interestRate.extrapolated,
      },
      equity: {
        symmetricAdjustment: equity.symmetricAdjustment,
        type1: equity.type1,
        type2: equity.type2,
        correlation: input.parameters.equity.type1Type2Correlation,
        byClass: EQUITY_REASONS.map((r, c) => ({
          ...r,
          shock: equity.shockByClass[c]!,
          loss: equity.byClass[c]!,
        })).filter((c) => c.loss !== 0),
      },
      property: { total: property.scr, ownUse: property.ownUse, leveraged: property.leveraged },
      spread: { bonds: spread.bonds, securitisation: spread.securitisation },
      concentration: { assets: concentration.assets, names: concentration.names },
      currency: currency.scenarios,
    },
    byPortfolio: allocation.byPortfolio,
    byCompartment: allocation.byCompartment,
    byCicCategory: allocation.byCicCategory,
    lines: lineResults(
      cols.row,
      {
        interestRateClass: interestRate.cls,
        equityClass: equity.cls,
        propertyClass: property.cls,
        spreadClass: spread.cls,
        spreadBucket: spread.bucket,
        concentrationClass: concentration.cls,
      },
      {
        concentrationName: concentration.name,
        concentrationNameLabels: concentration.nameLabels,
        interestRateLossUp: interestRate.lossUp,
        interestRateLossDown: interestRate.lossDown,
        equityLoss: equity.loss,
        propertyLoss: property.loss,
        spreadLoss: spread.loss,
        currencyLoss: currency.loss,
        currencyLossUp: currency.lossUp,
        contribution: allocation.contribution,
      },
    ),
    warnings: warnings.list(),
  };
}

type RowClasses = Pick<
  ScrLineResults,
  | 'interestRateClass'
  | 'equityClass'
  | 'propertyClass'
  | 'spreadClass'
  | 'spreadBucket'
  | 'concentrationClass'
>;

/**
 * The per-line results: the losses and contributions as computed, the classes, which the
 * engine keeps per row, spread to the lines when first read (by the store or an
 * explanation, not by the computation: issue 41 §2). Enumerable, so that a structured
 * clone or a digest reads them as plain arrays.
 */
function lineResults(
  row: Int32Array | undefined,
  classes: RowClasses,
  perLine: Omit<ScrLineResults, keyof RowClasses>,
): ScrLineResults {
  if (!row) return { ...classes, ...perLine };
  const out = { ...perLine } as ScrLineResults;
  for (const key of Object.keys(classes) as (keyof RowClasses)[]) {
    let lines: Uint8Array | undefined;
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        if (!lines) {
          const byRow = classes[key];
          lines = new Uint8Array(row.length);
          for (let i = 0; i < row.length; i++) lines[i] = byRow[row[i]!]!;
        }
        return lines;
      },
    });
  }
  return out;
}
