export { resetAllStores } from './registry';
export * from './session-store';
export * from './ui-store';
export * from './client-role-store';
export * from './navigation';
export * from './leave-guard-store';
