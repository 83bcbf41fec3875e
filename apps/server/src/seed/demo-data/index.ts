/** Deterministic demo data for Prisme: generation (pure) and seeding (one transaction). */
export { generateDemoData, DEFAULT_SEED } from './generate';
export type { DemoDataOptions, DemoDataset } from './generate';
export { seedDemoData, writeDataset } from './writer';
export type { DemoDataResult } from './writer';
export { SYNTHETIC_SOURCE } from './market-rows';
