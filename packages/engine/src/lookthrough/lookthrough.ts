import { DEFAULT_MAX_COMPOSITION_AGE_DAYS, MAX_LOOK_THROUGH_DEPTH } from '@prisme/domain';
import { isoDay } from './composition-choice';
import { estimateLineCount } from './capacity';
import { CompositionIndex } from './composition-index';
import { Expander } from './expand';
import { FxTable } from './fx';
import { applyGroupingLimit } from './grouping-limit';
import { InstrumentTable } from './instruments';
import { PathDictionary } from './paths';
import { LineColumns } from './result-columns';
import { computeStatistics } from './statistics';
import type {
  LookThroughInput,
  LookThroughLevel,
  LookThroughResult,
  LookThroughWarning,
} from './types';

/**
 * The number of fund levels to expand: 'FULL' and anything deeper are capped at
 * MAX_LOOK_THROUGH_DEPTH (a fund of funds deeper than that is a data error, and a
 * bounded depth bounds the work); an unreadable level expands nothing.
 */
export function resolveLevel(level: LookThroughLevel): number {
  if (level === 'FULL') return MAX_LOOK_THROUGH_DEPTH;
  const n = typeof level === 'number' ? level : Number(level);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), MAX_LOOK_THROUGH_DEPTH);
}

/** Positions expanded between two calls of a progress listener. */
const PROGRESS_EVERY_POSITIONS = 2_048;

export interface LookThroughOptions {
  /**
   * Told how many positions are expanded (`done` of `total`) every few thousand positions
   * and at the end, so that a caller can show the work moving. It only observes.
   */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Looks a perimeter's positions through their funds (Art. 84 DR). Pure: the result depends
 * on the input only (no clock, no I/O, no randomness), and data problems never throw nor
 * produce NaN: they are flagged on the lines and counted in the statistics.
 */
export function lookThrough(
  input: LookThroughInput,
  options: LookThroughOptions = {},
): LookThroughResult {
  const warnings: LookThroughWarning[] = [];
  const levelCap = resolveLevel(input.level);
  const maxAge = input.maxCompositionAgeDays;
  const maxAgeDays =
    maxAge !== undefined && Number.isFinite(maxAge) && maxAge >= 0
      ? maxAge
      : DEFAULT_MAX_COMPOSITION_AGE_DAYS;
  const valuationDay = isoDay(input.valuationDate);
  if (Number.isNaN(valuationDay))
    warnings.push({
      kind: 'invalid_valuation_date',
      valuationDate: input.valuationDate,
      message: `Date de valorisation « ${input.valuationDate} » illisible : aucune composition de fonds n’est utilisée`,
    });

  const instruments = new InstrumentTable(input.instruments);
  const compositions = new CompositionIndex(
    input.compositions,
    instruments,
    valuationDay,
    maxAgeDays,
    warnings,
  );
  const fx = new FxTable(input.fxUnitsPerEur);
  const paths = new PathDictionary(instruments.size);
  const out = new LineColumns(
    estimateLineCount(input.positions, instruments, compositions, levelCap),
  );
  const expander = new Expander(
    input,
    instruments,
    compositions,
    fx,
    out,
    paths,
    levelCap,
    warnings,
  );
  const total = input.positions.length;
  for (let p = 0; p < total; p++) {
    expander.expandPosition(p);
    if (options.onProgress && (p + 1) % PROGRESS_EVERY_POSITIONS === 0) {
      options.onProgress(p + 1, total);
    }
  }
  options.onProgress?.(total, total);

  for (const currency of fx.missing)
    warnings.push({
      kind: 'fx_missing',
      currency,
      message:
        currency === ''
          ? 'Devise non renseignée : montants en devise de cotation non convertis'
          : `Cours de change ${currency} absent : montants non convertis`,
    });
  const lines = out.lines();
  applyGroupingLimit(lines, out.count, input, instruments, expander.heldRc);
  return {
    count: out.count,
    lines,
    paths: paths.paths,
    levelCap,
    statistics: computeStatistics(lines, out.count, levelCap, expander.heldRc, warnings),
  };
}
