// The perimeter feature's public surface: the app shell imports only from here.
export { loadClientRoles, type RoleFetchers } from './load-client-roles';
export { restoreSavedPerimeter } from './restore-saved-perimeter';
export { PerimeterBar } from './components/PerimeterBar';
// Made stale by a change of the client structure (app/routes/ClientsRoute).
export { inventoryRootKey } from './api/inventory';
