import type { RoleName } from '@prisme/domain';

/** How a role reads in the bar: the code users know, then its name. */
export const roleLabel = (role: RoleName) => `${role.code} — ${role.name}`;
