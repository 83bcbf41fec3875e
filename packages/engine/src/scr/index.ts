export { computeMarketScr, SCR_STEPS, type ScrOptions, type ScrStep } from './compute';
export type { ScrLineResults, ScrResult } from './compute';
export { allocateColumns, Dictionary, toScrColumns } from './columns';
export { BLOCK_LINES } from './line-blocks';
export { createLineThreads, type LineThreads } from './line-threads';
export { explainLine } from './explain';
export type { LineExplanation, LineReason } from './explain';
export { aggregateMarket, correlationMatrix } from './aggregation';
export type { MarketAggregation, SubmoduleScr } from './aggregation';
export type { ConcentrationName } from './concentration';
export type { CurrencyScenario } from './currency';
export { currencyLossUpAgainst } from './currency';
export type { GroupContribution } from './euler';
export {
  CONCENTRATION_REASONS,
  CURRENCY_REASONS,
  EQUITY_REASONS,
  EQUITY_TYPE1_KEYS,
  IR_REASONS,
  PROPERTY_REASONS,
  SPREAD_REASONS,
} from './reasons';
export type { Reason } from './reasons';
export {
  COUNTERPARTY_CODES,
  EQUITY_TYPE_CODES,
  INFRASTRUCTURE_CODES,
  LINE_FLAG,
  SECURITISATION_CODES,
} from './types';
export type {
  CounterpartyKind,
  ScrColumns,
  ScrDictionaries,
  ScrInput,
  ScrLine,
  SecuritisationType,
  YieldCurve,
} from './types';
export { symmetricAdjustment } from './equity';
export type { DownFloorReading } from './curve';
export {
  convergenceFactor,
  extrapolatedStress,
  llfrStress,
  stressBeyondFsp,
  type ExtrapolatedStress,
  type ExtrapolationSettings,
} from './extrapolation';
export {
  extrapolationAlpha,
  shockedCurves,
  stressedCurveBuilder,
  type CurrencyShockRule,
  type InterestRateMethod,
  type ShockedCurves,
  type ShockRuleOptions,
  type StressedCurveBuilder,
} from './shock-rules';
export { scrColumnsOfLookThrough } from './from-look-through';
export { impactFigures, interestRateDurations, maturityBucketOf } from './impact';
export type { ImpactFigures, ImpactInput } from './impact';
export { impactCurves } from './impact-curves';
export { combineAssetsScr, computeCounterpartyDefault } from './counterparty';
export { counterpartyInputOfLookThrough } from './counterparty-lines';
export { COUNTERPARTY_EXCLUSIONS, EXPOSURE_FLAGS, LGD_RULES, PD_RULES } from './counterparty-types';
export type {
  AssetsScr,
  CollateralInput,
  CounterpartyBand,
  CounterpartyDefaultResult,
  CounterpartyExcludedLine,
  CounterpartyExclusionKey,
  CounterpartyExposure,
  CounterpartyExposureResult,
  CounterpartyInput,
  CounterpartyKindResult,
  CounterpartyNameResult,
  CounterpartyStatus,
  ExposureFlagKey,
  LgdRuleKey,
  PdRuleKey,
} from './counterparty-types';
