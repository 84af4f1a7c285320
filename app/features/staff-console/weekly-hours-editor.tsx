import { useId } from 'react';
import type { MessageKey } from '@core/i18n/catalog';
import type { WeeklyHours } from '@core/schemas/staff/hours';
import { useT } from '~/i18n/provider';
import { inputClass } from './ui';

const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
type Day = WeeklyHours[number];
const LINK = 'col-start-2 min-h-11 justify-self-start text-sm font-medium text-brand-700 underline sm:col-start-auto';

/**
 * Weekly hours (core/schemas/staff/hours.ts, decision 0057) for a react-hook-form Controller: seven
 * weekdays, Monday first, each a day off or from-to with an optional break (lunch). The clinic's
 * hours and a therapist's use the same editor; every control has its own label (weekday named).
 */
export function WeeklyHoursEditor({
  value,
  onChange,
  legend,
  offLabel,
  newDay,
}: {
  value: WeeklyHours;
  onChange: (next: WeeklyHours) => void;
  legend: string;
  /** 'Day off' for staff, 'Closed' for the clinic. */
  offLabel: string;
  /** The hours a day gets when it is ticked back on. */
  newDay: NonNullable<Day>;
}) {
  const { t } = useT();
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{legend}</legend>
      <p className="mb-2 text-sm text-stone-600">{t('staff.hours.hint')}</p>
      <ul className="space-y-3">
        {ORDER.map((weekday) => (
          <DayRow
            key={weekday}
            weekday={weekday}
            hours={value[weekday] ?? null}
            set={(h) => onChange(value.map((d, i) => (i === weekday ? h : d)))}
            offLabel={offLabel}
            newDay={newDay}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** One weekday: a day off, or from-to and an optional break. */
function DayRow({
  weekday,
  hours,
  set,
  offLabel,
  newDay,
}: {
  weekday: number;
  hours: Day;
  set: (hours: Day) => void;
  offLabel: string;
  newDay: NonNullable<Day>;
}) {
  const { t } = useT();
  const id = useId();
  const day = t(`staff.weekday.${weekday}` as MessageKey);
  const lunch = hours?.breaks?.[0];
  const time = (key: string, label: string, v: string, change: (v: string) => void) => (
    <div className="col-start-2 sm:col-start-auto">
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {`${day} · ${label}`}
      </label>
      <input id={`${id}-${key}`} type="time" className={inputClass} value={v} onChange={(e) => change(e.target.value)} />
    </div>
  );
  return (
    <li className="grid grid-cols-[6.5rem_1fr] items-center gap-2 border-b border-stone-100 pb-2 last:border-0 sm:grid-cols-[7rem_8rem_9rem_9rem_auto]">
      <span className="font-medium text-stone-900">{day}</span>
      <label className="flex min-h-11 items-center gap-2 whitespace-nowrap text-sm">
        <input
          type="checkbox"
          className="choice h-5 w-5"
          checked={hours === null}
          onChange={(e) => set(e.target.checked ? null : newDay)}
        />
        {offLabel}
      </label>
      {hours ? (
        <>
          {time('from', t('staff.hours.from'), hours.from, (v) => set({ ...hours, from: v }))}
          {time('to', t('staff.hours.to'), hours.to, (v) => set({ ...hours, to: v }))}
          {lunch ? (
            <button type="button" className={LINK} onClick={() => set({ ...hours, breaks: [] })}>
              {t('staff.hours.removeBreak', { day })}
            </button>
          ) : (
            <button type="button" className={LINK} onClick={() => set({ ...hours, breaks: [{ from: '13:00', to: '14:00' }] })}>
              {t('staff.hours.addBreak', { day })}
            </button>
          )}
          {lunch ? (
            <div className="col-start-2 grid grid-cols-2 gap-2 sm:col-span-2 sm:col-start-3">
              {time('break-from', t('staff.hours.breakFrom'), lunch.from, (v) => set({ ...hours, breaks: [{ ...lunch, from: v }] }))}
              {time('break-to', t('staff.hours.breakTo'), lunch.to, (v) => set({ ...hours, breaks: [{ ...lunch, to: v }] }))}
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}
