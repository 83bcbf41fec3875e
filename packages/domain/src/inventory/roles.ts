import { z } from 'zod';
import { EXCLUDED_DEFAULT_ROLE } from '../constants';

/** A client role as the API gives it (spec §3 "Rolename"). */
export const roleNameSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'RoleName' });
export type RoleName = z.infer<typeof roleNameSchema>;
export const roleNamesSchema = z.array(roleNameSchema);

/**
 * Roles an admin may pick: every one the server offers (its active client roles). Spec §5
 * kept only codes containing "Client.", "FDLCCP" or "fdlc", but Prisme's client_roles
 * holds nothing but clients, and a client created as the insurer names it would be
 * invisible (docs/decisions/administration/0249-admin-sees-every-client.md).
 */
export function rolesForAdmin<T extends { code: string }>(roles: readonly T[]): T[] {
  return [...roles];
}

/** A non-admin's role: the first one other than "Solvency" (spec §4). */
export function defaultRoleFor<T extends { code: string }>(roles: readonly T[]): T | undefined {
  return roles.find((role) => role.code !== EXCLUDED_DEFAULT_ROLE);
}
