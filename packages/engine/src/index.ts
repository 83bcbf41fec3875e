export * from './lookthrough';
export * from './scr';
export * from './esg';
export * from './liquidity';
