export * from './scr-parameters';
export * from './client-lists';
export * from './table-types';
export * from './regulatory-tables';
export * from './defaults';
export * from './validation';
