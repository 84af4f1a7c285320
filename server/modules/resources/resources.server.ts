/**
 * The Panchakarma resources the admin keeps: treatment rooms, therapists and their
 * leave, therapy settings. Every change is audited; a refused change saves nothing.
 */
import { and, asc, count, eq, gt, gte, isNull, ne } from 'drizzle-orm';
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import type {
  NewTherapistSchema,
  RoomSchema,
  TemplateSchema,
  TherapistForm,
  TherapySettingsSchema,
} from '@core/schemas/programmes/programmes';
import type { z } from 'zod';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { invalidatePublicData } from '@server/cache/public-data';
import { uniqueViolationAs } from '@server/db/errors';
import {
  programmeTemplates,
  staff,
  therapistLeaves,
  therapists,
  therapySessions,
  therapySettings,
  treatmentRooms,
} from '@server/db/schema';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { assertHoursWithinClinic } from '@server/modules/clinic/hours.server';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { clinicDate } from '@core/booking/slots';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/** A new room or therapist saved and audited ('<entity>.created') in one transaction; one already there is `taken`'s 409. */
async function createAudited(
  ctx: AppContext,
  actor: Actor,
  entity: 'room' | 'therapist',
  insert: (tx: Tx) => Promise<{ id: string }[]>,
  taken: () => Error,
  constraint?: string,
): Promise<void> {
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await insert(tx);
        await writeAudit(tx, ctx, actor, { action: `${entity}.created`, entity, entityId: row!.id, after: row });
      }),
    taken,
    constraint,
  );
}

// Rooms

export async function listRooms(ctx: AppContext) {
  const rows = await ctx.db.select().from(treatmentRooms).where(isNull(treatmentRooms.removedAt)).orderBy(asc(treatmentRooms.name));
  return rows.map((r) => ({ id: r.id, name: r.name, capabilities: r.capabilities }));
}

export async function createRoom(ctx: AppContext, actor: Actor, form: z.infer<typeof RoomSchema>): Promise<void> {
  await createAudited(
    ctx,
    actor,
    'room',
    (tx) => tx.insert(treatmentRooms).values(form).returning(),
    () => new Conflict('programmes.roomNameTaken'),
    'treatment_rooms_name',
  );
}

/** A room not removed, locked for a change (404 otherwise): a booking reads it FOR SHARE, so none slips in meanwhile. */
async function lockRoom(tx: Tx, id: string) {
  const [room] = await tx
    .select()
    .from(treatmentRooms)
    .where(and(eq(treatmentRooms.id, id), isNull(treatmentRooms.removedAt)))
    .for('update');
  if (!room) throw new NotFound('programmes.roomNotFound');
  return room;
}

export async function updateRoom(ctx: AppContext, actor: Actor, id: string, form: z.infer<typeof RoomSchema>): Promise<void> {
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = await lockRoom(tx, id);
        const [after] = await tx
          .update(treatmentRooms)
          .set({ ...form, updatedAt: ctx.now() })
          .where(eq(treatmentRooms.id, id))
          .returning();
        await writeAudit(tx, ctx, actor, { action: 'room.updated', entity: 'room', entityId: id, before, after });
      }),
    () => new Conflict('programmes.roomNameTaken'),
    'treatment_rooms_name',
  );
}

/**
 * Removes a room: refused (409, with how many) while sessions are booked in it from now on. The
 * room row is locked first; bookSession reads it FOR SHARE, so no booking slips in between.
 */
export async function removeRoom(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockRoom(tx, id);
    const [booked] = await tx
      .select({ n: count() })
      .from(therapySessions)
      .where(and(eq(therapySessions.roomId, id), eq(therapySessions.status, 'booked'), gt(therapySessions.endsAt, ctx.now())));
    if (booked!.n > 0) throw new Conflict('programmes.roomHasSessions', { count: booked!.n }, { sessions: booked!.n });
    const [after] = await tx
      .update(treatmentRooms)
      .set({ removedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(treatmentRooms.id, id))
      .returning();
    await writeAudit(tx, ctx, actor, { action: 'room.removed', entity: 'room', entityId: id, before, after });
  });
}

// Therapy settings

export async function listTherapySettings(ctx: AppContext) {
  const rows = await ctx.db.select().from(therapySettings).orderBy(asc(therapySettings.therapySlug));
  return rows.map(({ updatedAt: _updatedAt, ...r }) => r);
}

export async function updateTherapySettings(ctx: AppContext, actor: Actor, slug: string, form: z.infer<typeof TherapySettingsSchema>) {
  if (!THERAPY_SETTINGS_DEFAULTS[slug]) throw new NotFound('programmes.therapyUnknown');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(therapySettings).where(eq(therapySettings.therapySlug, slug)).for('update');
    const [after] = await tx
      .insert(therapySettings)
      .values({ therapySlug: slug, ...form, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: therapySettings.therapySlug, set: { ...form, updatedAt: ctx.now() } })
      .returning();
    await writeAudit(tx, ctx, actor, {
      action: 'therapy-settings.updated',
      entity: 'therapy',
      entityId: slug,
      before: before ?? null,
      after,
    });
  });
  // Therapy pages show the session length, price and whether a prescription is needed.
  invalidatePublicData(ctx.db, 'therapies');
}

/** Catalogue therapies no active therapist is trained for (they cannot be booked). */
export async function therapiesWithoutTherapists(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db.select({ therapies: therapists.therapies }).from(therapists).where(eq(therapists.active, true));
  const trained = new Set(rows.flatMap((r) => r.therapies));
  return Object.keys(THERAPY_SETTINGS_DEFAULTS).filter((slug) => !trained.has(slug));
}

// Therapists

export async function listTherapists(ctx: AppContext) {
  const rows = await ctx.db.select().from(therapists).orderBy(asc(therapists.name));
  const leaves = await ctx.db
    .select()
    .from(therapistLeaves)
    .where(gte(therapistLeaves.date, clinicDate(ctx.now()))) // the clinic's today, not UTC's
    .orderBy(asc(therapistLeaves.date));
  return rows.map((t) => ({
    id: t.id,
    staffId: t.staffId,
    name: t.name,
    gender: t.gender,
    therapies: t.therapies,
    weeklyHours: t.weeklyHours,
    active: t.active,
    leaves: leaves.filter((l) => l.therapistId === t.id).map((l) => ({ date: l.date, reason: l.reason })),
  }));
}

function checkTherapies(form: TherapistForm): void {
  const unknown = form.therapies.find((slug) => !THERAPY_SETTINGS_DEFAULTS[slug]);
  if (unknown) throw new BadRequest('programmes.therapyUnknown', { therapies: 'programmes.therapyUnknown' });
}

export async function createTherapist(ctx: AppContext, actor: Actor, form: z.infer<typeof NewTherapistSchema>): Promise<void> {
  checkTherapies(form);
  await assertHoursWithinClinic(ctx, form.weeklyHours);
  if (form.staffId) {
    const [account] = await ctx.db.select({ role: staff.role }).from(staff).where(eq(staff.id, form.staffId));
    if (!account) throw new NotFound('programmes.therapistNotFound');
    if (account.role !== 'therapist') throw new BadRequest('programmes.staffNotTherapist', { staffId: 'programmes.staffNotTherapist' });
  }
  await createAudited(
    ctx,
    actor,
    'therapist',
    (tx) => tx.insert(therapists).values(form).returning(),
    () => new Conflict('programmes.staffAlreadyTherapist'),
  );
}

export async function updateTherapist(ctx: AppContext, actor: Actor, id: string, form: TherapistForm): Promise<void> {
  checkTherapies(form);
  await assertHoursWithinClinic(ctx, form.weeklyHours);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(therapists).where(eq(therapists.id, id)).for('update');
    if (!before) throw new NotFound('programmes.therapistNotFound');
    const [after] = await tx
      .update(therapists)
      .set({ ...form, updatedAt: ctx.now() })
      .where(eq(therapists.id, id))
      .returning();
    await writeAudit(tx, ctx, actor, { action: 'therapist.updated', entity: 'therapist', entityId: id, before, after });
  });
}

export async function addTherapistLeave(ctx: AppContext, actor: Actor, id: string, leave: { date: string; reason?: string }) {
  const [therapist] = await ctx.db.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, id));
  if (!therapist) throw new NotFound('programmes.therapistNotFound');
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(therapistLeaves)
          .values({ therapistId: id, date: leave.date, reason: leave.reason || null })
          .returning();
        await writeAudit(tx, ctx, actor, { action: 'therapist.leave', entity: 'therapist', entityId: id, after: row });
      }),
    () => new Conflict('programmes.leaveExists'),
    'therapist_leaves_therapist_date',
  );
}

/** Removes one day of a therapist's leave; an unknown therapist or a day without leave is a 404. */
export async function removeTherapistLeave(ctx: AppContext, actor: Actor, id: string, date: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [therapist] = await tx.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, id));
    if (!therapist) throw new NotFound('programmes.therapistNotFound');
    const [before] = await tx
      .delete(therapistLeaves)
      .where(and(eq(therapistLeaves.therapistId, id), eq(therapistLeaves.date, date)))
      .returning();
    if (!before) throw new NotFound('staff.leaveNotFound');
    await writeAudit(tx, ctx, actor, { action: 'therapist.leave-removed', entity: 'therapist', entityId: id, before });
  });
}

// Templates

export async function listTemplates(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(programmeTemplates)
    .where(ne(programmeTemplates.active, false))
    .orderBy(asc(programmeTemplates.days));
  return rows.map((t) => ({ id: t.id, slug: t.slug, name: t.name, days: t.days, plan: t.plan }));
}

/** Creates a template (`id` null) or replaces one; a taken short name is a 409. */
export async function saveTemplate(ctx: AppContext, actor: Actor, id: string | null, form: z.infer<typeof TemplateSchema>): Promise<void> {
  const unknown = form.plan.flatMap((d) => d.therapies).find((slug) => !THERAPY_SETTINGS_DEFAULTS[slug]);
  if (unknown) throw new BadRequest('programmes.therapyUnknown', { plan: 'programmes.therapyUnknown' });
  const values = { slug: form.slug, name: form.name, plan: form.plan, days: form.plan.length };
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [before] = id ? await tx.select().from(programmeTemplates).where(eq(programmeTemplates.id, id)).for('update') : [null];
        if (id && !before) throw new NotFound('programmes.templateNotFound');
        const [after] = id
          ? await tx
              .update(programmeTemplates)
              .set({ ...values, updatedAt: ctx.now() })
              .where(eq(programmeTemplates.id, id))
              .returning()
          : await tx.insert(programmeTemplates).values(values).returning();
        await writeAudit(tx, ctx, actor, {
          action: id ? 'template.updated' : 'template.created',
          entity: 'template',
          entityId: after!.id,
          before,
          after,
        });
      }),
    () => new Conflict('programmes.templateSlugTaken'),
  );
}
