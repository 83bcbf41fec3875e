import { text, uuid } from 'drizzle-orm/pg-core';
import { clientRoles, users } from './identity';

/**
 * The columns that say whose a row is: a client role (the first key of every client
 * table) and a user, each gone with its owner.
 */
export const clientRoleColumn = () =>
  text('role_code')
    .notNull()
    .references(() => clientRoles.code, { onDelete: 'cascade' });

export const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
