/**
 * One measure over time (decision 0068): an inline SVG line chart of our own (no chart library, as
 * decision 0026's Insights charts), its summary as the image's text, and the readings as a table
 * (the text alternative, reachable by keyboard and screen readers). Blood pressure draws two lines.
 */
import type { PatientOutcomes } from '@core/clinical/outcomes';
import { PAIN_RANGE } from '@core/clinical/outcome-ranges';
import { useT } from '~/i18n/provider';
import { formatDate } from '~/features/consultations/format';

type Measure = PatientOutcomes['measures'][number];

const WIDTH = 400;
const HEIGHT = 170;
const PAD = { left: 34, right: 12, top: 10, bottom: 26 };

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/** The value axis: pain's whole scale, otherwise the readings' spread with a margin. */
function axisOf(m: Measure, values: number[]): { lo: number; hi: number } {
  if (m.kind === 'pain-0-10') return { lo: PAIN_RANGE.min, hi: PAIN_RANGE.max };
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const margin = Math.max((hi - lo) * 0.15, Math.abs(hi) * 0.02, 1);
  return { lo: Math.floor(lo - margin), hi: Math.ceil(hi + margin) };
}

function useReadingText() {
  const { intl } = useT();
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 });
  return (m: Measure, r: Measure['readings'][number]) => {
    const unit = m.kind === 'custom' ? m.unit : m.kind === 'weight-kg' ? 'kg' : m.kind === 'blood-pressure' ? 'mmHg' : '';
    const value = r.value2 !== null ? `${number.format(r.value)}/${number.format(r.value2)}` : number.format(r.value);
    return unit ? `${value} ${unit}` : value;
  };
}

export function OutcomeChart({ measure: m, title }: { measure: Measure; title: string }) {
  const { t, locale } = useT();
  const text = useReadingText();
  const readings = m.readings;
  if (!readings.length) return <p className="text-sm text-stone-700">{t('staff.outcomes.noReadings')}</p>;
  const first = readings[0]!;
  const last = readings.at(-1)!;
  const summary = t('staff.outcomes.latest', {
    value: text(m, last),
    date: formatDate(last.takenOn, locale, 'medium'),
    first: text(m, first),
    firstDate: formatDate(first.takenOn, locale, 'medium'),
  });
  return (
    <figure className="space-y-2">
      {readings.length > 1 ? <LineChart measure={m} label={`${title}: ${summary}`} /> : null}
      <figcaption className="text-sm text-stone-800">{readings.length > 1 ? summary : t('staff.outcomes.oneReading')}</figcaption>
      <ReadingsTable measure={m} caption={title} />
    </figure>
  );
}

function LineChart({ measure: m, label }: { measure: Measure; label: string }) {
  const { locale } = useT();
  const readings = m.readings;
  const values = readings.flatMap((r) => (r.value2 !== null ? [r.value, r.value2] : [r.value]));
  const { lo, hi } = axisOf(m, values);
  const d0 = dayNumber(readings[0]!.takenOn);
  const oneDay = dayNumber(readings.at(-1)!.takenOn) === d0;
  const span = Math.max(1, dayNumber(readings.at(-1)!.takenOn) - d0);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  // Readings of one day side by side (in the order taken), so none hides another.
  const x = (i: number) => {
    const r = readings[i]!;
    const sameDay = readings.filter((o) => o.takenOn === r.takenOn);
    const k = sameDay.indexOf(r);
    const nudge = sameDay.length > 1 ? ((k / (sameDay.length - 1)) * 2 - 1) * Math.min(12, plotW / (span * 3)) : 0;
    return PAD.left + (oneDay ? plotW / 2 : ((dayNumber(r.takenOn) - d0) / span) * plotW) + nudge;
  };
  const y = (v: number) => PAD.top + plotH - ((v - lo) / (hi - lo || 1)) * plotH;
  const ticks = [lo, lo + (hi - lo) / 2, hi].map((v) => Math.round(v * 10) / 10);
  const line = (pick: (r: Measure['readings'][number]) => number | null) =>
    readings
      .map((r, i) => [i, pick(r)] as const)
      .filter((p): p is readonly [number, number] => p[1] !== null)
      .map(([i, v]) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`)
      .join(' ');
  const series = [
    { points: line((r) => r.value), colour: '#2f6b3f', dash: undefined },
    ...(m.kind === 'blood-pressure' ? [{ points: line((r) => r.value2), colour: '#b5793a', dash: '5 3' }] : []),
  ];
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl" role="img" aria-label={label} data-testid="outcome-chart">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#d6d3d1" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="13" fill="#44403c">
            {v}
          </text>
        </g>
      ))}
      {series.map((s, i) => (
        <g key={i}>
          <polyline points={s.points} fill="none" stroke={s.colour} strokeWidth="2.5" strokeDasharray={s.dash} />
          {s.points.split(' ').map((p) => {
            const [cx, cy] = p.split(',');
            return <circle key={p} cx={cx} cy={cy} r="4" fill={s.colour} />;
          })}
        </g>
      ))}
      <text x={PAD.left} y={HEIGHT - 8} fontSize="13" fill="#44403c">
        {formatDate(readings[0]!.takenOn, locale, 'dayMonth')}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="13" fill="#44403c">
        {formatDate(readings.at(-1)!.takenOn, locale, 'dayMonth')}
      </text>
    </svg>
  );
}

function ReadingsTable({ measure: m, caption }: { measure: Measure; caption: string }) {
  const { t, locale } = useT();
  const text = useReadingText();
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">
        {t('staff.outcomes.readingsCount', { count: m.readings.length })}
      </summary>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard */}
      <div className="mt-2 max-h-80 overflow-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-1.5 pr-3">
                {t('staff.outcomes.date')}
              </th>
              <th scope="col" className="py-1.5 pr-3 text-right">
                {t('staff.outcomes.reading')}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t('staff.outcomes.where')}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t('staff.outcomes.by')}
              </th>
            </tr>
          </thead>
          <tbody>
            {m.readings.map((r) => (
              <tr key={r.id} className="border-b border-stone-100">
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {formatDate(r.takenOn, locale, 'medium')}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{text(m, r)}</td>
                <td className="py-1.5 pr-3">{r.at ? t(`staff.outcomes.at.${r.at}`) : ''}</td>
                <td className="py-1.5 pr-3">{r.recordedBy ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
