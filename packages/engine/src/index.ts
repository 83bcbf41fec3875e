export * from './lookthrough';
export * from './scr';
