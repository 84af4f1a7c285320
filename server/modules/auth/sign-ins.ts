/**
 * Sessions for patients and staff. The token (128+ random bits) lives only in the HttpOnly cookie
 * `authToken` (or an explicit Bearer header); the database keeps an HMAC of it.
 * Patients: 7 days at most, ended after 2 idle days; staff: 12 hours, 30 idle minutes
 * (decision 0003). A sign-in ends the session the browser had; a patient can end all of theirs.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { LIMITS, type StaffRole } from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { patients, signIns, staff } from '@server/db/schema';

export interface PatientIdentity {
  kind: 'patient';
  sessionId: string;
  patient: { id: string; name: string; contact: string; email: string | null; age: number | null; locale: Locale };
}
export interface StaffIdentity {
  kind: 'staff';
  sessionId: string;
  staff: { id: string; name: string; phone: string; role: StaffRole; doctorId: string | null };
}
export type Identity = PatientIdentity | StaffIdentity;

function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const PATIENT_IDLE_MS = LIMITS.patientIdleDays * 86_400_000;
const STAFF_IDLE_MS = LIMITS.staffIdleMinutes * 60_000;

type SignInOwner = { kind: 'patient'; patientId: string } | { kind: 'staff'; staffId: string };

/** Creates a session and returns its token (only ever sent to the browser as a cookie). */
export async function createSignIn(
  ctx: AppContext,
  owner: SignInOwner,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.now();
  const lifetimeMs = owner.kind === 'patient' ? LIMITS.sessionDays * 86_400_000 : LIMITS.staffSessionHours * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await ctx.db.insert(signIns).values({
    tokenHash: hashToken(ctx.config.sessionSecret, token),
    kind: owner.kind,
    patientId: owner.kind === 'patient' ? owner.patientId : null,
    staffId: owner.kind === 'staff' ? owner.staffId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** Resolves a token to its identity, or null when unknown, expired, idle too long or revoked. */
export async function resolveSignIn(ctx: AppContext, token: string): Promise<Identity | null> {
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      id: signIns.id,
      kind: signIns.kind,
      lastSeenAt: signIns.lastSeenAt,
      patient: {
        id: patients.id,
        name: patients.name,
        contact: patients.contact,
        email: patients.email,
        age: patients.age,
        locale: patients.locale,
        deletedAt: patients.deletedAt,
      },
      staff: {
        id: staff.id,
        name: staff.name,
        phone: staff.phone,
        role: staff.role,
        doctorId: staff.doctorId,
        active: staff.active,
      },
    })
    .from(signIns)
    .leftJoin(patients, eq(patients.id, signIns.patientId))
    .leftJoin(staff, eq(staff.id, signIns.staffId))
    .where(and(eq(signIns.tokenHash, hashToken(ctx.config.sessionSecret, token)), gt(signIns.expiresAt, now)))
    .limit(1);
  if (!row) return null;

  if (row.kind === 'staff') {
    const idleLimit = now.getTime() - STAFF_IDLE_MS;
    if (!row.staff?.id || !row.staff.active || row.lastSeenAt.getTime() < idleLimit) {
      await ctx.db.delete(signIns).where(eq(signIns.id, row.id));
      return null;
    }
    await touch(ctx, row.id, row.lastSeenAt, now);
    const { active: _active, ...member } = row.staff;
    return { kind: 'staff', sessionId: row.id, staff: member };
  }

  const p = row.patient;
  if (!p?.id || p.deletedAt || !p.contact) return null;
  if (row.lastSeenAt.getTime() < now.getTime() - PATIENT_IDLE_MS) {
    await ctx.db.delete(signIns).where(eq(signIns.id, row.id));
    return null;
  }
  await touch(ctx, row.id, row.lastSeenAt, now);
  return {
    kind: 'patient',
    sessionId: row.id,
    patient: { id: p.id, name: p.name, contact: p.contact, email: p.email, age: p.age, locale: p.locale },
  };
}

/** Records activity at most once a minute, so reads stay cheap. */
async function touch(ctx: AppContext, sessionId: string, lastSeenAt: Date, now: Date) {
  if (now.getTime() - lastSeenAt.getTime() > 60_000) await ctx.db.update(signIns).set({ lastSeenAt: now }).where(eq(signIns.id, sessionId));
}

export async function endSignIn(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(signIns).where(eq(signIns.id, sessionId));
}

export async function endAllSignIns(ctx: AppContext, owner: SignInOwner): Promise<void> {
  await ctx.db
    .delete(signIns)
    .where(owner.kind === 'patient' ? eq(signIns.patientId, owner.patientId) : eq(signIns.staffId, owner.staffId));
}

/** Housekeeping: removes expired sessions and those idle too long. */
export async function purgeExpiredSignIns(ctx: AppContext): Promise<void> {
  const now = ctx.now().getTime();
  await ctx.db
    .delete(signIns)
    .where(
      or(
        lt(signIns.expiresAt, new Date(now)),
        and(eq(signIns.kind, 'staff'), lt(signIns.lastSeenAt, new Date(now - STAFF_IDLE_MS))),
        and(eq(signIns.kind, 'patient'), lt(signIns.lastSeenAt, new Date(now - PATIENT_IDLE_MS))),
      ),
    );
}
