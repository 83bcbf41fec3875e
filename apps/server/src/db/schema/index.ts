export * from './identity';
export * from './idp';
export * from './reference';
export * from './client-data';
export * from './perimeter';
export * from './lookthrough';
export * from './solvency';
export * from './parameters';
