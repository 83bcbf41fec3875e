export * from './classes';
export * from './api';
export * from './validation';
export * from './results';
export * from './terms';
export * from './hqla';
export * from './margin';
