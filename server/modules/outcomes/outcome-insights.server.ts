/**
 * The outcomes view of Insights (decision 0068): for pain, weight and blood pressure, the median
 * change from the first to the last reading, by programme length (a programme's readings: those at
 * its sessions, at the visit that prescribed it, and those taken on its days) and by diagnosis (the
 * patient's case sheets' diagnoses, as last written; a patient counts under each of theirs). A group
 * of fewer than MIN_GROUP_PATIENTS patients is sent as its name only ("too few to show").
 * Clinic-wide and over all readings to date: outcomes gather slowly, and a period's few would be
 * suppressed anyway.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@core/booking/slots';
import type { MeasureKind } from '@core/clinical/outcomes';
import {
  changeOf,
  diagnosisKey,
  groupOutcomes,
  MIN_GROUP_PATIENTS,
  OUTCOME_METRICS,
  type Episode,
  type OutcomeInsights,
  type OutcomeMetric,
  type TimedValue,
} from '@core/clinical/outcome-stats';
import type { AppContext } from '@server/context';
import { caseSheets, outcomeMeasures, outcomeReadings, programmes, therapySessions } from '@server/db/schema';
import { groupBy } from '@core/group-by';

interface Reading extends TimedValue {
  patientId: string;
  consultationId: string | null;
  sessionId: string | null;
}

const KIND_OF: Record<OutcomeMetric, MeasureKind> = {
  'pain-0-10': 'pain-0-10',
  'weight-kg': 'weight-kg',
  systolic: 'blood-pressure',
  diastolic: 'blood-pressure',
};

async function readingsByMetric(ctx: AppContext): Promise<Map<OutcomeMetric, Reading[]>> {
  const rows = await ctx.db
    .select({
      kind: outcomeMeasures.kind,
      patientId: outcomeReadings.patientId,
      value: outcomeReadings.value,
      value2: outcomeReadings.value2,
      takenOn: outcomeReadings.takenOn,
      recordedAt: outcomeReadings.recordedAt,
      consultationId: outcomeReadings.consultationId,
      sessionId: outcomeReadings.sessionId,
    })
    .from(outcomeReadings)
    .innerJoin(outcomeMeasures, eq(outcomeMeasures.id, outcomeReadings.measureId))
    .where(inArray(outcomeMeasures.kind, ['pain-0-10', 'weight-kg', 'blood-pressure']));
  const out = new Map<OutcomeMetric, Reading[]>(OUTCOME_METRICS.map((m) => [m, []]));
  for (const r of rows) {
    const base = {
      patientId: r.patientId,
      takenOn: r.takenOn,
      recordedAt: r.recordedAt.toISOString(),
      consultationId: r.consultationId,
      sessionId: r.sessionId,
    };
    for (const metric of OUTCOME_METRICS) {
      if (KIND_OF[metric] !== r.kind) continue;
      const value = metric === 'diastolic' ? r.value2 : r.value;
      if (value !== null) out.get(metric)!.push({ ...base, value });
    }
  }
  return out;
}

interface Course {
  id: string;
  patientId: string;
  consultationId: string | null;
  startDate: string;
  days: number;
}

/** Programmes that went ahead (accepted or completed), and which programme each session is of. */
async function coursesOf(ctx: AppContext, patientIds: string[]): Promise<{ courses: Course[]; sessionProgramme: Map<string, string> }> {
  if (!patientIds.length) return { courses: [], sessionProgramme: new Map() };
  const courses = await ctx.db
    .select({
      id: programmes.id,
      patientId: programmes.patientId,
      consultationId: programmes.consultationId,
      startDate: programmes.startDate,
      days: sql<number>`jsonb_array_length(${programmes.plan})::int`,
    })
    .from(programmes)
    .where(and(inArray(programmes.patientId, patientIds), inArray(programmes.status, ['accepted', 'completed'])));
  const sessions = courses.length
    ? await ctx.db
        .select({ id: therapySessions.id, programmeId: therapySessions.programmeId })
        .from(therapySessions)
        .where(
          inArray(
            therapySessions.programmeId,
            courses.map((c) => c.id),
          ),
        )
    : [];
  return { courses, sessionProgramme: new Map(sessions.map((s) => [s.id, s.programmeId ?? ''])) };
}

/** How a diagnosis is shown: its most frequent spelling (ties: the first in order). */
function labelsOf(spellings: Map<string, { spelling: string }[]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, list] of spellings) {
    const counts = new Map<string, number>();
    for (const { spelling } of list) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    out.set(key, best?.[0] ?? key);
  }
  return out;
}

/** Each patient's diagnoses (the latest text of each case sheet: its last amendment, else the sheet), and their labels. */
async function diagnosesOf(
  ctx: AppContext,
  patientIds: string[],
): Promise<{ byPatient: Map<string, Set<string>>; labels: Map<string, string> }> {
  const byPatient = new Map<string, Set<string>>();
  if (!patientIds.length) return { byPatient, labels: new Map() };
  const rows = await ctx.db
    .select({
      patientId: caseSheets.patientId,
      diagnosis: sql<
        string | null
      >`coalesce((select "a"."content"->>'diagnosis' from "case_sheet_amendments" "a" where "a"."case_sheet_id" = "case_sheets"."id" order by "a"."id" desc limit 1), "case_sheets"."content"->>'diagnosis')`,
    })
    .from(caseSheets)
    .where(inArray(caseSheets.patientId, patientIds));
  const diagnosed = rows.flatMap(({ patientId, diagnosis }) => {
    const key = diagnosisKey(diagnosis ?? '');
    return patientId && key ? [{ patientId, key, spelling: (diagnosis ?? '').trim().replace(/\s+/g, ' ') }] : [];
  });
  for (const { patientId, key } of diagnosed) byPatient.set(patientId, (byPatient.get(patientId) ?? new Set()).add(key));
  return { byPatient, labels: labelsOf(groupBy(diagnosed, (d) => d.key)) };
}

function programmeEpisodes(readings: Reading[], courses: Course[], sessionProgramme: Map<string, string>): Episode[] {
  const episodes: Episode[] = [];
  for (const c of courses) {
    const end = addDays(c.startDate, Math.max(0, c.days - 1));
    const within = readings.filter(
      (r) =>
        r.patientId === c.patientId &&
        ((r.sessionId && sessionProgramme.get(r.sessionId) === c.id) ||
          (c.consultationId && r.consultationId === c.consultationId) ||
          (r.takenOn >= c.startDate && r.takenOn <= end)),
    );
    const change = changeOf(within);
    if (change !== null) episodes.push({ group: String(c.days), patientId: c.patientId, change });
  }
  return episodes;
}

function diagnosisEpisodes(readings: Reading[], diagnoses: Map<string, Set<string>>): Episode[] {
  const byPatient = groupBy(readings, (r) => r.patientId);
  const episodes: Episode[] = [];
  for (const [patientId, list] of byPatient) {
    const change = changeOf(list);
    if (change === null) continue;
    for (const key of diagnoses.get(patientId) ?? []) episodes.push({ group: key, patientId, change });
  }
  return episodes;
}

/** The outcomes view: per metric, groups by programme length and by diagnosis (small ones suppressed). */
export async function outcomeInsights(ctx: AppContext): Promise<OutcomeInsights> {
  const byMetric = await readingsByMetric(ctx);
  const patientIds = [...new Set([...byMetric.values()].flat().map((r) => r.patientId))];
  const [{ courses, sessionProgramme }, diagnoses] = await Promise.all([coursesOf(ctx, patientIds), diagnosesOf(ctx, patientIds)]);
  const metrics = OUTCOME_METRICS.map((metric) => {
    const readings = byMetric.get(metric) ?? [];
    const byDiagnosis = groupOutcomes(diagnosisEpisodes(readings, diagnoses.byPatient))
      .map((g) => ({ ...g, label: diagnoses.labels.get(g.label) ?? g.label }))
      .sort((a, b) => Number(a.suppressed) - Number(b.suppressed) || b.patients - a.patients || a.label.localeCompare(b.label));
    const byProgramme = groupOutcomes(programmeEpisodes(readings, courses, sessionProgramme)).sort(
      (a, b) => Number(a.label) - Number(b.label),
    );
    return { metric, byProgramme, byDiagnosis };
  }).filter((m) => m.byProgramme.length || m.byDiagnosis.length);
  return { minPatients: MIN_GROUP_PATIENTS, metrics };
}
