export * from './api';
export * from './history';
export * from './report-workbook';
