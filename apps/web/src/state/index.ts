export { resetAllStores } from './registry';
export * from './session-store';
export * from './ui-store';
