/** Jobs, the audit log, rate limits, uploads, the clinic profile and message deliveries (docs/decisions/0043). */
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import type { DeliveryStatus } from '@core/constants';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { staff } from './accounts';

/** Durable jobs (reminders, hold expiry). A dedupe key makes each job exist once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    dedupeKey: text().unique(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    lockedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at').on(t.at)],
);

/**
 * Request counters of the rate limits, shared by every instance on the database (decision 0017):
 * one row per limit and caller, counting hits until `resetAt` (a fixed window). Expired rows are
 * purged by the background work.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at').on(t.resetAt)],
);

/**
 * The first answer of each idempotent request (docs/decisions/0042-idempotency-keys.md): one row per
 * caller (`patient:<id>`, `staff:<id>` or `anonymous`) and `Idempotency-Key`, claimed before the
 * work (`responseStatus` null, held by `owner` until `lockedUntil`) and holding the answer after
 * it. Rows older than 24 hours are purged by the background work.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text().notNull(),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    owner: text().notNull(),
    lockedUntil: timestamp({ withTimezone: true }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Images staff uploaded (re-encoded WebP), in the database so that every instance serves them. */
export const uploads = pgTable('uploads', {
  name: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The clinic profile (core/schemas/staff/clinic-profile.ts): one row, id 1, written by the admin in the
 * staff console or by `npm run setup`. No row yet: the defaults of core/clinic.ts.
 */
export const clinicProfile = pgTable('clinic_profile', {
  id: smallint().primaryKey().default(1),
  profile: jsonb().$type<ClinicProfile>().notNull(),
  updatedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a provider (WhatsApp Cloud API, SMS) said about a message it accepted: one row per message
 * sent, keyed by the provider's message id, updated by the delivery-status webhook. A WhatsApp
 * message that fails queues the SMS fallback once (`fallbackQueuedAt`).
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().$type<'whatsapp' | 'sms'>().notNull(),
    providerMessageId: text().notNull().unique(),
    /** The notice job that sent it. */
    jobId: integer(),
    consultationId: varchar({ length: 20 }),
    /** The notice kind (booked, paid, reminder24h, ...). */
    kind: text().notNull(),
    to: varchar({ length: 10 }).notNull(),
    status: text().$type<DeliveryStatus>().notNull().default('sent'),
    error: text(),
    fallbackQueuedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('message_deliveries_consultation').on(t.consultationId)],
);
