export * from './roles';
export * from './perimeter';
export * from './compartment-entries';
