export * from './types';
export { PAI_RULES, type PaiAggregation } from './rules';
export * from './compute';
export * from './annual';
export * from './from-look-through';
