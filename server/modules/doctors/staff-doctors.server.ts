/**
 * Doctors as the admin edits them: profile and fees, weekly schedule, leave days.
 * Reception edits schedules and leave of any doctor; a doctor their own.
 */
import { assertSlotsWithinClinic } from '@server/modules/clinic/hours.server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import type { ConsultationType } from '@core/constants';
import type { DoctorForm } from '@core/schemas/staff/staff';
import type { AppContext } from '@server/context';
import { consultations, doctorLeaves, doctorSchedules, doctors } from '@server/db/schema';
import { Conflict, Forbidden, NotFound } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { clinicDate } from '@core/booking/slots';
import { staffViews } from '@server/modules/consultations/staff/staff-consultations.server';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { invalidatePublicData } from '@server/cache/public-data';
import { isUuid } from '@core/uuid';
import { ACTIVE_STATUSES } from '@core/consultations/rules';
import type { StaffDoctor } from '@core/schemas/staff/doctor';
import { toStaffDoctor } from './views';

type DoctorRow = typeof doctors.$inferSelect;

function mayEditSchedule(actor: SignedInStaff, doctorId: string) {
  if (scopeOf(actor, 'doctors.schedule') !== 'all' && actor.doctorId !== doctorId) throw new Forbidden('staff.notYourSchedule');
}

async function doctorRow(ctx: AppContext, id: string): Promise<DoctorRow> {
  if (!isUuid(id)) throw new NotFound('doctors.notFound');
  const [row] = await ctx.db.select().from(doctors).where(eq(doctors.id, id)).limit(1);
  if (!row) throw new NotFound('doctors.notFound');
  return row;
}

export async function listStaffDoctors(ctx: AppContext): Promise<StaffDoctor[]> {
  const rows = await ctx.db.select().from(doctors).orderBy(asc(doctors.name));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const schedules = await ctx.db.select().from(doctorSchedules).where(inArray(doctorSchedules.doctorId, ids));
  const today = clinicDate(ctx.now());
  const leaves = await ctx.db.select().from(doctorLeaves).where(inArray(doctorLeaves.doctorId, ids)).orderBy(asc(doctorLeaves.date));
  return rows.map((r) =>
    toStaffDoctor(
      r,
      schedules,
      leaves.filter((l) => l.date >= today),
    ),
  );
}

export async function getStaffDoctor(ctx: AppContext, id: string): Promise<StaffDoctor> {
  const row = await doctorRow(ctx, id);
  const schedules = await ctx.db.select().from(doctorSchedules).where(eq(doctorSchedules.doctorId, id));
  const leaves = await ctx.db.select().from(doctorLeaves).where(eq(doctorLeaves.doctorId, id)).orderBy(asc(doctorLeaves.date));
  return toStaffDoctor(row, schedules, leaves);
}

function values(form: DoctorForm) {
  return {
    name: form.name,
    profileImage: form.profileImage ?? null,
    specialization: form.specialization,
    department: form.department,
    experience: form.experience,
    qualification: form.qualification,
    registrationNumber: form.registrationNumber || null,
    bio: form.bio || null,
    languages: form.languages,
    fees: form.fees as Record<ConsultationType, number>,
    active: form.active,
  };
}

export async function createDoctorProfile(ctx: AppContext, actor: SignedInStaff, form: DoctorForm): Promise<StaffDoctor> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(doctors).values(values(form)).returning();
    if (!row) throw new Error('doctor not created');
    await writeAudit(tx, ctx, actor, { action: 'doctor.create', entity: 'doctor', entityId: row.id, after: row });
    return row.id;
  });
  invalidatePublicData(ctx.db, 'doctors');
  return getStaffDoctor(ctx, id);
}

export async function updateDoctorProfile(ctx: AppContext, actor: SignedInStaff, id: string, form: DoctorForm): Promise<StaffDoctor> {
  const before = await doctorRow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(doctors)
      .set({ ...values(form), updatedAt: ctx.now() })
      .where(eq(doctors.id, id))
      .returning();
    await writeAudit(tx, ctx, actor, { action: 'doctor.update', entity: 'doctor', entityId: id, before, after });
  });
  invalidatePublicData(ctx.db, 'doctors');
  return getStaffDoctor(ctx, id);
}

export async function saveSchedule(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  days: { weekday: number; startTimes: string[] }[],
): Promise<StaffDoctor> {
  mayEditSchedule(actor, id);
  await doctorRow(ctx, id);
  const before = await ctx.db.select().from(doctorSchedules).where(eq(doctorSchedules.doctorId, id));
  const clean = days.map((d) => ({ weekday: d.weekday, startTimes: [...new Set(d.startTimes)].sort() })).filter((d) => d.startTimes.length);
  await assertSlotsWithinClinic(ctx, clean);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(doctorSchedules).where(eq(doctorSchedules.doctorId, id));
    if (clean.length) await tx.insert(doctorSchedules).values(clean.map((d) => ({ doctorId: id, ...d })));
    const asMap = (list: { weekday: number; startTimes: string[] }[]) =>
      Object.fromEntries(list.map((d) => [String(d.weekday), [...d.startTimes].sort().join(' ')]));
    await writeAudit(tx, ctx, actor, {
      action: 'doctor.schedule',
      entity: 'doctor',
      entityId: id,
      before: asMap(before),
      after: asMap(clean),
    });
  });
  invalidatePublicData(ctx.db, 'doctors');
  return getStaffDoctor(ctx, id);
}

/** Adds a leave day and returns the active bookings on it, for the desk to reschedule. */
export async function addLeave(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  leave: { date: string; reason?: string },
): Promise<{ doctor: StaffDoctor; affected: StaffConsultation[] }> {
  mayEditSchedule(actor, id);
  await doctorRow(ctx, id);
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        await tx.insert(doctorLeaves).values({ doctorId: id, date: leave.date, reason: leave.reason || null });
        await writeAudit(tx, ctx, actor, {
          action: 'doctor.leave.add',
          entity: 'doctor',
          entityId: id,
          after: { leave: leave.date, reason: leave.reason ?? null },
        });
      }),
    () => new Conflict('staff.leaveExists'),
  );
  invalidatePublicData(ctx.db, 'doctors');
  invalidatePublicData(ctx.db, 'bookings');
  return { doctor: await getStaffDoctor(ctx, id), affected: await bookingsOn(ctx, id, leave.date) };
}

async function bookingsOn(ctx: AppContext, doctorId: string, date: string): Promise<StaffConsultation[]> {
  const rows = await ctx.db
    .select()
    .from(consultations)
    .where(and(eq(consultations.doctorId, doctorId), eq(consultations.date, date), inArray(consultations.status, ACTIVE_STATUSES)))
    .orderBy(asc(consultations.timeSlot));
  return staffViews(ctx, rows);
}

export async function removeLeave(ctx: AppContext, actor: SignedInStaff, id: string, date: string): Promise<StaffDoctor> {
  mayEditSchedule(actor, id);
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(doctorLeaves)
      .where(and(eq(doctorLeaves.doctorId, id), eq(doctorLeaves.date, date)))
      .returning();
    if (rows.length)
      await writeAudit(tx, ctx, actor, {
        action: 'doctor.leave.remove',
        entity: 'doctor',
        entityId: id,
        before: { leave: date },
        after: { leave: null },
      });
    return rows.length;
  });
  if (!removed) throw new NotFound('staff.leaveNotFound');
  invalidatePublicData(ctx.db, 'doctors');
  invalidatePublicData(ctx.db, 'bookings');
  return getStaffDoctor(ctx, id);
}
