import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** The perimeter each user last chose (spec §3 "Saved perimeter"), one row per user. */
export const savedPerimeters = pgTable('saved_perimeters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roleCode: text('role_code'),
  valuationDate: date('valuation_date'),
  portfolios: text('portfolios').array().notNull().default([]),
  compartments: text('compartments').array().notNull().default([]),
  lookThroughLevel: text('look_through_level'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
