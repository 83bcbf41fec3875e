import {
  bigserial,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRoles } from './identity';

/**
 * Client data. Every table carries the client role (the tenant) as the first column of
 * its key, so no query can reach a row without naming its role, and a distributed
 * PostgreSQL can shard on it.
 */

export const portfolios = pgTable(
  'portfolios',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => clientRoles.code, { onDelete: 'cascade' }),
    code: text('code').notNull(), // codePortefeuille
    label: text('label').notNull(), // libellePortefeuille
    indice: text('indice'),
    /** ISO 4217 (issue 35 §A.3); null for a portfolio created before the structure had it. */
    currency: text('currency'),
    /** One of PORTFOLIO_KINDS (life, unit_linked…); null as `currency`. */
    kind: text('kind'),
    /** Deactivated (issue 35 §A.3): not offered, not computed, not imported; kept readable. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.code] })],
);

export const compartments = pgTable(
  'compartments',
  {
    roleCode: text('role_code').notNull(),
    portfolioCode: text('portfolio_code').notNull(),
    code: text('code').notNull(), // codeCompartiment
    label: text('label').notNull(), // libelleCompartiment
    /** Deactivated as a portfolio is (issue 35 §A.3). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.portfolioCode, t.code] }),
    foreignKey({
      columns: [t.roleCode, t.portfolioCode],
      foreignColumns: [portfolios.roleCode, portfolios.code],
    }).onDelete('cascade'),
  ],
);

/**
 * A direct holding of a portfolio's compartment at a valuation date. Its compartment
 * (role, portfolio, compartment) must exist: checked once per statement by triggers of
 * migrations 0007-0008, not by a foreign key, whose per-row check halved the speed of an
 * inventory import (docs/decisions/database/0019-positions-compartments-triggers.md). Deleting a
 * compartment deletes its positions.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    roleCode: text('role_code').notNull(),
    portfolioCode: text('portfolio_code').notNull(),
    compartmentCode: text('compartment_code').notNull(),
    valuationDate: date('valuation_date').notNull(),
    securityCode: text('security_code').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    quotationCurrency: text('quotation_currency').notNull(),
    marketValueQc: doublePrecision('market_value_qc').notNull(), // dirty, quotation currency
    accruedInterestQc: doublePrecision('accrued_interest_qc').notNull().default(0),
    marketValueRc: doublePrecision('market_value_rc').notNull(), // dirty, reference currency
    accruedInterestRc: doublePrecision('accrued_interest_rc').notNull().default(0),
    bookValueRc: doublePrecision('book_value_rc'),
    acquisitionDate: date('acquisition_date'),
    importId: integer('import_id'),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.id] }),
    index('positions_perimeter_idx').on(t.roleCode, t.portfolioCode, t.valuationDate),
  ],
);

/** The "Intégration" list of spec §3: one entry per file taken in or refused. */
export const integrationLog = pgTable(
  'integration_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roleCode: text('role_code'), // null for reference data shared by all clients
    title: text('title').notNull(), // file name
    category: text('category').notNull(), // the kind of file
    state: text('state').notNull(), // 'En cours' | 'Intégré' | 'Rejeté'
    sender: text('sender').notNull(), // display name of who sent it
    senderId: uuid('sender_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lineCount: integer('line_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first 1,000 errors: line, column, reason. */
    errors: jsonb('errors').$type<{ line: number; column: string; message: string }[]>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('integration_log_role_idx').on(t.roleCode, t.createdAt)],
);
