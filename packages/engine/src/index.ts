export * from './lookthrough';
