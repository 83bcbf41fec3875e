import type { Expander } from './expand';
import { KIND_DERIVATIVE, KIND_FUND, MASK_UNKNOWN } from './instruments';
import { MISSING_BIT } from './missing-data';
import { LINE_FLAGS } from './types';
import type { CompositionLineInput } from './types';

const VALUE = MISSING_BIT.value;
const QUANTITY_UNKNOWN = LINE_FLAGS.quantityUnknown;
const FX_MISSING = LINE_FLAGS.fxMissing;
const HAS_NOTIONAL = LINE_FLAGS.hasNotional;

/**
 * The lines `indices` of a composition, placed at `depth` under `path`: each line's
 * exposure is the held value × its weight (data-standards §2.4), a fund line recurses
 * with that exposure as its held value. Returns the value the lines took.
 *
 * This is the hot loop (a million lines): it is called once per composition, not per
 * line, and writes the columns itself, because every number passed to or returned from
 * a call V8 does not inline is boxed, which cost ~170 bytes of garbage per line.
 */
export function visitLines(
  x: Expander,
  root: number,
  lines: readonly CompositionLineInput[],
  indices: Int32Array,
  weights: Float64Array,
  depth: number,
  path: number,
  basis: number,
  held: number,
  weight: number,
  share: number,
  inheritedMissing: number,
): number {
  const { instruments, out, rcFactor, rcFactorKnown } = x;
  const { kinds, masks } = instruments;
  const shareKnown = Number.isFinite(share);
  let explained = 0;
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k]!;
    const line = lines[index]!;
    const w = weights[index]!;
    const instrument = line.instrumentIndex;
    let missing = inheritedMissing;
    let exposure = held * w;
    if (Number.isNaN(w)) {
      // No weight at all: 0, flagged. The weight sum leaves it out, so if the other
      // weights do not make 1 the residual line takes the difference.
      exposure = 0;
      missing = VALUE;
    } else if (!Number.isFinite(exposure)) {
      exposure = 0;
      missing = VALUE;
      x.overflows++;
    }
    explained += exposure;
    let flags = 0;
    let quantity = line.quantity === null ? NaN : line.quantity * share;
    if (!Number.isFinite(quantity)) {
      quantity = 0;
      flags |= QUANTITY_UNKNOWN;
    }
    const factor = rcFactorKnown[instrument] ? rcFactor[instrument]! : x.factorFromRc(instrument);
    let qc = exposure * factor;
    if (!Number.isFinite(qc)) {
      qc = 0;
      flags |= FX_MISSING;
    }
    let lineWeight = weight * w;
    if (!Number.isFinite(lineWeight)) lineWeight = 0;
    const kind = kinds[instrument] || instruments.kind(instrument);
    if (kind & KIND_FUND) {
      // prettier-ignore
      x.visitFund(root, instrument, depth, path, basis, exposure, qc, quantity, lineWeight, missing, flags);
      continue;
    }
    let notional = 0;
    if (line.nominal !== null && shareKnown && kind & KIND_DERIVATIVE) {
      // The fund's nominal (TPT 19, instrument currency) scaled by the share held.
      notional = (line.nominal * share) / factor;
      if (Number.isFinite(notional)) flags |= HAS_NOTIONAL;
      else {
        notional = 0;
        if (Number.isNaN(factor)) flags |= FX_MISSING;
      }
    }
    const i = out.reserve();
    out.root[i] = root;
    out.instrument[i] = instrument;
    out.path[i] = path;
    out.depth[i] = depth;
    out.status[i] = basis;
    out.exposureRc[i] = exposure;
    out.exposureQc[i] = qc;
    out.notionalRc[i] = notional;
    out.quantity[i] = quantity;
    out.weight[i] = lineWeight;
    let mask = masks[instrument]!;
    if (mask === MASK_UNKNOWN) mask = instruments.missingMask(instrument);
    out.missing[i] = mask | missing;
    out.flags[i] = flags;
  }
  return explained;
}
