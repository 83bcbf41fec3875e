export * from './file-kinds';
export * from './columns';
export * from './api';
export * from './tpt-fields';
