import { roleNamesSchema, type RoleName } from '@prisme/domain';
import { apiRequest } from '../../../api/client';

/** GET /api/inventory/rolenames?userID=… → the user's own roles, in order (spec §7). */
export function getRoleNames(): Promise<RoleName[]> {
  return apiRequest('inventory/rolenames', { withUserId: true, schema: roleNamesSchema });
}

/** GET /api/inventory/all-rolenames?userID=… → every role; admins only (403 otherwise). */
export function getAllRoleNames(): Promise<RoleName[]> {
  return apiRequest('inventory/all-rolenames', { withUserId: true, schema: roleNamesSchema });
}
