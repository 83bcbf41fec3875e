export * from './roles';
export * from './perimeter';
