/**
 * The charts of /staff/insights: small SVG and HTML drawings of our own (decision 0026), each
 * followed by the same numbers as a table under "Show as a table" (a <details>: screen readers and
 * keyboards reach it, and it prints). The drawings themselves are hidden from screen readers.
 */
import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';

export interface Column {
  label: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/** A table of the chart's numbers, folded away under "Show as a table". */
export function TableView({ caption, columns, rows }: { caption: string; columns: Column[]; rows: ReactNode[][] }) {
  const { t } = useT();
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">
        {t('staff.insights.showTable')}
      </summary>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard */}
      <div className="mt-2 max-h-96 overflow-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? 'py-1.5 pr-3 text-right' : 'py-1.5 pr-3'}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className="border-b border-stone-100">
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row" className="py-1.5 pr-3 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={j} className={columns[j]?.numeric ? 'py-1.5 pr-3 text-right tabular-nums' : 'py-1.5 pr-3'}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Horizontal bars, this period (dark) over the previous one (light, where given), one row each. */
export function ComparisonBars({
  rows,
  format = String,
  scale,
}: {
  rows: { label: string; current: number; previous?: number }[];
  format?: (n: number) => string;
  /** The value of a full bar (10 for ratings, 100 for percentages); without it, the largest value. */
  scale?: number;
}) {
  const max = scale ?? Math.max(1, ...rows.flatMap((r) => [r.current, r.previous ?? 0]));
  return (
    <ul className="space-y-2.5" aria-hidden="true">
      {rows.map((r) => (
        <li key={r.label} className="text-sm">
          <div className="flex justify-between gap-2">
            <span className="min-w-0 truncate text-stone-800">{r.label}</span>
            <span className="shrink-0 font-semibold tabular-nums text-stone-900">{format(r.current)}</span>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-stone-100">
            <div className="h-2.5 rounded-full bg-brand-700" style={{ width: `${(r.current / max) * 100}%` }} />
          </div>
          {r.previous === undefined ? null : (
            <div className="mt-0.5 h-1.5 rounded-full bg-stone-100">
              <div className="h-1.5 rounded-full bg-earth-500" style={{ width: `${(r.previous / max) * 100}%` }} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The legend of the two periods' colours. */
export function PeriodLegend() {
  const { t } = useT();
  return (
    <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-2.5 w-4 rounded-sm bg-brand-700" />
        {t('staff.insights.current')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-1.5 w-4 rounded-sm bg-earth-500" />
        {t('staff.insights.previousColumn')}
      </span>
    </p>
  );
}

/** Columns over time (this period), with the previous period's counts as a line at the same positions. */
export function SeriesChart({ current, previous, tick }: { current: number[]; previous: number[]; tick: (i: number) => string }) {
  const width = 400;
  const height = 150;
  const plot = height - 24;
  const max = Math.max(1, ...current, ...previous);
  const step = width / Math.max(1, current.length);
  const y = (n: number) => plot - (n / max) * (plot - 12);
  const every = Math.ceil(current.length / 5);
  const line = previous.map((n, i) => `${(i + 0.5) * step},${y(n)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto max-h-72 w-full max-w-3xl" aria-hidden="true" focusable="false">
      <line x1="0" x2={width} y1={plot} y2={plot} stroke="#78716c" />
      {current.map((n, i) => (
        <rect key={i} x={i * step + step * 0.15} y={y(n)} width={step * 0.7} height={plot - y(n)} rx="2" fill="#2f6b3f" />
      ))}
      <polyline points={line} fill="none" stroke="#b5793a" strokeWidth="2" strokeDasharray="4 3" />
      {current.map((_, i) =>
        i % every === 0 ? (
          <text key={i} x={(i + 0.5) * step} y={height - 6} textAnchor="middle" fontSize="13" fill="#44403c">
            {tick(i)}
          </text>
        ) : null,
      )}
      <text x="4" y="12" fontSize="12" fill="#44403c">
        {max}
      </text>
    </svg>
  );
}

/** Weekday x hour counts as a grid of shaded cells (the numbers are in each cell too). */
export function Heatmap({
  cells,
  weekdayName,
}: {
  cells: { weekday: number; hour: number; count: number }[];
  weekdayName: (d: number) => string;
}) {
  const { t } = useT();
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const max = Math.max(1, ...cells.map((c) => c.count));
  const at = (d: number, h: number) => cells.find((c) => c.weekday === d && c.hour === h)?.count ?? 0;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="overflow-x-auto" role="region" aria-label={t('staff.insights.heatmap')} tabIndex={0}>
      <table className="border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">{t('staff.insights.heatmap')}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-1 text-left font-medium">
              <span className="sr-only">{t('staff.insights.weekday')}</span>
            </th>
            {hours.map((h) => (
              <th key={h} scope="col" className="px-1 font-medium tabular-nums">
                {String(h).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <tr key={d}>
              <th scope="row" className="pr-2 text-left font-medium">
                {weekdayName(d)}
              </th>
              {hours.map((h) => {
                const share = at(d, h) / max;
                return (
                  <td
                    key={h}
                    className="h-8 min-w-8 rounded text-center tabular-nums"
                    style={{ backgroundColor: `rgba(47, 107, 63, ${0.08 + share * 0.92})`, color: share > 0.5 ? '#fff' : '#1c1917' }}
                  >
                    {at(d, h)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LINE_COLOURS = ['#2f6b3f', '#b5793a', '#1d4ed8', '#9d174d', '#0f766e', '#6d28d9', '#b91c1c', '#4d7c0f'];

/** One line per series (a doctor's average rating per week or month) on a 0-10 scale, with a legend. */
export function LineChart({ series, ticks }: { series: { name: string; points: (number | null)[] }[]; ticks: string[] }) {
  const width = 400;
  const height = 150;
  const plot = height - 24;
  const step = width / Math.max(1, ticks.length);
  const y = (n: number) => plot - (n / 10) * (plot - 12);
  const every = Math.ceil(ticks.length / 5);
  return (
    <div aria-hidden="true">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto max-h-72 w-full max-w-3xl" focusable="false">
        <line x1="0" x2={width} y1={plot} y2={plot} stroke="#78716c" />
        <line x1="0" x2={width} y1={y(5)} y2={y(5)} stroke="#e7e5e4" />
        {series.map((s, i) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
            strokeWidth="2"
            points={s.points.flatMap((n, j) => (n === null ? [] : [`${(j + 0.5) * step},${y(n)}`])).join(' ')}
          />
        ))}
        {ticks.map((tick, i) =>
          i % every === 0 ? (
            <text key={tick} x={(i + 0.5) * step} y={height - 6} textAnchor="middle" fontSize="13" fill="#44403c">
              {tick}
            </text>
          ) : null,
        )}
        <text x="4" y="12" fontSize="12" fill="#44403c">
          10
        </text>
      </svg>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
        {series.map((s, i) => (
          <li key={s.name} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-1 w-4 rounded-sm" style={{ backgroundColor: LINE_COLOURS[i % LINE_COLOURS.length] }} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
