import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client role: the tenant key of every client table ("Client.DEMO1", "FDLCCP"…). */
export const clientRoles = pgTable('client_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /**
   * Set by an administrator (issue 35 §A.3): the client is no longer offered in the
   * perimeter's choices nor taken by imports; its data stay readable. Null while active.
   */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /**
   * The undertaking that files the client's QRTs (issue 36 §5), set by an administrator:
   * its LEI (ISO 17442, checked), legal name and reporting currency. Null until set: the
   * QRT exports are refused meanwhile.
   */
  lei: text('lei'),
  undertakingName: text('undertaking_name'),
  reportingCurrency: text('reporting_currency'),
});

/** A person known to Prisme, identified by the OIDC subject of their tokens. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: text('account_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set by an administrator: the account is refused from the next request on, whatever
   * tokens it still holds, and can neither sign in nor renew its token (issue 20 §5).
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** The rights of spec §6. A user without a row has none. */
export const userRights = pgTable('user_rights', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  transparency: boolean('transparency').notNull().default(false),
  simulation: boolean('simulation').notNull().default(false),
  solvency: boolean('solvency').notNull().default(false),
  esg: boolean('esg').notNull().default(false),
  risk: boolean('risk').notNull().default(false),
});

/** The client roles a non-admin user works for, in the order they were granted. */
export const userClientRoles = pgTable(
  'user_client_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleCode: text('role_code')
      .notNull()
      .references(() => clientRoles.code, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);
