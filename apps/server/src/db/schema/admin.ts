import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The clinic's staff: a separate population from customers, with their own sessions. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when someone else chose the password (creation, reset): the holder must change it first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    active: boolean('active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(t.email),
    check('staff_users_role_known', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** Staff bearer tokens: only their SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull().references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who changed what and when, with the entity before and after (secrets redacted). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** A copy of who it was, kept even if the account is renamed. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_staff_idx').on(t.staffId),
  ],
);
