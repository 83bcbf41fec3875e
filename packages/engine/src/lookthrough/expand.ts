import { MAX_LOOK_THROUGH_DEPTH } from '@prisme/domain';
import type { CompositionIndex } from './composition-index';
import { visitGroup } from './expand-groups';
import { visitLines } from './expand-lines';
import type { FxTable } from './fx';
import type { InstrumentTable } from './instruments';
import { MISSING_BIT } from './missing-data';
import type { PathDictionary } from './paths';
import { badInstrumentIndex, isInstrumentIndex } from './prepared-composition';
import type { LineColumns } from './result-columns';
import { STATUS, weakerStatus } from './status';
import { LINE_FLAGS } from './types';
import type { LookThroughInput, LookThroughWarning } from './types';

const VALUE = MISSING_BIT.value;

/**
 * Expands positions into look-through lines (Art. 84 DR, shared/reference/
 * solvency2-market-risk.md §8). Recursion follows the funds, at most
 * MAX_LOOK_THROUGH_DEPTH deep. The per-line loop (expand-lines.ts) and the field-95
 * groups (expand-groups.ts) share this state; none of it leaves the engine.
 *
 * Value is conserved: a fund's held value goes entirely to its lines, the unexplained
 * part to a residual line, so the lines of a position always add up to its value.
 */
export class Expander {
  /** Sum of the held values of the direct positions. */
  heldRc = 0;
  /** Lines whose exposure overflowed to ±Infinity (set to 0): their fund needs a residual. */
  overflows = 0;
  /** The canonical fund instrument at each depth of the current path, for cycles. */
  readonly stack = new Int32Array(MAX_LOOK_THROUGH_DEPTH + 2);
  /** Reference currency → instrument currency factor, NaN when unknown; see factorFromRc. */
  readonly rcFactor: Float64Array;
  readonly rcFactorKnown: Uint8Array;
  readonly referenceCurrency: string;
  private readonly warnedCycles = new Set<number>();
  private readonly warnedInvestees = new Set<string>();

  constructor(
    readonly input: LookThroughInput,
    readonly instruments: InstrumentTable,
    readonly compositions: CompositionIndex,
    readonly fx: FxTable,
    readonly out: LineColumns,
    readonly paths: PathDictionary,
    readonly levelCap: number,
    private readonly warnings: LookThroughWarning[],
  ) {
    this.referenceCurrency = input.referenceCurrency;
    this.rcFactor = new Float64Array(instruments.size);
    this.rcFactorKnown = new Uint8Array(instruments.size);
  }

  expandPosition(p: number): void {
    const position = this.input.positions[p]!;
    const instrument = position.instrumentIndex;
    if (!isInstrumentIndex(instrument, this.instruments.size))
      throw badInstrumentIndex(`Position ${p}`, instrument);
    const currency = position.quotationCurrency;
    const rcCurrency = this.referenceCurrency;
    let flags = 0;
    let missing = 0;
    let rc = finite(position.marketValueRc);
    let qc = finite(position.marketValueQc);
    if (Number.isNaN(rc)) {
      // No value in the reference currency: the quotation currency one, converted, stands in.
      rc = this.convert(qc, currency, rcCurrency);
      if (Number.isNaN(rc)) {
        rc = 0;
        missing = VALUE;
      }
    }
    if (Number.isNaN(qc)) qc = this.convert(rc, rcCurrency, currency);
    if (Number.isNaN(qc)) {
      qc = 0;
      flags |= LINE_FLAGS.fxMissing;
    }
    let quantity = finite(position.quantity);
    if (Number.isNaN(quantity)) {
      quantity = 0;
      flags |= LINE_FLAGS.quantityUnknown;
    }
    this.heldRc += rc;
    if (this.instruments.isFund(instrument)) {
      const basis = STATUS.looked_through;
      this.visitFund(p, instrument, 0, 0, basis, rc, qc, quantity, 1, missing, flags);
      return;
    }
    let notional = 0;
    const given = finite(position.notional);
    if (this.instruments.isDerivative(instrument) && !Number.isNaN(given)) {
      notional = this.convert(given, currency, rcCurrency);
      if (Number.isNaN(notional)) {
        notional = 0;
        flags |= LINE_FLAGS.fxMissing;
      } else flags |= LINE_FLAGS.hasNotional;
    }
    const mask = this.instruments.missingMask(instrument) | missing;
    this.out.push(p, instrument, 0, 0, STATUS.direct, rc, qc, notional, quantity, 1, mask, flags);
  }

  /**
   * A fund met at `depth` (0 = held directly) with value `rc`: expanded through its chosen
   * composition, or kept whole as one line saying why. `basis` is the weakest status of
   * the funds above, which the lines inherit (STATUS_STRENGTH_ORDER).
   */
  visitFund(
    root: number,
    fund: number,
    depth: number,
    path: number,
    basis: number,
    rc: number,
    qc: number,
    quantity: number,
    weight: number,
    missing: number,
    flags: number,
  ): void {
    const canonical = this.instruments.canonical(fund);
    let status: number;
    if (this.onPath(canonical, depth)) {
      status = STATUS.cycle;
      this.warnCycle(canonical);
    } else if (depth >= this.levelCap) {
      status = STATUS.level_cap;
    } else {
      const chosen = this.compositions.choose(canonical);
      if (chosen >= 0) {
        const lineBasis = weakerStatus(basis, this.compositions.status(canonical));
        this.expandComposition(
          root,
          canonical,
          chosen,
          depth,
          path,
          lineBasis,
          rc,
          weight,
          missing,
        );
        return;
      }
      // Art. 84(3): a prudent data grouping needs what the submodules charge the fund by
      // (isGroupableFund); otherwise the units are type 2 equity (Art. 168(3)). The 20 %
      // limit is applied once every position is expanded (grouping-limit.ts).
      const groupable = this.instruments.isGroupableFund(fund);
      status = groupable ? STATUS.data_grouping : STATUS.not_looked_through;
    }
    const mask = this.instruments.missingMask(fund) | missing;
    this.out.push(root, fund, path, depth, status, rc, qc, 0, quantity, weight, mask, flags);
  }

  private expandComposition(
    root: number,
    fund: number,
    index: number,
    depth: number,
    path: number,
    basis: number,
    held: number,
    weight: number,
    missing: number,
  ): void {
    const composition = this.compositions.composition(index);
    const prepared = this.compositions.prepare(index);
    const lines = composition.lines;
    const childPath = this.paths.child(path, fund, this.instruments.code(fund));
    const childDepth = depth + 1;
    this.stack[depth] = fund;
    // Share of the fund held: the held value in the fund's currency over its NAV
    // (data-standards §2.4); it scales quantities and notionals, never values.
    const nav = finite(composition.netAssetValue);
    const share = (held * this.fx.factor(this.referenceCurrency, composition.currency)) / nav;
    const { weights, plainLines } = prepared;
    const overflowsBefore = this.overflows;
    // prettier-ignore
    let explained = visitLines(this, root, lines, plainLines, weights, childDepth, childPath, basis, held, weight, share, missing);
    for (const group of prepared.groups)
      // prettier-ignore
      explained += visitGroup(this, root, lines, prepared, group, childDepth, childPath, basis, held, weight, share, missing);
    if (!prepared.weightsOff && this.overflows === overflowsBefore) return;
    // Weights not adding up to 1 (or a line lost to an overflow): the unexplained value
    // stays in the fund as a residual line, negative when the weights exceed 1, so that
    // no value is created or lost.
    let residual = held - explained;
    let residualMissing = missing;
    if (residual === 0) return;
    if (!Number.isFinite(residual)) {
      residual = 0;
      residualMissing = VALUE;
    }
    let flags = LINE_FLAGS.quantityUnknown;
    let qc = residual * this.factorFromRc(fund);
    if (!Number.isFinite(qc)) {
      qc = 0;
      flags |= LINE_FLAGS.fxMissing;
    }
    const residualWeight = finiteOrZero(weight * (1 - prepared.weightSum));
    const mask = this.instruments.missingMask(fund) | residualMissing;
    // prettier-ignore
    this.out.push(root, fund, childPath, childDepth, STATUS.residual, residual, qc, 0, 0, residualWeight, mask, flags);
  }

  /** Whether a fund already sits on the path above `depth`. */
  onPath(canonical: number, depth: number): boolean {
    for (let k = 0; k < depth; k++) if (this.stack[k] === canonical) return true;
    return false;
  }

  /** Units of the instrument's currency per unit of reference currency, NaN when unknown. */
  factorFromRc(instrument: number): number {
    if (this.rcFactorKnown[instrument]) return this.rcFactor[instrument]!;
    const currency = this.instruments.attributes[instrument]!.currency;
    const factor = currency ? this.fx.factor(this.referenceCurrency, currency) : NaN;
    this.rcFactor[instrument] = factor;
    this.rcFactorKnown[instrument] = 1;
    if (Number.isNaN(factor)) this.fx.noteMissing(this.referenceCurrency, currency ?? '');
    return factor;
  }

  /** An amount converted, NaN when it or the rate is unknown. */
  private convert(amount: number, from: string, to: string): number {
    if (Number.isNaN(amount)) return NaN;
    const converted = amount * this.fx.factor(from, to);
    if (Number.isFinite(converted)) return converted;
    this.fx.noteMissing(from, to);
    return NaN;
  }

  warnCycle(fund: number): void {
    if (this.warnedCycles.has(fund)) return;
    this.warnedCycles.add(fund);
    const fundCode = this.instruments.code(fund);
    this.warnings.push({
      kind: 'cycle',
      fundCode,
      message: `Le fonds ${fundCode} se détient lui-même à travers ses compositions : le cycle est interrompu`,
    });
  }

  warnInvestee(path: number, investeeFundCode: string): void {
    const fundCode = this.paths.paths[path]!.at(-1) ?? '';
    const key = `${fundCode}\u0000${investeeFundCode}`;
    if (this.warnedInvestees.has(key)) return;
    this.warnedInvestees.add(key);
    this.warnings.push({
      kind: 'investee_fund_unknown',
      fundCode,
      investeeFundCode,
      message: `Fonds ${fundCode} : le fonds sous-jacent ${investeeFundCode} (champ TPT 95) est inconnu, ses lignes restent rattachées au fonds porteur`,
    });
  }
}

/** A number, or NaN for null, undefined and non-finite values. */
export function finite(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : NaN;
}

export function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
