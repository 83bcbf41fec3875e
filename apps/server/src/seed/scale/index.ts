/** Large generated files (inventory, TPT, securities) for load tests of the importers. */
export { generateScaleFiles, scaleIssuers } from './generate-scale';
export type { ScaleOptions, ScaleSummary } from './generate-scale';
export { formatNumber } from './csv-writer';
