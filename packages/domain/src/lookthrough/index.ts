export * from './line-status';
export * from './hierarchical-positions';
export * from './api';
