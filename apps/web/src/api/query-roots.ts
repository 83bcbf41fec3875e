/**
 * Query key roots that one feature caches and another makes stale: a transparisation
 * reloads the parameters of every area (spec §4 Transparisation step 3), though the
 * features cannot import each other.
 */
export const PARAMETER_QUERY_ROOTS = {
  scrParameters: ['scr-parameters'],
  clientData: ['client-data'],
} as const;
