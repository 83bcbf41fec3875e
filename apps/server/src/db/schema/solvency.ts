import {
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImpactResult, ScrResultPayload } from '@prisme/domain';

/**
 * The SCR market-risk result of a transparised perimeter (computed_perimeters), written
 * in the same transaction as its look-through. Client data, keyed by role first.
 */
export const scrResults = pgTable(
  'scr_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    globalScrMarket: doublePrecision('global_scr_market').notNull(),
    globalMarketValuation: doublePrecision('global_market_valuation').notNull(),
    result: jsonb('result').$type<ScrResultPayload>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * « Impact 2027 » (issue 37 §3): the market SCR of the perimeter's look-through under both
 * rule sets, stored with its scr_results row when the computation asked for it. The
 * market SCR of each set is a column for the archives' history; the rest is the payload.
 */
export const scrImpactResults = pgTable(
  'scr_impact_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /** Market SCR under SII-2016 and SII-2027. */
    marketFrom: doublePrecision('market_from').notNull(),
    marketTo: doublePrecision('market_to').notNull(),
    result: jsonb('result').$type<ImpactResult>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * Why each look-through line is in each submodule (the engine's reason keys, labelled in
 * the result's `reasons`), what it loses in each (the binding scenario: the shock is the
 * loss over the line's value) and its Euler contribution to the market SCR. The interest
 * losses of both scenarios and the currency loss if the currency rises are kept besides,
 * for the reconciliation with the managers' TPT 97/98 and 105a/105b.
 */
export const scrLineResults = pgTable(
  'scr_line_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    lineNo: integer('line_no').notNull(),
    contribution: doublePrecision('contribution').notNull(),
    interestRate: text('interest_rate'),
    equity: text('equity'),
    property: text('property'),
    spread: text('spread'),
    spreadBucket: smallint('spread_bucket'),
    concentration: text('concentration'),
    concentrationName: text('concentration_name'),
    interestRateLoss: doublePrecision('interest_rate_loss'),
    equityLoss: doublePrecision('equity_loss'),
    propertyLoss: doublePrecision('property_loss'),
    spreadLoss: doublePrecision('spread_loss'),
    currencyLoss: doublePrecision('currency_loss'),
    interestRateLossUp: doublePrecision('interest_rate_loss_up'),
    interestRateLossDown: doublePrecision('interest_rate_loss_down'),
    /** If the line's currency rises against the reference one; the fall loses the opposite. */
    currencyLossUp: doublePrecision('currency_loss_up'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.lineNo] })],
);
