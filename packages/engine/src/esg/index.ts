export * from './carbon';
export * from './letters';
export * from './portfolio';
export * from './security-score';
export * from './temperature';
