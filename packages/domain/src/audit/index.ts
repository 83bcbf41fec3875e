export * from './api';
export * from './summary';
