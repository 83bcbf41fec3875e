export * from './api';
export * from './fund-reconciliation';
export * from './comparison';
