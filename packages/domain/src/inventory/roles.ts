import { z } from 'zod';
import { ADMIN_ROLE_SUBSTRINGS, EXCLUDED_DEFAULT_ROLE } from '../constants';

/** A client role as the API gives it (spec §3 "Rolename"). */
export const roleNameSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'RoleName' });
export type RoleName = z.infer<typeof roleNameSchema>;
export const roleNamesSchema = z.array(roleNameSchema);

/** Roles an admin may pick: codes containing "Client.", "FDLCCP" or "fdlc" (spec §5). */
export function rolesForAdmin<T extends { code: string }>(roles: readonly T[]): T[] {
  return roles.filter((role) => ADMIN_ROLE_SUBSTRINGS.some((part) => role.code.includes(part)));
}

/** A non-admin's role: the first one other than "Solvency" (spec §4). */
export function defaultRoleFor<T extends { code: string }>(roles: readonly T[]): T | undefined {
  return roles.find((role) => role.code !== EXCLUDED_DEFAULT_ROLE);
}
