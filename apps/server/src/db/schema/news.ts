import { date, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './identity';

/** The built-in source's "Actualités" list (spec §3 "News item"), managed by admins. */
export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  logoUrl: text('logo_url'),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  pdfUrl: text('pdf_url'),
  sourceUrl: text('source_url'),
  intro: text('intro').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded news logos, served without authentication under their unguessable id. */
export const newsLogos = pgTable('news_logos', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
