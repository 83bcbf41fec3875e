import { KIND } from './classify';
import type { LineContext } from './classify';
import { LIST_BIT } from './client-lists';
import { PROPERTY_CLASS } from './reasons';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';

export interface PropertyOutcome {
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
  const cls = new Uint8Array(n);
  const loss = new Float64Array(n);
  const bits = ctx.lists.bits;
  const leverage = ctx.lists.leverage;
  let total = 0;
  let ownUse = 0;
  let leveraged = 0;
  for (let i = 0; i < n; i++) {
    const k = ctx.kind[i]!;
    const b = bits[i]!;
    const mv = cols.marketValue[i]!;
    let l: number;
    if (b & LIST_BIT.leverage && k !== KIND.liability) {
      // Art. 84 look-through of a leveraged vehicle: 25 % of G = NAV·(1 + D/NAV).
      l = mv * stress * (1 + leverage![i]!);
      if (mv > 0 && l > mv) l = mv;
      cls[i] = PROPERTY_CLASS.leveraged;
      leveraged += l;
      if (b & LIST_BIT.leverageOwnUse) ownUse += l;
    } else if (k === KIND.property) {
      l = mv * stress;
      const own = ctx.cicSub[i] === 3 || (cols.flags[i]! & LINE_FLAG.ownUseProperty) !== 0;
      cls[i] = own ? PROPERTY_CLASS.ownUse : PROPERTY_CLASS.property;
      if (own) ownUse += l;
    } else if (k === KIND.fundPropertyGrouping) {
      l = mv * stress;
      cls[i] = PROPERTY_CLASS.fundGrouping;
    } else continue;
    loss[i] = l;
    total += l;
  }
  return { cls, loss, scr: Math.max(0, total), ownUse, leveraged };
}
