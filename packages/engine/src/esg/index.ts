export * from './breakdowns';
export * from './carbon';
export * from './letters';
export * from './portfolio';
export * from './security-score';
export * from './temperature';
export * from './from-look-through';
export * from './pai';
