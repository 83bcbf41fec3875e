import { useMemo } from 'react';
import type { PerimeterRequest } from '@prisme/domain';
import {
  isPerimeterValid,
  useClientRoleStore,
  useNavigationStore,
  type PerimeterSelection,
} from '../state';
import { isoDay } from './iso-date';

/** The perimeter request of spec §3 without userID, which each call adds. */
export type PerimeterRequestBody = Omit<PerimeterRequest, 'userID'>;

/** The perimeter request of spec §3 as the bar holds it, complete or not (the autosave). */
export const perimeterRequestOf = (
  role: string | null,
  selection: PerimeterSelection,
): PerimeterRequestBody => ({
  rolename: role,
  portfolios: selection.portfolios,
  // The server takes a plain ISO date; lists may carry a time part (spec §5).
  valuationDate: selection.valuationDate && isoDay(selection.valuationDate),
  compartments: selection.compartments,
  lookThroughLevel: selection.lookThroughLevel,
});

/**
 * The request of a complete perimeter, or null while it is incomplete (no client,
 * portfolio, date or compartment): what a transparisation or a computation sends.
 */
export function completePerimeterRequest(
  role: string | null,
  selection: PerimeterSelection,
): PerimeterRequestBody | null {
  if (!isPerimeterValid(selection, role !== null) || !selection.valuationDate) return null;
  return perimeterRequestOf(role, selection);
}

/** The complete perimeter request of the current client and selection, or null. */
export function useCompletePerimeterRequest(): PerimeterRequestBody | null {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const selection = useNavigationStore((state) => state.perimeter);
  return useMemo(() => completePerimeterRequest(role, selection), [role, selection]);
}

/**
 * Whether the perimeter is still the one sent: a change while a run was under way makes
 * its answer moot (the change already emptied the look-through and result state).
 */
export function isCurrentPerimeter(request: PerimeterRequestBody): boolean {
  const role = useClientRoleStore.getState().role?.code ?? null;
  const current = completePerimeterRequest(role, useNavigationStore.getState().perimeter);
  return JSON.stringify(current) === JSON.stringify(request);
}
