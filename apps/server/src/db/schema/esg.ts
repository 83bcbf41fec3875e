import {
  date,
  doublePrecision,
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
 * ESG parameters (spec §3 "ESG entities", §7 "ESG and risk"). The pillar weights are a
 * user's (the spec's GET names the user only); the theme weights a user's for one client
 * role; the forced ratings a client role's. A user or role without rows gets the domain's
 * defaults (packages/domain/src/esg/themes.ts).
 */
export const esgPillarWeights = pgTable('esg_pillar_weights', {
  userId: userColumn().primaryKey(),
  e: doublePrecision('e').notNull(),
  s: doublePrecision('s').notNull(),
  g: doublePrecision('g').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One theme's weight for a sector (« * » the default) of a user and client role. */
export const esgThemeWeights = pgTable(
  'esg_theme_weights',
  {
    roleCode: clientRoleColumn(),
    userId: userColumn(),
    sectorCode: text('sector_code').notNull(),
    themeId: text('theme_id').notNull(),
    pillar: text('pillar').notNull(),
    ratio: doublePrecision('ratio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.userId, t.sectorCode, t.themeId] })],
);

/**
 * A client's forced rating of a security (its ISIN) on the model scale
 * (esg-and-liquidity §1.4.1): a note, or a letter alone, with optional pillar notes and
 * validity dates; one ISIN may have several ratings whose validities do not overlap.
 * `position` keeps the order.
 */
export const esgNoteExceptions = pgTable(
  'esg_note_exceptions',
  {
    roleCode: clientRoleColumn(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    denomination: text('denomination').notNull(),
    codeCic: text('code_cic').notNull(),
    note: doublePrecision('note'),
    letter: text('letter'),
    pillarE: doublePrecision('pillar_e'),
    pillarS: doublePrecision('pillar_s'),
    pillarG: doublePrecision('pillar_g'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.position] })],
);

/**
 * The ESG analysis of a computed perimeter (issue 15), stored with it in the computation's
 * transaction and retired with it; the payload is the domain's EsgResult.
 */
export const esgResults = pgTable(
  'esg_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    score: doublePrecision('score'),
    coverage: doublePrecision('coverage'),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * Each security's place in the ESG analysis of a computed perimeter (issue 15 §6: every
 * figure drills down to its lines): where its score comes from or why it has none (the
 * engine's ESG_LINE_STATUS keys), and its score and letter when scored. One row per
 * security, not per line: a line's status is its security's, but « short » for a negative
 * line of a scored or eligible security, which the lines' OData derives from the line
 * (line-columns.ts), so a million lines add no million-row COPY (bench:esg).
 */
export const esgSecurityResults = pgTable(
  'esg_security_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    instrumentNo: integer('instrument_no').notNull(),
    status: text('esg_status').notNull(),
    score: doublePrecision('esg_score'),
    letter: text('esg_letter'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.instrumentNo] })],
);
