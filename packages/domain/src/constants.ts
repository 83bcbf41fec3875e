/** Business constants of spec §9. */
export const SPECIAL_ARCHIVE_CATEGORIES = ['Officiel', 'Test'] as const;
export const EXCLUDED_DEFAULT_ROLE = 'Solvency';
export const ESG_SUM_TOLERANCE = 0.0001;
export const INTEGRATION_FILES_TOP = 10000;
export const DEFAULT_SECTOR_ID = '*';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_WINDOW_WIDTH = 1200;
/** The product slug of /api/{product}/... routes (configurable, spec §7). */
export const DEFAULT_PRODUCT_SLUG = 'prisme';
/** The tools slug of /api/{tools}/token (configurable). */
export const DEFAULT_TOOLS_SLUG = 'tools';
