import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters kept in the database so every instance sees the same count. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Exponential back-off per sign-in bucket (an account seen from one device, one usual address, or
 * from anywhere else): failures so far and the moment the next attempt may be made (decision 096).
 */
export const signInBackoff = pgTable('sign_in_backoff', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where an account last signed in successfully: a browser (the hash of its device cookie) or a
 * client address. Attempts from these have their own back-off, untouched by attacks from elsewhere.
 */
export const knownSignInSources = pgTable(
  'known_sign_in_sources',
  {
    account: text('account').notNull(),
    kind: text('kind', { enum: ['device', 'address'] }).notNull(),
    value: text('value').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.kind, t.value] })],
);
