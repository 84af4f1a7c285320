/** The data of a therapist's own day (/staff/my-day): their sessions of one date, shaped for MyDayPage. */
import { therapyName } from '@content/therapies/catalogue';
import { addDays, clinicDate, clinicTime, isIsoDate } from '@core/booking/slots';
import type { StaffIdentity } from '@server/modules/auth/sign-ins';
import { NotFound } from '@server/domain/errors';
import { therapistDay } from '@server/modules/programmes/therapist/therapist-day.server';
import { auditClinicalRead } from '@server/modules/patients/patient-access.server';
import { noteMarks } from '@server/modules/session-notes/adverse-events.server';
import type { AppLoadContextValue } from '~/load-context';
import { translate } from '@core/i18n/catalog';
import { listTherapyMaterials, materialsBySession } from '@server/modules/dispensary/materials.server';

type Day = Awaited<ReturnType<typeof therapistDay>>;

/** The therapist's sessions, or null when their account has no therapist profile yet. */
async function sessionsOf(...args: Parameters<typeof therapistDay>): Promise<Day | null> {
  try {
    return await therapistDay(...args);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** A clock time of the clinic, or null when it is the session's own start or end (no buffer). */
const buffer = (at: string, edge: string) => (at === edge ? null : clinicTime(new Date(at)));

export async function loadMyDay(context: AppLoadContextValue, request: Request, { staff }: StaffIdentity) {
  const today = clinicDate(context.ctx.now());
  const asked = new URL(request.url).searchParams.get('date') ?? '';
  // A date typed into the address that is not one shows today, as the board does.
  const date = isIsoDate(asked) ? asked : today;
  const day = await sessionsOf(context.ctx, staff, date);
  const notes = await noteMarks(
    context.ctx,
    (day ?? []).map((s) => s.id),
  );
  // The materials done takes from stock (decision 0071): the usual ones to edit, what a session done used.
  const usual = await listTherapyMaterials(context.ctx.db);
  const used = await materialsBySession(
    context.ctx.db,
    (day ?? []).map((s) => s.id),
  );
  const unit = (u: string) => translate(context.locale, `dispensary.unit.${u}`);
  const sessions = (day ?? []).map((s) => ({
    id: s.id,
    start: clinicTime(new Date(s.startsAt)),
    end: clinicTime(new Date(s.endsAt)),
    prepFrom: buffer(s.blockedFrom, s.startsAt),
    cleanupTo: buffer(s.blockedTo, s.endsAt),
    therapy: therapyName(s.therapySlug, context.locale),
    room: s.roomName,
    // A therapist needs to greet the patient, no more: the first name only (as the service sends it).
    patient: s.patientName,
    with: s.withTherapists,
    status: s.status,
    startsAt: s.startsAt,
    arrivedAt: s.arrivedAt,
    startedAt: s.startedAt,
    note: notes.get(s.id) ?? null,
    facts: { allergies: s.allergies, alerts: s.alerts },
    materials: (usual.get(s.therapySlug) ?? [])
      .filter((m) => m.active)
      .map((m) => ({ itemId: m.itemId, name: m.name, unit: unit(m.unit), quantity: m.quantity })),
    used: (used.get(s.id) ?? []).map((m) => ({ name: m.name, unit: unit(m.unit), quantity: m.quantity })),
  }));
  // Allergies and alerts are part of the clinical record: their reading is audited, once per patient shown (decision 0059).
  const withFacts = new Set((day ?? []).filter((s) => s.allergies.length || s.alerts.length).map((s) => s.patientId));
  for (const patientId of withFacts) await auditClinicalRead(context.ctx, staff, { patientId, part: 'alerts' });
  return {
    now: context.ctx.now().toISOString(),
    date,
    today,
    prev: addDays(date, -1),
    next: addDays(date, 1),
    profile: day !== null,
    sessions,
  };
}

export type MyDayData = Awaited<ReturnType<typeof loadMyDay>>;
