export * from './lookthrough';
export * from './scr';
export * from './esg';
export * from './liquidity';
export * from './qrt/xbrl-csv';
export * from './qrt';
