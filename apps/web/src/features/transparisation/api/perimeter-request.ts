import type { PerimeterRequest } from '@prisme/domain';
import { isoDay } from '../../../lib/iso-date';
import { isPerimeterValid, type PerimeterSelection } from '../../../state';

/** The perimeter request of spec §3 without userID, which each call adds. */
export type PerimeterRequestBody = Omit<PerimeterRequest, 'userID'>;

/**
 * The request of a complete perimeter, or null while it is incomplete (no client,
 * portfolio, date or compartment). Same shape as the perimeter feature's saved
 * perimeter (features/perimeter/lib/perimeter-request.ts, not importable from here).
 */
export function perimeterRequestOf(
  role: string | null,
  selection: PerimeterSelection,
): PerimeterRequestBody | null {
  if (!isPerimeterValid(selection, role !== null) || !selection.valuationDate) return null;
  return {
    rolename: role,
    portfolios: selection.portfolios,
    // The server takes a plain ISO date; lists may carry a time part (spec §5).
    valuationDate: isoDay(selection.valuationDate),
    compartments: selection.compartments,
    lookThroughLevel: selection.lookThroughLevel,
  };
}
