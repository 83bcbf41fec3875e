/** The feature's query and mutation keys: one simulation's data lives under its id. */
export const simulationKeys = {
  all: ['simulation'] as const,
  of: (simulationId: string) => [...simulationKeys.all, simulationId] as const,
  positions: (simulationId: string) => [...simulationKeys.of(simulationId), 'positions'] as const,
  cash: (simulationId: string) => [...simulationKeys.of(simulationId), 'cash'] as const,
  valuation: (simulationId: string) => [...simulationKeys.of(simulationId), 'valuation'] as const,
  securities: (search: string) => [...simulationKeys.all, 'securities', search] as const,
  /** The mutations that every page of the tab must see under way. */
  enter: ['simulation', 'enter'] as const,
  transparise: ['simulation', 'transparise'] as const,
};
