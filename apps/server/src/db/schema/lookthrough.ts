import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LookThroughSummary } from '@prisme/domain';
import { users } from './identity';

/**
 * A transparised perimeter (spec §3 "Transparisation state"): what was asked, when, by
 * whom, and the figures of its look-through. Its lines are in lookthrough_lines, written
 * in its transaction or before it (perimeters_in_writing): a perimeter row exists only
 * with all its lines. Client data: the role is part of every query that reaches it.
 */
export const computedPerimeters = pgTable(
  'computed_perimeters',
  {
    id: uuid('id').notNull(),
    roleCode: text('role_code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    valuationDate: date('valuation_date').notNull(),
    portfolios: text('portfolios').array().notNull(),
    compartments: text('compartments').array().notNull(),
    lookThroughLevel: text('look_through_level').notNull(),
    referenceCurrency: text('reference_currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    totalMarketValue: doublePrecision('total_market_value').notNull(),
    lineCount: integer('line_count').notNull(),
    summary: jsonb('summary').$type<LookThroughSummary>().notNull(),
    /** The simulation computed (issue 17); null for the client's own positions. */
    simulationId: uuid('simulation_id'),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.id] }),
    index('computed_perimeters_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A perimeter whose rows are being written before the commit that makes it visible (on
 * the embedded database, page by page: modules/computation/store-computation.ts). Its
 * rows belong to no computed_perimeters row yet; this one keeps the purge off them. Gone
 * in the commit that publishes the perimeter, or when the computation fails; left by a
 * process stopped mid-write, it is dropped at the next start, and the purge takes them.
 */
export const perimetersInWriting = pgTable(
  'perimeters_in_writing',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * The instruments of a transparised perimeter: each distinct instrument its lines show,
 * as the referential or the fund's TPT file states it. Lines point here by number, so a
 * million lines do not repeat thirty attributes each.
 */
export const lookthroughInstruments = pgTable(
  'lookthrough_instruments',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    instrumentNo: integer('instrument_no').notNull(),
    securityCode: text('security_code').notNull(),
    codeType: text('code_type'),
    securityName: text('security_name'),
    cic: text('cic'),
    cicCategory: text('cic_category'),
    country: text('country'),
    issuerCode: text('issuer_code'),
    issuerName: text('issuer_name'),
    issuerGroupCode: text('issuer_group_code'),
    issuerGroupName: text('issuer_group_name'),
    naceCode: text('nace_code'),
    gicsSector: text('gics_sector'),
    rating: text('rating'),
    creditQualityStep: smallint('credit_quality_step'),
    maturityDate: date('maturity_date'),
    couponRate: doublePrecision('coupon_rate'),
    modifiedDuration: doublePrecision('modified_duration'),
    creditSensitivity: doublePrecision('credit_sensitivity'),
    isGovernment: boolean('is_government').notNull().default(false),
    isSupranational: boolean('is_supranational').notNull().default(false),
    isCoveredBond: boolean('is_covered_bond').notNull().default(false),
    securitisationType: text('securitisation_type'),
    infrastructure: text('infrastructure'),
    listedEeaOecd: boolean('listed_eea_oecd').notNull().default(false),
    equityType: text('equity_type'),
    // What the fund's TPT line states beyond the engine's attributes (tpt-details.ts).
    economicZone: integer('economic_zone'), // TPT 13
    groupingCode: text('grouping_code'), // TPT 16
    interestRateType: text('interest_rate_type'), // TPT 32
    subordinatedDebt: text('subordinated_debt'), // TPT 58
    underlyingCic: text('underlying_cic'), // TPT 67
    underlyingCode: text('underlying_code'), // TPT 68
    underlyingName: text('underlying_name'), // TPT 70
    delta: doublePrecision('delta'), // TPT 93
    externalRating: text('external_rating'), // TPT 112
    ratingAgency: text('rating_agency'), // TPT 113
    underlyingAssetCategory: text('underlying_asset_category'), // TPT 131
    tptFields: text('tpt_fields'), // the kept fields by number, JSON
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.perimeterId, t.instrumentNo] }),
    index('lookthrough_instruments_code_idx').on(t.perimeterId, t.securityCode),
  ],
);

/**
 * The root positions of a transparised perimeter: the direct position each line comes
 * from (its portfolio, compartment and security). Lines point here by number: a million
 * lines do not repeat four strings each.
 */
export const lookthroughRoots = pgTable(
  'lookthrough_roots',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    rootNo: integer('root_no').notNull(),
    portfolioCode: text('portfolio_code').notNull(),
    compartmentCode: text('compartment_code').notNull(),
    rootCode: text('root_code').notNull(),
    rootName: text('root_name'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.rootNo] })],
);

/** The fund paths of a transparised perimeter (held fund > … > holding fund), by number. */
export const lookthroughPaths = pgTable(
  'lookthrough_paths',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    pathNo: integer('path_no').notNull(),
    fundPath: text('fund_path').notNull(),
    parentFundCode: text('parent_fund_code'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.pathNo] })],
);

/**
 * One look-through line (HIERARCHICAL_POSITION_COLUMNS of the domain names each column
 * for OData, with those of its instrument). The role is the first key column, as in every
 * client table.
 */
export const lookthroughLines = pgTable(
  'lookthrough_lines',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    lineNo: integer('line_no').notNull(),
    instrumentNo: integer('instrument_no').notNull(),
    /** The line's root position, in lookthrough_roots. */
    rootNo: integer('root_no').notNull(),
    /** The funds it is held through, in lookthrough_paths. */
    pathNo: integer('path_no').notNull(),
    depth: smallint('depth').notNull(),
    quotationCurrency: text('quotation_currency'),
    quantity: doublePrecision('quantity'),
    notionalRc: doublePrecision('notional_rc'),
    marketValueQc: doublePrecision('market_value_qc'),
    marketValueRc: doublePrecision('market_value_rc').notNull(),
    weight: doublePrecision('weight').notNull(),
    status: text('status').notNull(),
    missingData: text('missing_data').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.lineNo] })],
);
