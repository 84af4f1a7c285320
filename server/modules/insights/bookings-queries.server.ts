/**
 * The bookings family of the insights queries: the counts and sums per breakdown, day or week and
 * weekday x hour cell; the median lead time; new and returning patients.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CLINIC_TIME_ZONE } from '@core/booking/slots';
import type { InsightsRange } from '@core/staff/insights';
import { paymentModeSql } from '@server/modules/paperwork/payment-modes';
import { mondayOffsetOf, ofDoctor, type Scope } from './insights-sql';

const mondayOffset = mondayOffsetOf(sql`date`);

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

export interface GroupRow extends Measures {
  cur: boolean;
  dim: 'all' | 'bucket' | 'department' | 'doctor' | 'type' | 'mode' | 'pay' | 'heat';
  key: string | null;
}

/** A row of the counts query: one combination of doctor, department, type, mode and money mode; or a bucket; or a weekday x hour cell. */
export interface CountRow extends Measures {
  cur: boolean;
  dim: 'detail' | 'bucket' | 'heat';
  doctor_id: string | null;
  department: string | null;
  consultation_type: string | null;
  mode: string | null;
  pay_mode: string | null;
  key: string | null;
}

/**
 * Counts and sums of both periods in one pass, in three grouping sets: every combination of the
 * breakdowns (summed per breakdown by `expandCounts`: one hash table instead of six), the days or
 * weeks, and the weekday x hour cells (weekday * 100 + hour).
 */
export function groupedCountsSql(range: InsightsRange, scope: Scope): SQL {
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
export function expandCounts(raw: CountRow[]): GroupRow[] {
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

/**
 * Median hours from booking to the visit's start (the slot in clinic time), bookings not cancelled.
 * A booking made after its slot began (a walk-in entered late) counts as no lead, not a negative one.
 */
export function medianLeadSql(range: InsightsRange, scope: Scope): SQL {
  return sql`SELECT date >= ${range.from}::date AS cur,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM ((date + time_slot::time) AT TIME ZONE ${CLINIC_TIME_ZONE}) - created_at))) / 3600)::float8 AS hours
      FROM consultations
      WHERE date BETWEEN ${range.previousFrom}::date AND ${range.to}::date AND status <> 'cancelled' ${ofDoctor(scope)}
      GROUP BY 1`;
}

/**
 * Patients seen in each period (bookings not cancelled; a patient is their account, or their phone
 * number without one): new when their first visit ever (with this doctor, for a doctor) is in it.
 */
export function newAndReturningSql(range: InsightsRange, scope: Scope): SQL {
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
