/**
 * A schedule proposal for a programme prescribed after a completed consultation: the
 * tables read into the scheduler's input (./schedule-input.server), the pure scheduler's answer
 * with names for the reader. Nothing is saved: reception accepts or moves sessions later.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { clinicTime, isIsoDate, slotStart } from '@core/booking/slots';
import { staffReaches } from '@core/consultations/rules';
import type { Capability } from '@core/policy';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { scheduleFailureMessage } from '@core/programmes/messages';
import { proposeSchedule } from '@core/programmes/scheduler';
import type { ProposedSession, ScheduleFailure } from '@core/programmes/types';
import type { ProposalBody } from '@core/schemas/programmes/programmes';
import type { AppContext } from '@server/context';
import { consultations, programmeTemplates, therapists, treatmentRooms } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { DomainError, NotFound } from '@server/domain/errors';
import { loadScheduleInput } from './schedule-input.server';

/** A clinic date ('2026-12-01') as messages write it: '1 Dec 2026' / '1 दिस॰ 2026'. */
const dateFor = (date: string, locale: Locale) =>
  formatClinicDateTime(slotStart(date, '12:00'), INTL_LOCALE[locale], { dateStyle: 'medium' });

/**
 * The scheduler's refusal as an error in the caller's language, with the therapy's name and dates
 * written for the reader: 409 when the time is taken, 422 otherwise.
 */
export function refusal(reason: ScheduleFailure, locale: Locale): DomainError {
  const { key, params } = scheduleFailureMessage(reason);
  const written = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && isIsoDate(v) ? dateFor(v, locale) : v]),
  );
  const named = 'therapy' in reason ? { ...written, therapy: therapyName(reason.therapy, locale) } : written;
  return new DomainError(reason.code === 'no-time-in-band' ? 409 : 422, key, named);
}

/** The consultation a programme follows: reached as on the staff consultation screen, and completed. */
export async function completedConsultation(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  capability: Capability = 'programmes.propose',
) {
  const [row] = await ctx.db
    .select({
      id: consultations.id,
      doctorId: consultations.doctorId,
      patientId: consultations.patientId,
      status: consultations.status,
      locale: consultations.locale,
      noticeChannel: consultations.noticeChannel,
    })
    .from(consultations)
    .where(eq(consultations.id, id));
  if (!row || !staffReaches(actor, row, capability)) throw new NotFound('staff.consultationNotFound');
  if (row.status !== 'completed') throw new DomainError(422, 'staff.proposal.consultationNotCompleted');
  return row;
}

/** The programme's days (each day's therapies, in order): as given, or the active template's. */
export async function programmeDays(ctx: AppContext, body: ProposalBody): Promise<string[][]> {
  if (body.days) return body.days;
  return (await activeTemplate(ctx, body.templateSlug ?? '')).days;
}

/** An active template by its short name, with its days in order; 404 otherwise. */
export async function activeTemplate(ctx: AppContext, slug: string): Promise<{ id: string; days: string[][] }> {
  const [template] = await ctx.db
    .select({ id: programmeTemplates.id, plan: programmeTemplates.plan })
    .from(programmeTemplates)
    .where(and(eq(programmeTemplates.slug, slug), eq(programmeTemplates.active, true)));
  if (!template) throw new NotFound('programmes.templateNotFound');
  return { id: template.id, days: [...template.plan].sort((a, b) => a.day - b.day).map((d) => d.therapies) };
}

/**
 * The scheduler run once for a programme of this consultation's patient: its sessions, or the
 * scheduler's reason as an error in the caller's language. The proposal and the prescription both
 * come through here.
 */
export async function scheduleProgramme(
  ctx: AppContext,
  patientId: string | null,
  body: Pick<ProposalBody, 'patientGender' | 'timeBand' | 'startDate'>,
  days: readonly (readonly string[])[],
  locale: Locale,
  prescribed = true,
): Promise<ProposedSession[]> {
  const input = await loadScheduleInput(ctx, {
    patientId,
    patientGender: body.patientGender,
    timeBand: body.timeBand,
    startDate: body.startDate,
    days,
    prescribed,
  });
  const result = proposeSchedule(input);
  if (!result.ok) throw refusal(result.reason, locale);
  return result.sessions;
}

export async function named(ctx: AppContext, sessions: ProposedSession[], locale: Locale) {
  const roomIds = [...new Set(sessions.map((s) => s.roomId))];
  const therapistIds = [...new Set(sessions.flatMap((s) => s.therapistIds))];
  const rooms = roomIds.length
    ? await ctx.db
        .select({ id: treatmentRooms.id, name: treatmentRooms.name })
        .from(treatmentRooms)
        .where(inArray(treatmentRooms.id, roomIds))
    : [];
  const people = therapistIds.length
    ? await ctx.db
        .select({ id: therapists.id, name: therapists.name })
        .from(therapists)
        .where(inArray(therapists.id, therapistIds))
        .orderBy(asc(therapists.name))
    : [];
  const nameOf = (list: { id: string; name: string }[], id: string) => list.find((r) => r.id === id)?.name ?? '';
  return sessions.map((s) => ({
    day: s.day,
    date: s.date,
    therapySlug: s.therapy,
    therapy: therapyName(s.therapy, locale),
    start: clinicTime(s.start),
    end: clinicTime(s.end),
    startsAt: s.start.toISOString(),
    endsAt: s.end.toISOString(),
    roomId: s.roomId,
    room: nameOf(rooms, s.roomId),
    therapistIds: s.therapistIds,
    therapists: s.therapistIds.map((id) => nameOf(people, id)),
  }));
}

export async function proposeProgramme(ctx: AppContext, actor: SignedInStaff, body: ProposalBody, locale: Locale) {
  const consultation = await completedConsultation(ctx, actor, body.consultationId);
  const days = await programmeDays(ctx, body);
  return named(ctx, await scheduleProgramme(ctx, consultation.patientId, body, days, locale), locale);
}
