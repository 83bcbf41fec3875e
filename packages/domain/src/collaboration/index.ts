export * from './site';
export * from './news';
