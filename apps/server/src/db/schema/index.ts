export * from './identity';
export * from './idp';
