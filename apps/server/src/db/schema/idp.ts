import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Embedded identity provider: a sign-in name and a scrypt password hash per account. */
export const idpCredentials = pgTable('idp_credentials', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => users.accountId, { onDelete: 'cascade' }),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** After repeated failures, no attempt is checked before this instant. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
});

/** Password-reset links: only the SHA-256 of the token is kept. */
export const idpPasswordResets = pgTable('idp_password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => idpCredentials.accountId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** oidc-provider's storage (sessions, grants, codes, tokens…), one row per model and id. */
export const oidcStore = pgTable(
  'oidc_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_store_grant_idx').on(t.grantId),
    index('oidc_store_uid_idx').on(t.model, t.uid),
    index('oidc_store_user_code_idx').on(t.model, t.userCode),
  ],
);

/** Signing keys (private JWK) and cookie keys of the identity provider, kept across restarts. */
export const idpKeys = pgTable('idp_keys', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['signing', 'cookie'] }).notNull(),
  material: jsonb('material').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sign-in pages' per-address rate limit (@fastify/rate-limit's store, auth/idp/
 * rate-limit-store.ts): one counter per key and window, shared by every API process so
 * that N processes do not allow N times the limit. Expired rows are purged with
 * oidc_store's.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
