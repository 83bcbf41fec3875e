import type { Expander } from './expand';
import { visitLines } from './expand-lines';
import { MISSING_BIT } from './missing-data';
import type { InvesteeGroup, PreparedComposition } from './prepared-composition';
import { STATUS } from './status';
import { LINE_FLAGS } from './types';
import type { CompositionLineInput } from './types';

/**
 * TPT 95, layout 2 (data-standards §2.4): the lines of an investee fund given inside its
 * holder's composition. They are placed under the investee (one level deeper, its code in
 * the path) so that the level and cycle rules see the same tree as when the investee
 * comes with its own composition; their weights are the holder's. `depth` is the
 * investee's own depth. Returns the value taken, as visitLines does.
 */
export function visitGroup(
  x: Expander,
  root: number,
  lines: readonly CompositionLineInput[],
  prepared: PreparedComposition,
  group: InvesteeGroup,
  depth: number,
  path: number,
  basis: number,
  held: number,
  weight: number,
  share: number,
  missing: number,
): number {
  const { weights } = prepared;
  const investee = group.instrument;
  if (investee < 0) {
    // No instrument for the investee: its lines stay under the holder, nothing is lost.
    x.warnInvestee(path, group.code);
    // prettier-ignore
    return visitLines(x, root, lines, group.lines, weights, depth, path, basis, held, weight, share, missing);
  }
  const canonical = x.instruments.canonical(investee);
  const cycle = x.onPath(canonical, depth);
  if (!cycle && depth < x.levelCap) {
    const groupPath = x.paths.child(path, canonical, x.instruments.code(canonical));
    x.stack[depth] = canonical;
    // prettier-ignore
    return visitLines(x, root, lines, group.lines, weights, depth + 1, groupPath, basis, held, weight, share, missing);
  }
  if (cycle) x.warnCycle(canonical);

  // Kept whole (cycle or level cap): the investee is worth the sum of its lines' weights.
  let w = 0;
  let lineMissing = missing;
  for (let k = 0; k < group.lines.length; k++) {
    const wi = weights[group.lines[k]!]!;
    if (Number.isNaN(wi)) lineMissing = MISSING_BIT.value;
    else w += wi;
  }
  let exposure = held * w;
  if (!Number.isFinite(exposure)) {
    exposure = 0;
    lineMissing = MISSING_BIT.value;
    x.overflows++;
  }
  let flags = 0;
  // The replaced xx4x line, when present, gives the units held.
  const replaced = group.replacedLine >= 0 ? lines[group.replacedLine]!.quantity : null;
  let quantity = replaced === null ? NaN : replaced * share;
  if (!Number.isFinite(quantity)) {
    quantity = 0;
    flags |= LINE_FLAGS.quantityUnknown;
  }
  let qc = exposure * x.factorFromRc(investee);
  if (!Number.isFinite(qc)) {
    qc = 0;
    flags |= LINE_FLAGS.fxMissing;
  }
  let groupWeight = weight * w;
  if (!Number.isFinite(groupWeight)) groupWeight = 0;
  const status = cycle ? STATUS.cycle : STATUS.level_cap;
  const mask = x.instruments.missingMask(investee) | lineMissing;
  // prettier-ignore
  x.out.push(root, investee, path, depth, status, exposure, qc, 0, quantity, groupWeight, mask, flags);
  return exposure;
}
