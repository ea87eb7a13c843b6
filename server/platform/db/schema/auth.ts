import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRoles = ['admin', 'editor', 'viewer'] as const;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** argon2id (D15); never leaves the server */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('viewer'),
    active: boolean('active').notNull().default(true),
    /** D18: the settings dialog's choices, kept per user */
    theme: text('theme', { enum: ['light', 'dark', 'auto'] })
      .notNull()
      .default('auto'),
    language: text('language', { enum: ['en', 'es', 'fr'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** TOTP two-factor sign-in (ADR 014): the shared secret, sealed with APP_SECRET; null when off */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the last TOTP time step accepted: a code is good once, never replayed within its window */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** a secret offered by setup and not yet confirmed by a code (sealed) */
    totpPendingSecret: text('totp_pending_secret'),
  },
  (t) => [uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`)],
);

/** Server-side sessions (SECURITY 3): the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time recovery codes for two-factor sign-in: SHA-256 of each (they are long random strings). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A password that was right, waiting for its second factor (ADR 014): the cookie holds a random
 * token, the table its SHA-256, like a session; it grants nothing but the next step, for minutes.
 * `purpose` 'verify' asks for a code; 'enroll' (an admin whom the policy requires to use two-factor
 * sign-in but who has not set it up) first offers a secret, kept here sealed until confirmed.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'enroll'] }).notNull(),
    pendingSecret: text('pending_secret'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);

/** The studio's sign-in rules, one row (id = 1): set by an admin, read at every sign-in. */
export const securityPolicy = pgTable(
  'security_policy',
  {
    id: integer('id').primaryKey().default(1),
    requireAdminTwoFactor: boolean('require_admin_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_policy_single_row', sql`${t.id} = 1`)],
);

/** Fixed-window counters shared by every app instance (login throttling, public POST limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
