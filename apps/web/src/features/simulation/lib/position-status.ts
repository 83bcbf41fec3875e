import type { SimulationPosition } from '@prisme/domain';

/** What the simulation did to a position, as its grid's « Statut » column says. */
export type PositionStatus = 'unchanged' | 'modified' | 'sold' | 'bought';

export const STATUS_LABELS: Record<PositionStatus, string> = {
  unchanged: 'Inchangée',
  modified: 'Modifiée',
  sold: 'Vendue',
  bought: 'Achetée',
};

/**
 * A position at quantity 0 that the simulation changed is sold (it stays listed so that
 * it may be bought back); one without an initial quantity was bought in the simulation.
 */
export function positionStatus(position: SimulationPosition): PositionStatus {
  if (position.changed && position.quantity === 0) return 'sold';
  if (position.initialQuantity === null) return 'bought';
  return position.changed ? 'modified' : 'unchanged';
}

/** The change of value in EUR since the copy: a bought position started from nothing. */
export const valueDifference = (position: SimulationPosition): number =>
  position.marketValueRc - (position.initialMarketValueRc ?? 0);

/** The toolbar's « Lignes modifiées uniquement ». */
export const visiblePositions = (
  positions: readonly SimulationPosition[],
  changedOnly: boolean,
): readonly SimulationPosition[] =>
  changedOnly ? positions.filter((position) => position.changed) : positions;

/**
 * Deleting a copied position sells it (it stays listed at quantity 0); deleting a bought
 * one takes it away. A sold position has nothing left to sell.
 */
export type RemoveAction = 'sell' | 'remove' | null;

export function removeAction(position: SimulationPosition): RemoveAction {
  if (position.initialQuantity === null) return 'remove';
  return position.quantity === 0 ? null : 'sell';
}

/**
 * The portfolios the simulation holds and, for each, its compartments, sorted: where a
 * security may be bought (the server refuses any other).
 */
export function heldCompartments(positions: readonly SimulationPosition[]): Map<string, string[]> {
  const held = new Map<string, Set<string>>();
  for (const { portfolioCode, compartmentCode } of positions) {
    const compartments = held.get(portfolioCode) ?? new Set<string>();
    compartments.add(compartmentCode);
    held.set(portfolioCode, compartments);
  }
  const byCode = (a: string, b: string) => a.localeCompare(b, 'fr');
  return new Map(
    [...held.keys()].sort(byCode).map((code) => [code, [...held.get(code)!].sort(byCode)]),
  );
}
