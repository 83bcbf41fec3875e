import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { computedPerimeters } from './lookthrough';
import { clientRoleColumn } from './owner-columns';

/**
 * An archive (spec §3 "Archive", issue 18): a computed perimeter saved under a name in a
 * category of its client. The perimeter is its key, once: its row, lines and results stay
 * as they were (a recomputation retires the user's earlier perimeters but the archived
 * ones, lookthrough/perimeter-purge.ts), so the archive reads the same forever; deleting
 * it unfreezes them. The foreign key keeps a perimeter from going while archived.
 *
 * `families` lists the result families kept ('scr', 'esg', 'riskLiquidity'): a family that
 * lands later is a new value, not a column, and the archives saved before it simply do not
 * list it. What a result was computed with (parameters, client lists, scenarios) is in the
 * result's own payload. The author's name and the portfolios' names are copied when saved.
 */
export const archives = pgTable(
  'archives',
  {
    roleCode: clientRoleColumn(),
    perimeterId: uuid('perimeter_id').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** The perimeter is a simulation's (spec §4: the archive source). */
    simulation: boolean('simulation').notNull(),
    families: text('families').array().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    portfolioNames: text('portfolio_names').array().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roleCode, t.perimeterId] }),
    foreignKey({
      columns: [t.roleCode, t.perimeterId],
      foreignColumns: [computedPerimeters.roleCode, computedPerimeters.id],
    }).onDelete('restrict'),
    // A name once per role and category, whatever its case (the service also folds accents).
    uniqueIndex('archives_name_idx').on(t.roleCode, t.category, sql`lower(${t.name})`),
  ],
);
