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
import { clinicDate, clinicTime } from '@core/booking/slots';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import { ageOn, type ClinicalFacts, type PatientRecord, type PatientSummary, type TimelineEntry } from '@core/clinical/patient-record';
import type { AppContext } from '@server/context';
import { caseSheets, consultations, patients, programmes, receipts, therapySessions } from '@server/db/schema';
import { BadRequest, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertReachesPatient, auditClinicalRead, reachesPatient } from './patient-access.server';
import { prakritiTimeline } from './prakriti.server';
import { sessionNoteEntries } from '@server/modules/session-notes/timeline.server';

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

/** A patient's page: a doctor only a patient of theirs; the clinical parts audited. */
export async function patientRecord(ctx: AppContext, actor: SignedInStaff, id: string): Promise<PatientRecord> {
  const p = await loadPatient(ctx, id);
  await assertReachesPatient(ctx, actor, 'patients.view', p.id);
  const clinical = await reachesPatient(ctx, actor, 'clinical.read', p.id);
  const editFacts = await reachesPatient(ctx, actor, 'patients.clinical-facts', p.id);
  const today = clinicDate(ctx.now());
  const timeline = await timelineOf(ctx, p.id, clinical);
  if (clinical) await auditClinicalRead(ctx, actor, { patientId: p.id, part: 'record' });
  const lastVisit = timeline.find((e) => e.kind === 'consultation' && e.status !== 'cancelled')?.date ?? null;
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
    timeline,
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

type Visit = typeof consultations.$inferSelect;

function entry(e: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'date' | 'title'>): TimelineEntry {
  return { time: null, status: null, detail: null, amount: null, href: null, ...e };
}

/** A consultation's entries: the visit, its payment and (clinical) its prescription. */
function visitEntries(v: Visit, clinical: boolean): TimelineEntry[] {
  const out = [
    entry({
      kind: 'consultation',
      date: v.date,
      time: v.timeSlot,
      title: v.doctorName,
      status: v.status,
      detail: clinical ? v.symptoms || null : null,
      amount: v.amount,
      href: `/staff/consultations/${v.id}`,
    }),
  ];
  if (v.paymentStatus === 'paid')
    out.push(
      entry({
        kind: 'payment',
        date: (v.paymentVerifiedAt ?? v.updatedAt).toISOString(),
        title: v.paymentMethod ?? 'paid',
        status: v.paymentStatus,
        amount: v.amount,
        detail: v.paymentUtr ?? v.paymentReference,
      }),
    );
  if (clinical && v.prescription)
    out.push(
      entry({
        kind: 'prescription',
        date: v.date,
        time: v.timeSlot,
        title: v.doctorName,
        detail: v.prescription.medicines.map((m) => m.name).join(', ') || null,
        href: `/staff/consultations/${v.id}/print`,
      }),
    );
  return out;
}

/** The case sheets of these consultations (clinical only): draft, signed or amended. */
async function sheetEntries(ctx: AppContext, visits: readonly Visit[]): Promise<TimelineEntry[]> {
  if (!visits.length) return [];
  const sheets = await ctx.db
    .select({
      consultationId: caseSheets.consultationId,
      content: caseSheets.content,
      signedAt: caseSheets.signedAt,
      amended: sql<number>`(select count(*)::int from "case_sheet_amendments" "a" where "a"."case_sheet_id" = "case_sheets"."id")`,
    })
    .from(caseSheets)
    .where(
      inArray(
        caseSheets.consultationId,
        visits.map((v) => v.id),
      ),
    );
  const byId = new Map(visits.map((v) => [v.id, v]));
  return sheets.flatMap((s) => {
    const v = byId.get(s.consultationId);
    if (!v) return [];
    return [
      entry({
        kind: 'case-sheet',
        date: v.date,
        time: v.timeSlot,
        title: v.doctorName,
        status: Number(s.amended) > 0 ? 'amended' : s.signedAt ? 'signed' : 'draft',
        detail: s.content.diagnosis || s.content.complaints[0]?.text || null,
        href: `/staff/consultations/${v.id}#case-sheet`,
      }),
    ];
  });
}

/** Programmes (with their deposits) and therapy sessions. */
function courseEntries(
  courses: readonly (typeof programmes.$inferSelect)[],
  sessions: readonly (typeof therapySessions.$inferSelect)[],
  clinical: boolean,
): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  for (const c of courses) {
    out.push(
      entry({
        kind: 'programme',
        date: c.startDate,
        title: String(c.plan.length),
        status: c.status,
        amount: c.price - c.discount,
        detail: clinical ? c.notes || null : null,
        href: `/staff/programmes/${c.id}`,
      }),
    );
    if (c.depositPaidAt)
      out.push(
        entry({
          kind: 'payment',
          date: c.depositPaidAt.toISOString(),
          title: c.depositMethod ?? 'deposit',
          status: 'deposit',
          amount: c.deposit,
        }),
      );
  }
  for (const s of sessions) out.push(entry({ kind: 'session', date: s.startsAt.toISOString(), title: s.therapySlug, status: s.status }));
  return out;
}

async function timelineOf(ctx: AppContext, patientId: string, clinical: boolean): Promise<TimelineEntry[]> {
  const visits = await ctx.db
    .select()
    .from(consultations)
    .where(eq(consultations.patientId, patientId))
    .orderBy(desc(consultations.date), desc(consultations.timeSlot))
    .limit(200);
  const ids = visits.map((v) => v.id);
  const [courses, sessions, paid] = await Promise.all([
    ctx.db.select().from(programmes).where(eq(programmes.patientId, patientId)).orderBy(desc(programmes.startDate)).limit(100),
    ctx.db
      .select()
      .from(therapySessions)
      .where(eq(therapySessions.patientId, patientId))
      .orderBy(desc(therapySessions.startsAt))
      .limit(300),
    ids.length ? ctx.db.select().from(receipts).where(inArray(receipts.consultationId, ids)) : Promise.resolve([]),
  ]);
  const entries = [
    ...visits.flatMap((v) => visitEntries(v, clinical)),
    ...paid.map((r) =>
      entry({
        kind: 'document',
        date: r.issuedAt.toISOString(),
        title: formatReceiptNumber(r.financialYear, r.number),
        status: 'receipt',
        amount: r.amount,
        href: `/api/consultations/${r.consultationId}/receipt`,
      }),
    ),
    ...(clinical ? await sheetEntries(ctx, visits) : []),
    ...(clinical ? await prakritiTimeline(ctx, patientId) : []),
    ...(clinical ? await sessionNoteEntries(ctx, patientId) : []),
    ...courseEntries(courses, sessions, clinical),
  ];
  // Newest first: a clinic date sorts as its own day's start (instants of that day come after it).
  return entries.sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
}

function sortKey(e: TimelineEntry): string {
  if (e.date.length === 10) return `${e.date}T${e.time ?? '00:00'}`;
  // An instant: its clinic date and time, comparable with the slots above.
  const at = new Date(e.date);
  return `${clinicDate(at)}T${clinicTime(at)}`;
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
