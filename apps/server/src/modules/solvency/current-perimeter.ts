import type { SavedPerimeter } from '@prisme/domain';

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((code) => set.has(code));
};

/**
 * Whether a computed perimeter is the computation of the perimeter the user saved (spec
 * §3): the same client, date and level, the same portfolios and compartments in any
 * order. A computation of another perimeter is not the saved one's result.
 */
export function isComputationOf(
  computed: {
    roleCode: string;
    valuationDate: string;
    portfolios: readonly string[];
    compartments: readonly string[];
    lookThroughLevel: string;
  },
  saved: SavedPerimeter,
): boolean {
  return (
    computed.roleCode === saved.rolename &&
    computed.valuationDate === saved.valuationDate &&
    computed.lookThroughLevel === saved.lookThroughLevel &&
    sameSet(computed.portfolios, saved.portfolios) &&
    sameSet(computed.compartments, saved.compartments)
  );
}
