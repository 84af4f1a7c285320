/** Admin: staff accounts and the feedback report. */
import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '@core/constants';
import type { StaffMemberForm } from '@core/schemas/staff/staff';
import { buildFeedbackReport, type FeedbackReport } from '@core/staff/feedback-report';
import type { AppContext } from '@server/context';
import { consultations, doctors, feedback, staff } from '@server/db/schema';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import { endAllSignIns } from '@server/modules/auth/sign-ins';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

export interface StaffMember {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  role: StaffRole;
  doctorId: string | null;
  doctorName: string | null;
  active: boolean;
}

export async function listMembers(ctx: AppContext): Promise<StaffMember[]> {
  const rows = await ctx.db
    .select({ member: staff, doctorName: doctors.name })
    .from(staff)
    .leftJoin(doctors, eq(doctors.id, staff.doctorId))
    .orderBy(asc(staff.name));
  return rows.map(({ member: m, doctorName }) => ({
    id: m.id,
    name: m.name,
    phone: m.phone,
    email: m.email,
    role: m.role,
    doctorId: m.doctorId,
    doctorName,
    active: m.active,
  }));
}

async function checkDoctor(ctx: AppContext, form: StaffMemberForm) {
  if (form.role !== 'doctor') return null;
  const [row] = await ctx.db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.id, form.doctorId ?? ''))
    .limit(1);
  if (!row) throw new BadRequest('staff.doctorRequired', { doctorId: 'staff.doctorRequired' });
  return row.id;
}

/** Another staff account has this phone number (the unique index refused the write). */
const phoneTaken = () => new Conflict('staff.phoneTaken');

export async function createMember(ctx: AppContext, actor: SignedInStaff, form: StaffMemberForm): Promise<void> {
  const doctorId = await checkDoctor(ctx, form);
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({ name: form.name, phone: form.phone, email: form.email || null, role: form.role, doctorId, active: form.active })
          .returning();
        await writeAudit(tx, ctx, actor, { action: 'staff.create', entity: 'staff', entityId: row?.id ?? null, after: row ?? null });
      }),
    phoneTaken,
  );
}

export async function updateMember(ctx: AppContext, actor: SignedInStaff, id: string, form: StaffMemberForm): Promise<void> {
  const [before] = await ctx.db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!before) throw new NotFound('staff.memberNotFound');
  // An admin cannot lock themselves out (the last way in would be the command line).
  if (id === actor.id && (!form.active || form.role !== 'admin')) throw new Conflict('staff.cannotDemoteSelf');
  const doctorId = await checkDoctor(ctx, form);
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [after] = await tx
          .update(staff)
          .set({
            name: form.name,
            phone: form.phone,
            email: form.email || null,
            role: form.role,
            doctorId,
            active: form.active,
            updatedAt: ctx.now(),
          })
          .where(eq(staff.id, id))
          .returning();
        await writeAudit(tx, ctx, actor, {
          action: form.active ? 'staff.update' : 'staff.deactivate',
          entity: 'staff',
          entityId: id,
          before,
          after: after ?? null,
        });
      }),
    phoneTaken,
  );
  // A deactivated or re-roled account signs in again.
  if (!form.active || form.role !== before.role || doctorId !== before.doctorId || form.phone !== before.phone)
    await endAllSignIns(ctx, { kind: 'staff', staffId: id });
}

export async function feedbackReport(ctx: AppContext, options: { comments: number; doctorId: string | null }): Promise<FeedbackReport> {
  const rows = await ctx.db
    .select({
      doctorId: consultations.doctorId,
      doctorName: consultations.doctorName,
      createdAt: feedback.createdAt,
      ratings: feedback.ratings,
      onTime: feedback.onTime,
      comments: feedback.comments,
    })
    .from(feedback)
    .innerJoin(consultations, eq(consultations.id, feedback.consultationId));
  return buildFeedbackReport(rows, options);
}
