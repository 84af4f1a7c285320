/**
 * Insights: bookings, patients, money, occupancy, busy hours and feedback for a period
 * and the previous period of equal length. Each figure is one aggregate query over the visits dated
 * in both periods (consultations.date is the clinic's calendar date, time_slot its wall-clock time),
 * so the answer's cost grows with the number of groups, not of rows sent to the server.
 * Who sees what: `insightsScope` (a doctor only their own figures; reception no money unless the
 * admin allowed it in the clinic profile).
 */
import { sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { RECEIPT_MODES, type ReceiptMode } from '@core/constants';
import { clinicDate } from '@core/booking/slots';
import type { Insights, InsightsQuery } from '@core/schemas/insights';
import { buckets, insightsRange, offeredSlots, percent, type InsightsRange } from '@core/staff/insights';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import type { SignedInStaff } from '@server/domain/actor';
import { Forbidden, NotFound } from '@server/domain/errors';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { paymentModeSql } from '@server/modules/paperwork/payment-modes';

export interface Scope {
  doctorId: string | null;
  revenue: boolean;
}

/** The figures a staff member may see: a doctor's own only (another doctor's id is not found), money per role. */
export async function insightsScope(ctx: AppContext, staff: SignedInStaff, doctorId: string | undefined): Promise<Scope> {
  if (scopeOf(staff, 'insights.view') === 'own') {
    if (!staff.doctorId) throw new Forbidden();
    if (doctorId && doctorId !== staff.doctorId) throw new NotFound('staff.insights.doctorNotFound');
    return { doctorId: staff.doctorId, revenue: true };
  }
  if (staff.role === 'admin') return { doctorId: doctorId ?? null, revenue: true };
  return { doctorId: doctorId ?? null, revenue: (await clinicProfile(ctx)).receptionSeesRevenue === true };
}

async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ofDoctor = (scope: Scope, column = sql`doctor_id`) => (scope.doctorId ? sql`AND ${column} = ${scope.doctorId}::uuid` : sql``);

interface Measures {
  total: number;
  active: number;
  cancelled: number;
  no_shows: number;
  completed: number;
  collected: number;
  refunded: number;
  pending: number;
}
const MEASURES = ['total', 'active', 'cancelled', 'no_shows', 'completed', 'collected', 'refunded', 'pending'] as const;

interface GroupRow extends Measures {
  cur: boolean;
  dim: 'all' | 'bucket' | 'department' | 'doctor' | 'type' | 'mode' | 'pay' | 'heat';
  key: string | null;
}

/** A row of the counts query: one combination of doctor, department, type, mode and money mode; or a bucket; or a weekday x hour cell. */
interface CountRow extends Measures {
  cur: boolean;
  dim: 'detail' | 'bucket' | 'heat';
  doctor_id: string | null;
  department: string | null;
  consultation_type: string | null;
  mode: string | null;
  pay_mode: string | null;
  key: string | null;
}

/** Days since Monday (0-6) of a date, by arithmetic on the date: cheaper per row than date_trunc or extract. */
const mondayOffsetOf = (column: SQL) => sql`(((${column} - DATE '2000-01-03') % 7 + 7) % 7)`;
const mondayOffset = mondayOffsetOf(sql`date`);

/**
 * Counts and sums of both periods in one pass, in three grouping sets: every combination of the
 * breakdowns (summed per breakdown by `expandCounts`: one hash table instead of six), the days or
 * weeks, and the weekday x hour cells (weekday * 100 + hour).
 */
function groupedCountsSql(range: InsightsRange, scope: Scope): SQL {
  return sql`SELECT cur,
        CASE WHEN grouping(bucket) = 0 THEN 'bucket' WHEN grouping(cell) = 0 THEN 'heat' ELSE 'detail' END AS dim,
        doctor_id::text, department, consultation_type, mode, pay_mode, coalesce(bucket::text, cell::text) AS key,
        count(*)::int AS total,
        count(*) FILTER (WHERE status <> 'cancelled')::int AS active,
        count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
        count(*) FILTER (WHERE status = 'no-show')::int AS no_shows,
        count(*) FILTER (WHERE status = 'completed')::int AS completed,
        coalesce(sum(amount) FILTER (WHERE payment_status = 'paid'), 0)::int AS collected,
        coalesce(sum(refund_due) FILTER (WHERE refunded_at IS NOT NULL), 0)::int AS refunded,
        coalesce(sum(amount) FILTER (WHERE status IN ('pending', 'confirmed', 'completed') AND payment_status <> 'paid'), 0)::int AS pending
      FROM (
        SELECT date >= ${range.from}::date AS cur, department, doctor_id, consultation_type, mode, status,
          payment_status, amount, refund_due, refunded_at,
          ${range.bucket === 'week' ? sql`date - ${mondayOffset}` : sql`date`} AS bucket,
          ${paymentModeSql('payment_method', 'upi')} AS pay_mode,
          CASE WHEN status <> 'cancelled' THEN (${mondayOffset} + 1) * 100 + substr(time_slot, 1, 2)::int END AS cell
        FROM consultations
        WHERE date BETWEEN ${range.previousFrom}::date AND ${range.to}::date ${ofDoctor(scope)}
      ) c
      GROUP BY GROUPING SETS ((cur, doctor_id, department, consultation_type, mode, pay_mode), (cur, bucket), (cur, cell))`;
}

/** The counts per breakdown (and in all), summed from the detailed combinations. */
function expandCounts(raw: CountRow[]): GroupRow[] {
  const out = new Map<string, GroupRow>();
  const add = (cur: boolean, dim: GroupRow['dim'], key: string | null, row: Measures) => {
    const id = `${cur}|${dim}|${key}`;
    const group = out.get(id) ?? {
      cur,
      dim,
      key,
      total: 0,
      active: 0,
      cancelled: 0,
      no_shows: 0,
      completed: 0,
      collected: 0,
      refunded: 0,
      pending: 0,
    };
    for (const m of MEASURES) group[m] += Number(row[m]);
    out.set(id, group);
  };
  for (const r of raw) {
    if (r.dim !== 'detail') {
      add(r.cur, r.dim, r.key, r);
      continue;
    }
    add(r.cur, 'all', null, r);
    add(r.cur, 'doctor', r.doctor_id, r);
    add(r.cur, 'department', r.department, r);
    add(r.cur, 'type', r.consultation_type, r);
    add(r.cur, 'mode', r.mode, r);
    add(r.cur, 'pay', r.pay_mode, r);
  }
  return [...out.values()];
}

/** Median hours from booking to the visit's start (the slot in clinic time), bookings not cancelled. */
function medianLeadSql(range: InsightsRange, scope: Scope): SQL {
  return sql`SELECT date >= ${range.from}::date AS cur,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ((date + time_slot::time) AT TIME ZONE 'Asia/Kolkata') - created_at)) / 3600)::float8 AS hours
      FROM consultations
      WHERE date BETWEEN ${range.previousFrom}::date AND ${range.to}::date AND status <> 'cancelled' ${ofDoctor(scope)}
      GROUP BY 1`;
}

/**
 * Patients seen in each period (bookings not cancelled; a patient is their account, or their phone
 * number without one): new when their first visit ever (with this doctor, for a doctor) is in it.
 */
function newAndReturningSql(range: InsightsRange, scope: Scope): SQL {
  return sql`SELECT cur, count(*) FILTER (WHERE first >= start)::int AS fresh, count(*) FILTER (WHERE first < start)::int AS returning
    FROM (
      SELECT min(date) AS first,
        bool_or(date >= ${range.from}::date) AS in_current,
        bool_or(date BETWEEN ${range.previousFrom}::date AND ${range.previousTo}::date) AS in_previous
      FROM consultations
      WHERE date <= ${range.to}::date AND status <> 'cancelled' AND coalesce(patient_id::text, contact) IS NOT NULL ${ofDoctor(scope)}
      GROUP BY coalesce(patient_id::text, contact)
    ) who
    CROSS JOIN LATERAL (VALUES (true, ${range.from}::date, in_current), (false, ${range.previousFrom}::date, in_previous)) AS p(cur, start, seen)
    WHERE seen
    GROUP BY cur`;
}

interface FeedbackGroup {
  cur: boolean;
  dim: 'all' | 'question' | 'doctor' | 'series';
  question: string | null;
  doctor: string | null;
  bucket: string | null;
  average: number | null;
  forms: number;
}

/** Average ratings (1-10) of feedback on visits in both periods: per question, per doctor, per doctor over time. */
function feedbackSql(range: InsightsRange, scope: Scope): SQL {
  // No count(DISTINCT): it would sort the ratings; a form is counted by its first rating (n = 1).
  // One group per period, doctor, week or month and question (a few thousand at most), summed
  // per question, per doctor and over time by `expandFeedback`: one hash table instead of four.
  return sql`SELECT cur, question, doctor, bucket,
        coalesce(sum(rating) FILTER (WHERE rating BETWEEN 1 AND 10), 0)::float8 AS sum,
        count(*) FILTER (WHERE rating BETWEEN 1 AND 10)::int AS ratings,
        count(*) FILTER (WHERE n = 1)::int AS forms
      FROM (
        SELECT c.date >= ${range.from}::date AS cur, c.doctor_id::text AS doctor, r.question,
          (${range.feedbackBucket === 'week' ? sql`c.date - ${mondayOffsetOf(sql`c.date`)}` : sql`c.date - (extract(day FROM c.date)::int - 1)`})::text AS bucket, r.rating, r.n
        FROM feedback f JOIN consultations c ON c.id = f.consultation_id
          CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(f.ratings) AS (question text, rating float8)) WITH ORDINALITY AS r(question, rating, n)
        WHERE c.date BETWEEN ${range.previousFrom}::date AND ${range.to}::date ${ofDoctor(scope, sql`c.doctor_id`)}
      ) x
      GROUP BY cur, question, doctor, bucket`;
}

interface FeedbackRow {
  cur: boolean;
  question: string | null;
  doctor: string | null;
  bucket: string | null;
  sum: number;
  ratings: number;
  forms: number;
}

/** Averages in all, per question, per doctor and per doctor over time, from the detailed sums. */
function expandFeedback(raw: FeedbackRow[]): FeedbackGroup[] {
  const sums = new Map<string, { group: Omit<FeedbackGroup, 'average'>; sum: number; ratings: number }>();
  const add = (group: Omit<FeedbackGroup, 'average' | 'forms'>, r: FeedbackRow) => {
    const id = JSON.stringify(group);
    const s = sums.get(id) ?? { group: { ...group, forms: 0 }, sum: 0, ratings: 0 };
    s.sum += Number(r.sum);
    s.ratings += Number(r.ratings);
    s.group.forms += Number(r.forms);
    sums.set(id, s);
  };
  for (const r of raw) {
    const base = { cur: r.cur, question: null, doctor: null, bucket: null };
    add({ ...base, dim: 'all' }, r);
    add({ ...base, dim: 'question', question: r.question }, r);
    add({ ...base, dim: 'doctor', doctor: r.doctor }, r);
    add({ ...base, dim: 'series', doctor: r.doctor, bucket: r.bucket }, r);
  }
  return [...sums.values()].map(({ group, sum, ratings }) => ({
    ...group,
    average: ratings ? Math.round((sum / ratings) * 10) / 10 : null,
  }));
}

/** The four aggregate queries of an answer (the bench EXPLAINs them). */
export function insightsQueries(range: InsightsRange, scope: Scope) {
  return {
    counts: groupedCountsSql(range, scope),
    lead: medianLeadSql(range, scope),
    patients: newAndReturningSql(range, scope),
    feedback: feedbackSql(range, scope),
  };
}

interface DoctorFacts {
  names: Map<string, string>;
  schedules: Map<string, Map<number, number>>;
  closed: Map<string, Set<string>>;
}

async function doctorFacts(ctx: AppContext, range: InsightsRange, scope: Scope): Promise<DoctorFacts> {
  const [names, schedules, leaves, profile] = await Promise.all([
    rows<{ id: string; name: string }>(ctx.db, sql`SELECT id::text, name FROM doctors WHERE true ${ofDoctor(scope, sql`id`)}`),
    rows<{ doctor: string; weekday: number; slots: number }>(
      ctx.db,
      sql`SELECT doctor_id::text AS doctor, weekday, cardinality(start_times) AS slots FROM doctor_schedules WHERE true ${ofDoctor(scope)}`,
    ),
    rows<{ doctor: string; date: string }>(
      ctx.db,
      sql`SELECT doctor_id::text AS doctor, date::text FROM doctor_leaves
        WHERE date BETWEEN ${range.previousFrom}::date AND ${range.to}::date ${ofDoctor(scope)}`,
    ),
    clinicProfile(ctx),
  ]);
  const holidays = profile.holidays.map((h) => h.date);
  const facts: DoctorFacts = { names: new Map(names.map((d) => [d.id, d.name])), schedules: new Map(), closed: new Map() };
  for (const s of schedules) {
    const week = facts.schedules.get(s.doctor) ?? new Map<number, number>();
    week.set(Number(s.weekday), Number(s.slots));
    facts.schedules.set(s.doctor, week);
  }
  for (const id of facts.names.keys()) facts.closed.set(id, new Set(holidays));
  for (const l of leaves) facts.closed.get(l.doctor)?.add(l.date);
  return facts;
}

interface InsightsInput {
  range: InsightsRange;
  scope: Scope;
  groups: GroupRow[];
  lead: { cur: boolean; hours: number | null }[];
  patients: { cur: boolean; fresh: number; returning: number }[];
  feedback: FeedbackGroup[];
  doctors: DoctorFacts;
}

/**
 * The four queries, each in a short transaction that gives its hash tables room (work_mem: a year's
 * grouping sets otherwise spill to a sort on disk) and turns JIT compilation off (on PostgreSQL it
 * cost more than it saved on these one-pass aggregates): side by side on PostgreSQL's pool, one
 * after the other on PGlite's single connection (bench/README.md).
 */
export function runInsightsQuery<T>(ctx: Pick<AppContext, 'db' | 'database'>, query: SQL): Promise<T[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    if (ctx.database.kind === 'postgres') await tx.execute(sql`SET LOCAL jit = off`);
    return rows<T>(tx, query);
  });
}

function runQueries(ctx: AppContext, q: ReturnType<typeof insightsQueries>) {
  const run = <T>(query: SQL) => runInsightsQuery<T>(ctx, query);
  return Promise.all([
    run<CountRow>(q.counts),
    run<{ cur: boolean; hours: number | null }>(q.lead),
    run<{ cur: boolean; fresh: number; returning: number }>(q.patients),
    run<FeedbackRow>(q.feedback),
  ]);
}

/** Everything the insights answer is made of, for a staff member and a query. */
export async function computeInsights(ctx: AppContext, staff: SignedInStaff, query: InsightsQuery): Promise<Insights> {
  const scope = await insightsScope(ctx, staff, query.doctorId);
  const range = insightsRange(query.period, clinicDate(ctx.now()), query);
  const [[counts, lead, patients, feedback], doctors] = await Promise.all([
    runQueries(ctx, insightsQueries(range, scope)),
    doctorFacts(ctx, range, scope),
  ]);
  return assembleInsights({ range, scope, groups: expandCounts(counts), lead, patients, feedback: expandFeedback(feedback), doctors });
}

const both = <T>(pick: (cur: boolean) => T) => ({ current: pick(true), previous: pick(false) });
const round1 = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

function totals(input: InsightsInput): Insights['totals'] {
  const all = (cur: boolean) => input.groups.find((g) => g.dim === 'all' && g.cur === cur);
  const n = (field: keyof GroupRow) => both((cur) => Number(all(cur)?.[field] ?? 0));
  const people = (cur: boolean) => input.patients.find((p) => p.cur === cur);
  return {
    bookings: n('total'),
    active: n('active'),
    cancelled: n('cancelled'),
    noShows: n('no_shows'),
    cancellationRate: both((cur) => percent(all(cur)?.cancelled ?? 0, all(cur)?.total ?? 0)),
    noShowRate: both((cur) => percent(all(cur)?.no_shows ?? 0, (all(cur)?.no_shows ?? 0) + (all(cur)?.completed ?? 0))),
    newPatients: both((cur) => people(cur)?.fresh ?? 0),
    returningPatients: both((cur) => people(cur)?.returning ?? 0),
    medianLeadHours: both((cur) => round1(input.lead.find((l) => l.cur === cur)?.hours)),
  };
}

function breakdown(input: InsightsInput, dim: GroupRow['dim'], label: (key: string) => string = (k) => k) {
  const keys = [...new Set(input.groups.filter((g) => g.dim === dim && g.key !== null).map((g) => g.key as string))];
  const count = (key: string, cur: boolean) => input.groups.find((g) => g.dim === dim && g.key === key && g.cur === cur)?.active ?? 0;
  return keys
    .map((key) => ({ key, label: label(key), current: count(key, true), previous: count(key, false) }))
    .filter((r) => r.current + r.previous > 0)
    .sort((a, b) => b.current - a.current || b.previous - a.previous || a.label.localeCompare(b.label));
}

function series(input: InsightsInput, cur: boolean) {
  const { range } = input;
  const counts = new Map(input.groups.filter((g) => g.dim === 'bucket' && g.cur === cur).map((g) => [g.key, g.active]));
  const [from, to] = cur ? [range.from, range.to] : [range.previousFrom, range.previousTo];
  return buckets(from, to, range.bucket).map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

function money(input: InsightsInput, field: 'collected' | 'refunded', cur: boolean) {
  const byMode = Object.fromEntries(RECEIPT_MODES.map((m) => [m, 0])) as Record<ReceiptMode, number>;
  for (const g of input.groups) if (g.dim === 'pay' && g.cur === cur) byMode[g.key as ReceiptMode] += g[field];
  return { total: RECEIPT_MODES.reduce((sum, m) => sum + byMode[m], 0), byMode };
}

function occupancy(input: InsightsInput): Insights['occupancy'] {
  const { range, doctors } = input;
  const booked = (id: string, cur: boolean) => input.groups.find((g) => g.dim === 'doctor' && g.key === id && g.cur === cur)?.active ?? 0;
  return [...doctors.names]
    .map(([doctorId, doctorName]) => {
      const week = doctors.schedules.get(doctorId) ?? new Map<number, number>();
      const closed = doctors.closed.get(doctorId) ?? new Set<string>();
      const of = (cur: boolean) => {
        const offered = cur
          ? offeredSlots(week, closed, range.from, range.to)
          : offeredSlots(week, closed, range.previousFrom, range.previousTo);
        return { booked: booked(doctorId, cur), offered, rate: percent(booked(doctorId, cur), offered) };
      };
      return { doctorId, doctorName, current: of(true), previous: of(false) };
    })
    .filter((d) => d.current.offered + d.previous.offered + d.current.booked + d.previous.booked > 0)
    .sort((a, b) => a.doctorName.localeCompare(b.doctorName));
}

function feedbackFigures(input: InsightsInput): Insights['feedback'] {
  const fb = input.feedback;
  const pick = (dim: FeedbackGroup['dim'], match: (g: FeedbackGroup) => boolean, cur: boolean) =>
    fb.find((g) => g.dim === dim && g.cur === cur && match(g))?.average ?? null;
  const questions = [...new Set(fb.filter((g) => g.dim === 'question').map((g) => g.question ?? ''))];
  const doctorIds = [...new Set(fb.filter((g) => g.dim === 'doctor').map((g) => g.doctor ?? ''))];
  return {
    count: both((cur) => fb.find((g) => g.dim === 'all' && g.cur === cur)?.forms ?? 0),
    questions: questions.map((question) => ({ question, ...both((cur) => pick('question', (g) => g.question === question, cur)) })),
    doctors: doctorIds
      .map((doctorId) => ({
        doctorId,
        doctorName: input.doctors.names.get(doctorId) ?? '',
        ...both((cur) => pick('doctor', (g) => g.doctor === doctorId, cur)),
      }))
      .sort((a, b) => a.doctorName.localeCompare(b.doctorName)),
    series: fb
      .filter((g) => g.dim === 'series' && g.cur && g.average !== null)
      .map((g) => ({ bucket: g.bucket ?? '', doctorId: g.doctor ?? '', average: g.average ?? 0, count: g.forms }))
      .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.doctorId.localeCompare(b.doctorId)),
    seriesBucket: input.range.feedbackBucket,
  };
}

function assembleInsights(input: InsightsInput): Insights {
  const { range, scope } = input;
  const doctorName = (id: string) => input.doctors.names.get(id) ?? id;
  return {
    period: {
      kind: range.kind,
      from: range.from,
      to: range.to,
      previousFrom: range.previousFrom,
      previousTo: range.previousTo,
      bucket: range.bucket,
    },
    doctorId: scope.doctorId,
    totals: totals(input),
    series: { current: series(input, true), previous: series(input, false) },
    byDepartment: breakdown(input, 'department'),
    byDoctor: breakdown(input, 'doctor', doctorName),
    byType: breakdown(input, 'type'),
    byMode: breakdown(input, 'mode'),
    ...(scope.revenue
      ? {
          revenue: {
            collected: both((cur) => money(input, 'collected', cur)),
            refunded: both((cur) => money(input, 'refunded', cur)),
            pending: both((cur) => input.groups.find((g) => g.dim === 'all' && g.cur === cur)?.pending ?? 0),
          },
        }
      : {}),
    occupancy: occupancy(input),
    heatmap: input.groups
      .filter((g) => g.dim === 'heat' && g.cur && g.key !== null)
      .map((g) => ({ weekday: Math.floor(Number(g.key) / 100), hour: Number(g.key) % 100, count: g.active }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    feedback: feedbackFigures(input),
  };
}
