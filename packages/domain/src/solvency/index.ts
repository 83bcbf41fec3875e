export * from './api';
export * from './fund-reconciliation';
export * from './comparison';
export * from './rule-set';
export * from './impact';
export * from './computed-with';
export * from './counterparty';
