export * from './lookthrough';
export * from './scr';
export * from './esg';
export * from './liquidity';
export * from './qrt/xbrl-csv';
export * from './qrt';
/** A small seeded generator, for benchmarks and tests that must replay a run. */
export { seededRandom } from './scr/synthetic';
