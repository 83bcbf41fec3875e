import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Liquidity scenarios (spec §3 "Liquidity scenario", esg-and-liquidity §3.6): the
 * product's, shared by every client (GET /api/risk_liquidity/scenarios names none);
 * administrators edit them. `position` keeps the order users gave.
 */
export const liquidityScenarios = pgTable('liquidity_scenarios', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  comment: text('comment'),
  /** The derivatives' margin stress (issue 39); null: 1. */
  marginMultiplier: doublePrecision('margin_multiplier'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One detail of a scenario: the rule of a liquidity class in an asset scope (or « * »). */
export const liquidityScenarioDetails = pgTable(
  'liquidity_scenario_details',
  {
    scenarioCode: text('scenario_code')
      .notNull()
      .references(() => liquidityScenarios.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    liquidityClass: text('liquidity_class').notNull(),
    scopeCode: text('scope_code').notNull(),
    position: integer('position').notNull(),
    bondRatio: doublePrecision('bond_ratio').notNull(),
    equityDailyTreshold: doublePrecision('equity_daily_treshold').notNull(),
    spreadBidAskRatio: doublePrecision('spread_bid_ask_ratio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scenarioCode, t.liquidityClass, t.scopeCode] })],
);

/**
 * The liquidity analysis of a computed perimeter (issue 16), stored with it in the
 * computation's transaction and retired with it; the payload is the domain's
 * LiquidityResult, with the scenarios as they were.
 */
export const liquidityResults = pgTable(
  'liquidity_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * Each security of a computed perimeter as the liquidity engine held it: its netted
 * value, its volume as a share of the units held, its status, class, scope and the
 * reason of its class. The redemption analysis of any outflow is recomputed from these
 * rows; the lines' OData joins them by instrument (LiquidityClass, LiquidityStatus…).
 */
export const liquidityHoldings = pgTable(
  'liquidity_holdings',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    instrumentNo: integer('instrument_no').notNull(),
    value: doublePrecision('liquidity_value').notNull(),
    volumeShare: doublePrecision('volume_share'),
    status: text('liquidity_status').notNull(),
    reason: text('liquidity_reason').notNull(),
    liquidityClass: text('liquidity_class'),
    scope: text('liquidity_scope'),
    // Issue 39: a fund's dealing schedule (first cash day, null: suspended; gate; period),
    // how its terms were known, and where a share's price came from.
    firstDay: doublePrecision('first_day').default(1),
    gate: doublePrecision('gate'),
    period: doublePrecision('dealing_period').default(1),
    terms: text('dealing_terms').default('none'),
    priceSource: text('price_source').default('none'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.instrumentNo] })],
);
