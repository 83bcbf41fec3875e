import { KIND } from './classify';
import type { LineContext } from './classify';
import { LIST_BIT } from './client-lists';
import { PROPERTY_CLASS } from './reasons';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';

export interface PropertyOutcome {
  /** Per row (classify.ts LineContext); the losses per line. */
  cls: Uint8Array;
  loss: Float64Array;
  scr: number;
  ownUse: number;
  leveraged: number;
}

/**
 * Art. 174: instantaneous fall of propertyStress in the value of immovable property,
 * own-use property included (EIOPA-BoS-14/171 GL3). A vehicle of the client's
 * property-leverage list is shocked on its gross property value NAV·(1 + debt/NAV),
 * the loss capped at the NAV invested (limited liability, reference §4).
 */
export function computeProperty(input: ScrInput, ctx: LineContext): PropertyOutcome {
  const cols = input.lines;
  const n = cols.length;
  const stress = input.parameters.property.propertyStress;
  const { row, rows } = ctx;
  const cls = new Uint8Array(rows);
  const loss = new Float64Array(n);
  const bits = ctx.lists.bits;
  const leverage = ctx.lists.leverage;
  // Each row's class once; a leveraged vehicle's factor 1 + D/NAV.
  const gross = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    const k = ctx.kind[i]!;
    const b = bits[i]!;
    if (b & LIST_BIT.leverage && k !== KIND.liability) {
      // Art. 84 look-through of a leveraged vehicle: 25 % of G = NAV·(1 + D/NAV).
      cls[i] = PROPERTY_CLASS.leveraged;
      gross[i] = 1 + leverage![i]!;
    } else if (k === KIND.property) {
      const own = ctx.cicSub[i] === 3 || (cols.flags[i]! & LINE_FLAG.ownUseProperty) !== 0;
      cls[i] = own ? PROPERTY_CLASS.ownUse : PROPERTY_CLASS.property;
    } else if (k === KIND.fundPropertyGrouping) cls[i] = PROPERTY_CLASS.fundGrouping;
  }
  let total = 0;
  let ownUse = 0;
  let leveraged = 0;
  for (let i = 0; i < n; i++) {
    const w = row[i]!;
    const c = cls[w]!;
    if (c === PROPERTY_CLASS.none) continue;
    const mv = cols.marketValue[i]!;
    let l: number;
    if (c === PROPERTY_CLASS.leveraged) {
      l = mv * stress * gross[w]!;
      if (mv > 0 && l > mv) l = mv;
      leveraged += l;
      if (bits[w]! & LIST_BIT.leverageOwnUse) ownUse += l;
    } else {
      l = mv * stress;
      if (c === PROPERTY_CLASS.ownUse) ownUse += l;
    }
    loss[i] = l;
    total += l;
  }
  return { cls, loss, scr: Math.max(0, total), ownUse, leveraged };
}
