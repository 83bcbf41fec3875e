export * from './classes';
export * from './api';
export * from './validation';
export * from './results';
