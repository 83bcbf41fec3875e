export * from './api';
export * from './themes';
export * from './validation';
export * from './results';
export * from './labels';
export * from './pai';
export * from './pai-api';
