export * from './parse-result';
export * from './identifiers';
export * from './cic-table';
export * from './cic';
export * from './countries';
export * from './currencies';
