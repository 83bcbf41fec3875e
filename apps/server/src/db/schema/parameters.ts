import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRoleColumn, userColumn } from './owner-columns';

/**
 * SCR parameters and client-data lists (spec §3 "Parameters", "Client-data lists"). Client
 * data: every table is keyed by the client role first, like client-data.ts.
 */

/**
 * One SCR parameter group ('equity' | 'interestRate' | 'property' | 'currency') of a user
 * for a client role. The values are the group's domain object as jsonb: the four groups
 * have different fields, are read and written whole, and the domain schema validates them
 * on the way in; a user without a row gets the regulatory defaults.
 */
export const scrParameterGroups = pgTable(
  'scr_parameter_groups',
  {
    roleCode: clientRoleColumn(),
    userId: userColumn(),
    groupName: text('group_name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.userId, t.groupName] })],
);

/**
 * The five client-data lists of a role in one table, told apart by `list`
 * ('strategicParticipations' | 'longTermAssets' | 'intraGroups' | 'concentrationExclusions'
 * | 'propertyLeverages'). Columns a list does not use stay null. `position` keeps the
 * order the user gave: a save replaces the role's whole list.
 */
export const scrClientListEntries = pgTable(
  'scr_client_list_entries',
  {
    roleCode: clientRoleColumn(),
    list: text('list').notNull(),
    position: integer('position').notNull(),
    code: text('code').notNull(), // usually an ISIN
    denomination: text('denomination').notNull(),
    codeCic: text('code_cic').notNull(),
    portfolioCode: text('portfolio_code'), // strategic, LTEI; '*' = all
    compartmentCode: text('compartment_code'), // strategic, LTEI; '*' = all
    currency: text('currency'), // LTEI; '*' = all
    qrtAdjEqMethVal: doublePrecision('qrt_adj_eq_meth_val'), // strategic, optional
    leverageRate: doublePrecision('leverage_rate'), // property leverage
    ownUse: boolean('own_use'), // property leverage
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.list, t.position] })],
);

/**
 * The change log of parameters and lists: who saved which group of which role, when, and
 * the values before and after (the whole group or list). Kept when the user or the role
 * goes, hence no foreign keys; accountId and displayName say who without a join.
 */
export const parameterAudit = pgTable(
  'parameter_audit',
  {
    roleCode: text('role_code').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id'),
    accountId: text('account_id').notNull(),
    displayName: text('display_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    groupName: text('group_name').notNull(),
    oldValues: jsonb('old_values').notNull(),
    newValues: jsonb('new_values').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.id] }),
    index('parameter_audit_group_idx').on(t.roleCode, t.groupName, t.changedAt),
  ],
);
