export * from './navigation-state';
export * from './navigation-store';
export * from './archive-transitions';
export * from './computation-transitions';
export * from './parameter-transitions';
export * from './perimeter-transitions';
export * from './simulation-transitions';
export * from './selectors';
