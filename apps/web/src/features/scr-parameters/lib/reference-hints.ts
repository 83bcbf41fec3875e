import type { ScrReference } from '@prisme/domain';
import { formatShare } from '../../../lib/format';

/** The EIOPA value shown beside the user's (spec §3 "SCR reference"), or nothing. */
export function referenceHint(
  reference: ScrReference | null | undefined,
  field: 'type1Stress' | 'type2Stress' | 'yieldCurve',
): string | undefined {
  if (!reference) return undefined;
  if (field === 'yieldCurve') return `Référence EIOPA : ${reference.yieldCurve}`;
  return `Référence EIOPA : ${formatShare(reference[field])} (ajustement symétrique inclus)`;
}
