/**
 * The patient register and a patient's page (decision 0059): search by name, phone or patient
 * number; demographics, allergies and alerts; one timeline of consultations, case sheets,
 * prescriptions, programmes, sessions, payments and documents. The desk sees demographics,
 * bookings and money; the clinical parts only who has 'clinical.read' for the patient, and each
 * such read is audited.
 */
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { formatPatientNumber, parsePatientNumber } from '@core/booking/patient-number';
import { mobileDigits } from '@core/phone';
import { clinicDate } from '@core/booking/slots';
import { ageOn, type ClinicalFacts, type PatientRecord, type PatientSummary } from '@core/clinical/patient-record';
import type { AppContext } from '@server/context';
import type { Locale } from '@core/i18n/locales';
import { consultations, patients } from '@server/db/schema';
import { BadRequest, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertReachesPatient, auditClinicalRead, reachesPatient } from './patient-access.server';
import { timelinePage } from './timeline.server';

type PatientRow = typeof patients.$inferSelect;

function ageOf(p: PatientRow, today: string): number | null {
  return p.dateOfBirth ? ageOn(p.dateOfBirth, today) : p.age;
}

function summaryOf(p: PatientRow, today: string, lastVisit: string | null): PatientSummary {
  return {
    id: p.id,
    number: formatPatientNumber(p.number),
    name: p.name,
    contact: p.contact,
    age: ageOf(p, today),
    dateOfBirth: p.dateOfBirth,
    gender: p.gender ?? null,
    locale: p.locale,
    lastVisit,
  };
}

/** The register: patients matching `q` (name, phone or patient number); a doctor only their own. */
export async function searchPatients(ctx: AppContext, actor: SignedInStaff, q: string | undefined): Promise<PatientSummary[]> {
  const where: SQL[] = [isNull(patients.deletedAt)];
  const text = q?.trim();
  if (text) {
    const number = parsePatientNumber(text);
    const digits = mobileDigits(text);
    where.push(
      or(
        ...(number ? [eq(patients.number, number)] : []),
        ilike(patients.name, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        ...(digits.length >= 4 ? [sql`${patients.contact} like ${`%${digits}%`}`] : []),
      ) as SQL,
    );
  }
  if (scopeOf(actor, 'patients.view') === 'own') {
    const seen = ctx.db
      .select({ id: consultations.patientId })
      .from(consultations)
      .where(
        and(eq(consultations.doctorId, actor.doctorId ?? '00000000-0000-0000-0000-000000000000'), ne(consultations.status, 'cancelled')),
      );
    where.push(inArray(patients.id, seen));
  }
  const rows = await ctx.db
    .select()
    .from(patients)
    .where(and(...where))
    .orderBy(desc(patients.updatedAt))
    .limit(50);
  const last = rows.length
    ? await ctx.db
        .select({ patientId: consultations.patientId, date: sql<string>`max(${consultations.date})` })
        .from(consultations)
        .where(
          and(
            inArray(
              consultations.patientId,
              rows.map((r) => r.id),
            ),
            ne(consultations.status, 'cancelled'),
          ),
        )
        .groupBy(consultations.patientId)
    : [];
  const lastOf = new Map(last.map((l) => [l.patientId, l.date]));
  const today = clinicDate(ctx.now());
  return rows.map((r) => summaryOf(r, today, lastOf.get(r.id) ?? null));
}

async function loadPatient(ctx: AppContext, id: string): Promise<PatientRow> {
  const [row] = await ctx.db.select().from(patients).where(eq(patients.id, id)).limit(1);
  if (!row) throw new NotFound('staff.patients.notFound');
  return row;
}

/** A patient's page: a doctor only a patient of theirs; the clinical parts audited. `upTo`: the timeline's page (timeline.server.ts). */
export async function patientRecord(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  page: { upTo?: string | null; locale?: Locale } = {},
): Promise<PatientRecord> {
  const upTo = page.upTo ?? null;
  const p = await loadPatient(ctx, id);
  await assertReachesPatient(ctx, actor, 'patients.view', p.id);
  const clinical = await reachesPatient(ctx, actor, 'clinical.read', p.id);
  const editFacts = await reachesPatient(ctx, actor, 'patients.clinical-facts', p.id);
  const today = clinicDate(ctx.now());
  const timeline = await timelinePage(ctx, p.id, clinical, { upTo, locale: page.locale ?? 'en' });
  if (clinical) await auditClinicalRead(ctx, actor, { patientId: p.id, part: 'record' });
  const [last] = await ctx.db
    .select({ date: sql<string | null>`max(${consultations.date})` })
    .from(consultations)
    .where(and(eq(consultations.patientId, p.id), ne(consultations.status, 'cancelled')));
  const lastVisit = last?.date ?? null;
  return {
    patient: {
      ...summaryOf(p, today, lastVisit),
      email: p.email,
      dateOfBirth: p.dateOfBirth,
      locale: p.locale,
      allergies: p.allergies,
      alerts: p.alerts,
      deleted: p.deletedAt !== null,
    },
    access: { clinical, editFacts },
    timeline: timeline.entries,
    olderFrom: timeline.olderFrom,
    upTo,
  };
}

/** Allergies and standing alerts, shown on every clinical screen of the patient (no audit: safety facts). */
export async function patientAlerts(ctx: AppContext, patientId: string | null): Promise<{ allergies: string[]; alerts: string[] } | null> {
  if (!patientId) return null;
  const [row] = await ctx.db
    .select({ allergies: patients.allergies, alerts: patients.alerts })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row ?? null;
}

/** Date of birth, gender, allergies and alerts: a doctor of the patient, or admin; audited. */
export async function saveClinicalFacts(ctx: AppContext, actor: SignedInStaff, id: string, facts: ClinicalFacts): Promise<void> {
  const p = await loadPatient(ctx, id);
  await assertReachesPatient(ctx, actor, 'patients.clinical-facts', p.id);
  if (facts.dateOfBirth && facts.dateOfBirth > clinicDate(ctx.now()))
    throw new BadRequest('staff.patients.dobFuture', { dateOfBirth: 'staff.patients.dobFuture' });
  const patch = {
    dateOfBirth: facts.dateOfBirth || null,
    gender: facts.gender || null,
    allergies: facts.allergies,
    alerts: facts.alerts,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(patients)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(eq(patients.id, p.id));
    await writeAudit(tx, ctx, actor, {
      action: 'patient.clinical-facts',
      entity: 'patient',
      entityId: p.id,
      before: { dateOfBirth: p.dateOfBirth, gender: p.gender, allergies: p.allergies, alerts: p.alerts },
      after: patch,
    });
  });
}
