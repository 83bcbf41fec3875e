import type { PerimeterRequest } from '@prisme/domain';
import { isoDay } from '../../../lib/iso-date';
import type { PerimeterSelection } from '../../../state';

/** The perimeter request of spec §3, without userID (the client adds it). */
export const perimeterRequestOf = (
  role: string | null,
  selection: PerimeterSelection,
): Omit<PerimeterRequest, 'userID'> => ({
  rolename: role,
  portfolios: selection.portfolios,
  // The server takes a plain ISO date; lists may carry a time part (spec §5).
  valuationDate: selection.valuationDate && isoDay(selection.valuationDate),
  compartments: selection.compartments,
  lookThroughLevel: selection.lookThroughLevel,
});
