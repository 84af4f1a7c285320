/**
 * Insights: bookings, patients, money, occupancy, busy hours and feedback for a period
 * and the previous period of equal length. Each figure is one aggregate query over the visits dated
 * in both periods (consultations.date is the clinic's calendar date, time_slot its wall-clock time),
 * so the answer's cost grows with the number of groups, not of rows sent to the server.
 * Who sees what: `insightsScope` (a doctor only their own figures; reception no money unless the
 * admin allowed it in the clinic profile).
 * The queries by family: `bookings-queries.server.ts` (counts, lead time, new and returning
 * patients), `feedback-queries.server.ts` (ratings), `doctor-facts.server.ts` (the slots offered);
 * this file runs them and assembles the answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { RECEIPT_MODES, type ReceiptMode } from '@core/constants';
import { clinicDate } from '@core/booking/slots';
import type { Insights, InsightsQuery } from '@core/schemas/staff/insights';
import { buckets, insightsRange, offeredSlots, percent, type InsightsRange } from '@core/staff/insights';
import type { AppContext } from '@server/context';
import type { SignedInStaff } from '@server/domain/actor';
import { Forbidden, NotFound } from '@server/domain/errors';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { expandCounts, groupedCountsSql, medianLeadSql, newAndReturningSql, type CountRow, type GroupRow } from './bookings-queries.server';
import { doctorFacts, type DoctorFacts } from './doctor-facts.server';
import { expandFeedback, feedbackSql, type FeedbackGroup, type FeedbackRow } from './feedback-queries.server';
import { rows, type Scope } from './insights-sql';

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

/** The four aggregate queries of an answer (the bench EXPLAINs them). */
export function insightsQueries(range: InsightsRange, scope: Scope) {
  return {
    counts: groupedCountsSql(range, scope),
    lead: medianLeadSql(range, scope),
    patients: newAndReturningSql(range, scope),
    feedback: feedbackSql(range, scope),
  };
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
/** One decimal; never -0, which the page's data cannot carry (it arrives as 0 and the hydrated text differs). */
const round1 = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10 || 0);

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
