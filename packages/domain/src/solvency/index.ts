export * from './api';
export * from './fund-reconciliation';
