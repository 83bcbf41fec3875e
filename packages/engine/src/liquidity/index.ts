export * from './classify';
export * from './holdings';
export * from './scenario';
export * from './profile';
export * from './redemption';
export * from './analysis';
export * from './from-look-through';
