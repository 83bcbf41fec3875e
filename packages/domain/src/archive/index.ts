export * from './api';
export * from './history';
