/**
 * A patient's timeline (decision 0059), one page at a time: ten years of a Panchakarma patient are
 * thousands of entries (200 visits, 2,000 sessions each with its note), more than a page should
 * send or a reader scroll. A page holds about `TIMELINE_PAGE` entries, newest first, and names the
 * clinic date its older entries start from (`olderFrom`); the page after it is asked for with that
 * date (`upTo`, inclusive).
 *
 * Each source (visits, their payments, receipts, case sheets, programmes, deposits, sessions,
 * Prakriti, session notes) reads at most a page of its newest rows on or before `upTo`. A source
 * that filled its page may have older rows, so the page ends after the newest of the days those
 * sources might have left out (and after the page's last whole day): no entry is missed or shown on two
 * pages, and entries stay in date order across pages.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addDays, clinicDate, clinicTime } from '@core/booking/slots';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { TimelineEntry, TimelinePage } from '@core/clinical/patient-record';
import type { AppContext } from '@server/context';
import type { Locale } from '@core/i18n/locales';
import { therapyName } from '@content/therapies/catalogue';
import { caseSheets, consultations, programmes, receipts, therapySessions } from '@server/db/schema';
import { prakritiTimeline } from './prakriti.server';
import { onOrBeforeDay, onOrBeforeInstant, sourceRows, type SourceRows, type TimelineBound } from './timeline-bound.server';
import { sessionNoteEntries } from '@server/modules/session-notes/timeline.server';

const TIMELINE_PAGE = 100;

function entry(e: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'date' | 'title'>): TimelineEntry {
  return { time: null, status: null, detail: null, amount: null, href: null, ...e };
}

type Visit = typeof consultations.$inferSelect;

/** Consultations, with (clinical) their prescriptions and case sheets: all dated by the visit. */
async function visitSource(ctx: AppContext, patientId: string, clinical: boolean, bound: TimelineBound): Promise<SourceRows> {
  const visits = await ctx.db
    .select()
    .from(consultations)
    .where(and(eq(consultations.patientId, patientId), onOrBeforeDay(consultations.date, bound)))
    .orderBy(desc(consultations.date), desc(consultations.timeSlot))
    .limit(bound.limit);
  const out: TimelineEntry[] = [];
  for (const v of visits) {
    out.push(
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
  }
  if (clinical) out.push(...(await sheetEntries(ctx, visits)));
  return sourceRows(visits.length, out, bound);
}

/** The case sheets of these consultations: draft, signed or amended. */
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

/** Consultation payments, dated when they were verified. */
async function paymentSource(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const paidAt = sql<Date>`coalesce(${consultations.paymentVerifiedAt}, ${consultations.updatedAt})`.mapWith(consultations.updatedAt);
  const rows = await ctx.db
    .select({
      paidAt,
      method: consultations.paymentMethod,
      amount: consultations.amount,
      utr: consultations.paymentUtr,
      reference: consultations.paymentReference,
    })
    .from(consultations)
    .where(and(eq(consultations.patientId, patientId), eq(consultations.paymentStatus, 'paid'), onOrBeforeInstant(paidAt, bound)))
    .orderBy(desc(paidAt))
    .limit(bound.limit);
  const entries = rows.map((r) =>
    entry({
      kind: 'payment',
      date: r.paidAt.toISOString(),
      title: r.method ?? 'paid',
      status: 'paid',
      amount: r.amount,
      detail: r.utr ?? r.reference,
    }),
  );
  return sourceRows(rows.length, entries, bound);
}

/** Consultation receipts. */
async function receiptSource(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select({
      issuedAt: receipts.issuedAt,
      financialYear: receipts.financialYear,
      number: receipts.number,
      amount: receipts.amount,
      consultationId: receipts.consultationId,
    })
    .from(receipts)
    .innerJoin(consultations, eq(consultations.id, receipts.consultationId))
    .where(and(eq(consultations.patientId, patientId), onOrBeforeInstant(receipts.issuedAt, bound)))
    .orderBy(desc(receipts.issuedAt))
    .limit(bound.limit);
  const entries = rows.map((r) =>
    entry({
      kind: 'document',
      date: r.issuedAt.toISOString(),
      title: formatReceiptNumber(r.financialYear, r.number),
      status: 'receipt',
      amount: r.amount,
      href: `/api/consultations/${r.consultationId}/receipt`,
    }),
  );
  return sourceRows(rows.length, entries, bound);
}

/** Programmes, by their first day. */
async function programmeSource(ctx: AppContext, patientId: string, clinical: boolean, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select()
    .from(programmes)
    .where(and(eq(programmes.patientId, patientId), onOrBeforeDay(programmes.startDate, bound)))
    .orderBy(desc(programmes.startDate))
    .limit(bound.limit);
  const entries = rows.map((c) =>
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
  return sourceRows(rows.length, entries, bound);
}

/** Programme deposits, when paid. */
async function depositSource(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select({ paidAt: programmes.depositPaidAt, method: programmes.depositMethod, amount: programmes.deposit })
    .from(programmes)
    .where(
      and(eq(programmes.patientId, patientId), isNotNull(programmes.depositPaidAt), onOrBeforeInstant(programmes.depositPaidAt, bound)),
    )
    .orderBy(desc(programmes.depositPaidAt))
    .limit(bound.limit);
  const entries = rows.map((r) =>
    entry({ kind: 'payment', date: r.paidAt!.toISOString(), title: r.method ?? 'deposit', status: 'deposit', amount: r.amount }),
  );
  return sourceRows(rows.length, entries, bound);
}

/** Therapy sessions, named in the reader's language. */
async function sessionSource(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select({
      startsAt: therapySessions.startsAt,
      therapySlug: therapySessions.therapySlug,
      status: therapySessions.status,
      programmeId: therapySessions.programmeId,
    })
    .from(therapySessions)
    .where(and(eq(therapySessions.patientId, patientId), onOrBeforeInstant(therapySessions.startsAt, bound)))
    .orderBy(desc(therapySessions.startsAt))
    .limit(bound.limit);
  const entries = rows.map((s) =>
    entry({
      kind: 'session',
      date: s.startsAt.toISOString(),
      title: therapyName(s.therapySlug, bound.locale),
      status: s.status,
      href: s.programmeId ? `/staff/programmes/${s.programmeId}` : null,
    }),
  );
  return sourceRows(rows.length, entries, bound);
}

/** The clinic date an entry belongs to. */
const dayOf = (e: TimelineEntry) => (e.date.length === 10 ? e.date : clinicDate(new Date(e.date)));

/** Newest first: a clinic date sorts as its own day's start (instants of that day come after it). */
function sortKey(e: TimelineEntry): string {
  if (e.date.length === 10) return `${e.date}T${e.time ?? '00:00'}`;
  const at = new Date(e.date);
  return `${clinicDate(at)}T${clinicTime(at)}`;
}

/**
 * One page of the timeline from `upTo` (null: the newest). `clinical`: whether the reader sees the
 * clinical parts (case sheets, prescriptions, symptoms, notes, Prakriti); `locale`: the reader's,
 * for the therapies' names.
 */
export async function timelinePage(
  ctx: AppContext,
  patientId: string,
  clinical: boolean,
  page: { upTo: string | null; locale: Locale },
): Promise<TimelinePage> {
  const bound: TimelineBound = { ...page, limit: TIMELINE_PAGE };
  const sources = await Promise.all([
    visitSource(ctx, patientId, clinical, bound),
    paymentSource(ctx, patientId, bound),
    receiptSource(ctx, patientId, bound),
    programmeSource(ctx, patientId, clinical, bound),
    depositSource(ctx, patientId, bound),
    sessionSource(ctx, patientId, bound),
    ...(clinical ? [prakritiTimeline(ctx, patientId, bound), sessionNoteEntries(ctx, patientId, bound)] : []),
  ]);
  const all = sources.flatMap((s) => s.entries).sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
  // The newest day a full source may have left rows out of, and the day of the page's last entry.
  const cuts = sources.filter((s) => s.full && s.entries.length).map((s) => s.entries.map(dayOf).sort()[0]!);
  if (all.length > TIMELINE_PAGE) cuts.push(dayOf(all[TIMELINE_PAGE - 1]!));
  if (!cuts.length) return { entries: all, olderFrom: null };
  const cut = cuts.sort().at(-1)!;
  const newer = all.filter((e) => dayOf(e) > cut);
  // A single day fuller than a page (never seen: a patient has a few entries a day) is shown whole.
  if (!newer.length) return { entries: all.filter((e) => dayOf(e) >= cut), olderFrom: addDays(cut, -1) };
  return { entries: newer, olderFrom: cut };
}
