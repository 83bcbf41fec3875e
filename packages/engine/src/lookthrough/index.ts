export { lookThrough, resolveLevel, type LookThroughOptions } from './lookthrough';
export { summariseLookThrough } from './summary';
export type { LookThroughSummaryFigures } from './summary';
export { chooseComposition, isoDay } from './composition-choice';
export type { CompositionChoice, DatedComposition } from './composition-choice';
export { WEIGHT_TOLERANCE } from './prepared-composition';
export { STATUS, STATUS_STRENGTH_ORDER, statusOfCode, weakerStatus } from './status';
export { MISSING_BIT, MISSING_ITEMS, missingDataText, missingItemsOf } from './missing-data';
export { NACE_SECTIONS, naceSection } from './nace-sections';
export { UNKNOWN_KEY } from './summary-axes';
export { LINE_FLAGS, unknownInstrument } from './types';
export type {
  CompositionBasis,
  CompositionLineInput,
  CounterpartyTerms,
  FundCompositionInput,
  InstrumentAttributes,
  LookThroughInput,
  LookThroughLevel,
  LookThroughLines,
  LookThroughResult,
  LookThroughStatistics,
  LookThroughWarning,
  PositionInput,
  Tally,
} from './types';
