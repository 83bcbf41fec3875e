import {
  boolean,
  date,
  doublePrecision,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * SFDR principal adverse impacts (issue 38 §7–10). `pai_data`: the PAI file's values, by
 * subject (an issuer's code or LEI, or a real estate asset's security code), metric (the
 * domain's PAI_METRICS) and date, each reported or estimated: reference data, shared.
 */
export const paiData = pgTable(
  'pai_data',
  {
    subjectCode: text('subject_code').notNull(),
    metric: text('metric').notNull(),
    asOf: date('as_of').notNull(),
    value: doublePrecision('value').notNull(),
    estimated: boolean('estimated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectCode, t.metric, t.asOf] })],
);

/**
 * The PAI statement of a computed perimeter (the domain's PaiResult), stored in the
 * computation's transaction with its ESG result and retired with it; an archive keeps it.
 */
export const paiResults = pgTable(
  'pai_results',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId] })],
);

/**
 * The statement's editable columns (« Explication », « Mesures prises ») of a perimeter's
 * indicator, saved with it: an archived perimeter keeps them.
 */
export const paiStatementTexts = pgTable(
  'pai_statement_texts',
  {
    roleCode: text('role_code').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    figureKey: text('figure_key').notNull(),
    explanation: text('explanation').notNull().default(''),
    actions: text('actions').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    authorName: text('author_name'),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.perimeterId, t.figureKey] })],
);
