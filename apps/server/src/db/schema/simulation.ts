import {
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRoleColumn, userColumn } from './owner-columns';

/**
 * A simulation (spec §3 "Simulation state", issue 17): a user's what-if copy of a
 * perimeter's positions, for one client role. Its positions are edited apart from the
 * client's own; `initialValue` is what the copied positions were worth. Gone with its
 * user or client, and purged when older than SIMULATION_MAX_AGE_DAYS.
 */
export const simulations = pgTable(
  'simulations',
  {
    id: uuid('id').notNull(),
    roleCode: clientRoleColumn(),
    userId: userColumn(),
    valuationDate: date('valuation_date').notNull(),
    portfolios: text('portfolios').array().notNull(),
    compartments: text('compartments').array().notNull(),
    lookThroughLevel: text('look_through_level').notNull(),
    initialValue: doublePrecision('initial_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.id] }),
    index('simulations_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A position of a simulation: copied from the client's, or changed in the simulation.
 * Client data like its simulation, keyed by the simulation's role and id (tenancy.ts).
 */
export const simulationPositions = pgTable(
  'simulation_positions',
  {
    roleCode: text('role_code').notNull(),
    simulationId: uuid('simulation_id').notNull(),
    positionNo: integer('position_no').notNull(),
    portfolioCode: text('portfolio_code').notNull(),
    compartmentCode: text('compartment_code').notNull(),
    securityCode: text('security_code').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    quotationCurrency: text('quotation_currency').notNull(),
    marketValueQc: doublePrecision('market_value_qc').notNull(),
    marketValueRc: doublePrecision('market_value_rc').notNull(),
    accruedInterestRc: doublePrecision('accrued_interest_rc').notNull().default(0),
    bookValueRc: doublePrecision('book_value_rc'),
    acquisitionDate: date('acquisition_date'),
    /** The quantity copied from the client's position; null for a position the user added. */
    initialQuantity: doublePrecision('initial_quantity'),
    /**
     * The copied position's values: the price basis of any later quantity (a sold
     * position, at 0, keeps its price) and the « before » of the lines that changed.
     */
    initialMarketValueQc: doublePrecision('initial_market_value_qc'),
    initialMarketValueRc: doublePrecision('initial_market_value_rc'),
    initialAccruedInterestRc: doublePrecision('initial_accrued_interest_rc'),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.simulationId, t.positionNo] }),
    foreignKey({
      columns: [t.roleCode, t.simulationId],
      foreignColumns: [simulations.roleCode, simulations.id],
    }).onDelete('cascade'),
  ],
);
