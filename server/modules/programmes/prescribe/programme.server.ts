/**
 * A programme prescribed by the doctor of a completed consultation: the plan (a clinic
 * template adjusted for the patient) is checked by running the scheduler once, as the proposal
 * does, then saved as ONE programmes row with status 'proposed', its price and deposit. No session
 * is booked here: reception accepts the programme later.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { staffReaches } from '@core/consultations/rules';
import { can } from '@core/policy';
import type { Locale } from '@core/i18n/locales';
import { programmeDeposit, programmePrice } from '@core/programmes/price';
import type { PrescribeBody } from '@core/schemas/programmes/programmes';
import type { AppContext } from '@server/context';
import { consultations, programmes, programmeTemplates, therapySettings, type TemplateDay } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, DomainError, Forbidden, NotFound } from '@server/domain/errors';
import type { Tx } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import { writeAudit } from '@server/audit/audit.server';
import { cancelProgramme } from '@server/modules/programmes/desk/accept.server';
import { activeTemplate, completedConsultation, programmeDays, scheduleProgramme } from './proposal.server';

/** A programme as the consultation page lists it. */
export interface PrescribedProgramme {
  id: string;
  status: (typeof programmes.$inferSelect)['status'];
  templateSlug: string | null;
  startDate: string;
  timeBand: (typeof programmes.$inferSelect)['timeBand'];
  patientGender: (typeof programmes.$inferSelect)['patientGender'];
  days: number;
  sessions: number;
  plan: TemplateDay[];
  price: number;
  discount: number;
  deposit: number;
  notes: string;
  createdAt: string;
}

const listed = {
  id: programmes.id,
  status: programmes.status,
  templateSlug: programmeTemplates.slug,
  startDate: programmes.startDate,
  timeBand: programmes.timeBand,
  patientGender: programmes.patientGender,
  plan: programmes.plan,
  price: programmes.price,
  discount: programmes.discount,
  deposit: programmes.deposit,
  notes: programmes.notes,
  createdAt: programmes.createdAt,
};

function shown(row: Omit<PrescribedProgramme, 'days' | 'sessions' | 'createdAt'> & { createdAt: Date }): PrescribedProgramme {
  return {
    ...row,
    days: row.plan.length,
    sessions: row.plan.reduce((n, d) => n + d.therapies.length, 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rupees per session of each therapy of the plan, from the therapy settings. */
export async function pricesOf(ctx: AppContext): Promise<(slug: string) => number> {
  const rows = await ctx.db.select({ slug: therapySettings.therapySlug, price: therapySettings.price }).from(therapySettings);
  const bySlug = new Map(rows.map((r) => [r.slug, r.price]));
  return (slug) => bySlug.get(slug) ?? 0;
}

/**
 * The doctor of a completed consultation (or the desk) prescribes a programme: refused with the
 * scheduler's reason in the caller's language when it cannot be scheduled, nothing saved then.
 */
export async function prescribeProgramme(ctx: AppContext, actor: SignedInStaff, body: PrescribeBody, locale: Locale) {
  // Only a doctor prescribes, for a consultation of their own (core/policy.ts, decision 0032).
  if (!can(actor, 'programmes.prescribe')) throw new Forbidden();
  const consultation = await completedConsultation(ctx, actor, body.consultationId, 'programmes.prescribe');
  if (!consultation.patientId) throw new DomainError(422, 'staff.prescribe.noPatientRecord');
  const template = body.templateSlug ? await activeTemplate(ctx, body.templateSlug) : null;
  const days = await programmeDays(ctx, body);
  await scheduleProgramme(ctx, consultation.patientId, body, days, locale);
  const plan: TemplateDay[] = days.map((therapies, i) => ({ day: i + 1, therapies: [...therapies] }));
  const price = programmePrice(plan, await pricesOf(ctx));
  const row = await ctx.db
    .transaction(async (tx) => {
      await replaceOpenProgramme(ctx, tx, actor, consultation.id, body.replace);
      const [saved] = await tx
        .insert(programmes)
        .values({
          patientId: consultation.patientId!,
          consultationId: consultation.id,
          doctorId: consultation.doctorId,
          templateId: template?.id ?? null,
          patientGender: body.patientGender,
          startDate: body.startDate,
          timeBand: body.timeBand,
          status: 'proposed',
          plan,
          notes: body.notes,
          prescribedBy: actor.id,
          price,
          discount: 0,
          deposit: programmeDeposit(price, 0),
          locale: consultation.locale,
          noticeChannel: consultation.noticeChannel,
        })
        .returning();
      await writeAudit(tx, ctx, actor, { action: 'programme.prescribed', entity: 'programme', entityId: saved!.id, after: saved });
      return saved!;
    })
    .catch((error: unknown) => {
      // Another prescription for the consultation committed meanwhile: the database's one-open rule refused this one.
      if (isUniqueViolation(error, 'programmes_one_open_per_consultation')) throw new Conflict('staff.prescribe.alreadyHasProgramme');
      throw error;
    });
  const { id, status, startDate, timeBand, patientGender, price: total, discount, deposit, notes, createdAt } = row;
  return shown({
    id,
    status,
    templateSlug: body.templateSlug ?? null,
    startDate,
    timeBand,
    patientGender,
    plan,
    price: total,
    discount,
    deposit,
    notes,
    createdAt,
  });
}

/**
 * One open programme per consultation (the unique index programmes_one_open_per_consultation):
 * the consultation's programme not cancelled is a 409 unless the prescriber chose to replace it;
 * then it is cancelled by the one cancel path (its sessions to come freed), in the caller's transaction.
 */
async function replaceOpenProgramme(ctx: AppContext, tx: Tx, actor: SignedInStaff, consultationId: string, replace: boolean) {
  const open = await tx
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.consultationId, consultationId), ne(programmes.status, 'cancelled')))
    .for('update');
  if (!open.length) return;
  if (!replace) throw new Conflict('staff.prescribe.alreadyHasProgramme', undefined, { programmeId: open[0]!.id });
  for (const old of open) await cancelProgramme(ctx, actor, old.id, 'Replaced by a new prescription', tx);
}

/** The programmes prescribed after a consultation, newest first; reached as the consultation is. */
export async function programmesOfConsultation(
  ctx: AppContext,
  actor: SignedInStaff,
  consultationId: string,
): Promise<PrescribedProgramme[]> {
  const [consultation] = await ctx.db
    .select({ doctorId: consultations.doctorId })
    .from(consultations)
    .where(eq(consultations.id, consultationId));
  if (!consultation || !staffReaches(actor, consultation, 'programmes.view')) throw new NotFound('staff.consultationNotFound');
  const rows = await ctx.db
    .select(listed)
    .from(programmes)
    .leftJoin(programmeTemplates, eq(programmeTemplates.id, programmes.templateId))
    .where(eq(programmes.consultationId, consultationId))
    .orderBy(desc(programmes.createdAt), asc(programmes.id));
  return rows.map(shown);
}

/** What the prescribing form offers: the active templates and the therapies the clinic gives, named in the reader's language. */
export async function prescribeOptions(ctx: AppContext, locale: Locale) {
  const [templates, settings] = await Promise.all([
    ctx.db
      .select({ slug: programmeTemplates.slug, name: programmeTemplates.name, plan: programmeTemplates.plan })
      .from(programmeTemplates)
      .where(eq(programmeTemplates.active, true))
      .orderBy(asc(programmeTemplates.days), asc(programmeTemplates.slug)),
    ctx.db.select({ slug: therapySettings.therapySlug }).from(therapySettings).orderBy(asc(therapySettings.therapySlug)),
  ]);
  const therapies = settings
    .map((s) => ({ slug: s.slug, name: therapyName(s.slug, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return {
    templates: templates.map((t) => ({
      slug: t.slug,
      name: t.name[locale],
      days: [...t.plan].sort((a, b) => a.day - b.day).map((d) => d.therapies),
    })),
    therapies,
  };
}
