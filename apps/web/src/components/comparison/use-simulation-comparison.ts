import { simulationComparison, useNavigationStore, type Area } from '../../state';

/**
 * The base and simulated perimeters a results page compares, or null outside a computed
 * simulation. The selector builds a new object on each call: the two ids are selected
 * apart so the store's equality check sees strings and does not re-render in a loop.
 */
export function useSimulationComparison(
  area: Area,
): { basePerimeterId: string; perimeterId: string } | null {
  const basePerimeterId = useNavigationStore(
    (state) => simulationComparison(state, area)?.basePerimeterId ?? null,
  );
  const perimeterId = useNavigationStore(
    (state) => simulationComparison(state, area)?.perimeterId ?? null,
  );
  return basePerimeterId && perimeterId ? { basePerimeterId, perimeterId } : null;
}
