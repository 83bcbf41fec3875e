export * from './messages';
export * from './errors';
export * from './locale';
export * from './constants';
export * from './rights/rights';
export * from './common/user-query';
export * from './common/health';
export * from './common/app-config';
