import { X } from '~/ui/icons';
import { useId, useState } from 'react';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { Field } from '~/ui/forms/forms';

const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Start times from `from` up to (not including) `to`, every `every` minutes. */
function fillTimes(from: string, to: string, every: number): string[] {
  const out: string[] = [];
  if (!/^\d{2}:\d{2}$/.test(from) || !/^\d{2}:\d{2}$/.test(to) || every < 5) return out;
  for (let m = toMin(from); m + every <= toMin(to); m += every) out.push(toTime(m));
  return out;
}

/** The weekly schedule: per weekday a list of slot start times, with a quick fill. */
export function ScheduleEditor({ doctorId, initial }: { doctorId: string; initial: { weekday: number; startTimes: string[] }[] }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const [days, setDays] = useState<Record<number, string[]>>(() => Object.fromEntries(initial.map((d) => [d.weekday, d.startTimes])));
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('13:00');
  const [every, setEvery] = useState(30);

  const set = (weekday: number, times: string[]) => setDays((d) => ({ ...d, [weekday]: [...new Set(times)].sort() }));

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('staff.schedule.help')}</p>
      <div className="flex flex-wrap items-end gap-3 rounded-lg bg-earth-50 p-3">
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {t('staff.schedule.from')}
          </label>
          <input id={`${id}-from`} type="time" className={inputClass} value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {t('staff.schedule.to')}
          </label>
          <input id={`${id}-to`} type="time" className={inputClass} value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Field
          label={t('staff.schedule.every')}
          inputProps={{
            type: 'number',
            min: 5,
            step: 5,
            className: `${inputClass} w-24`,
            value: every,
            onChange: (e) => setEvery(Number(e.target.value)),
          }}
        />
      </div>
      <ul className="space-y-3">
        {ORDER.map((weekday) => (
          <DayRow
            key={weekday}
            id={id}
            weekday={weekday}
            times={days[weekday] ?? []}
            set={set}
            fill={fillTimes(from, to, every)}
            range={`${from}-${to}`}
          />
        ))}
      </ul>
      <Button
        disabled={busy}
        onClick={() =>
          void run(
            () =>
              api(`/staff/doctors/${doctorId}/schedule`, {
                method: 'PUT',
                body: { days: Object.entries(days).map(([weekday, startTimes]) => ({ weekday: Number(weekday), startTimes })) },
              }),
            t('staff.saved'),
          )
        }
      >
        {t('staff.schedule.save')}
      </Button>
    </div>
  );
}

type SetTimes = (weekday: number, times: string[]) => void;

/** One weekday: its start times (each removable), 'Fill' with the range above, 'Clear' and one added time. */
function DayRow({
  id,
  weekday,
  times,
  set,
  fill,
  range,
}: {
  id: string;
  weekday: number;
  times: string[];
  set: SetTimes;
  fill: string[];
  range: string;
}) {
  const { t } = useT();
  const day = t(`staff.weekday.${weekday}` as MessageKey);
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{day}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => set(weekday, [...times, ...fill])}
            // Starts with the words shown (WCAG 2.5.3, decision 0036), then the day.
            aria-label={`${t('staff.schedule.fill')} ${range}, ${day}`}
          >
            {t('staff.schedule.fill')} {range}
          </Button>
          {times.length ? (
            <Button size="sm" variant="ghost" onClick={() => set(weekday, [])} aria-label={`${t('staff.schedule.clear')}: ${day}`}>
              {t('staff.schedule.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      <TimeChips weekday={weekday} day={day} times={times} set={set} />
      <AddTime id={id} weekday={weekday} day={day} times={times} set={set} />
    </li>
  );
}

/** A weekday's start times, each with a remove button, or 'Off' when there are none. */
function TimeChips({ weekday, day, times, set }: { weekday: number; day: string; times: string[]; set: SetTimes }) {
  const { t } = useT();
  return times.length ? (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={day}>
      {times.map((time) => (
        <li key={time} className="inline-flex items-center rounded-full bg-brand-50 pl-3 text-sm ring-1 ring-brand-200">
          {time}
          <button
            type="button"
            className="ml-1 inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-brand-100"
            onClick={() =>
              set(
                weekday,
                times.filter((x) => x !== time),
              )
            }
            aria-label={t('staff.schedule.removeTime', { time, day })}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="mt-1 text-sm text-stone-700">{t('staff.schedule.off')}</p>
  );
}

/** One added start time for a weekday. */
function AddTime({ id, weekday, day, times, set }: { id: string; weekday: number; day: string; times: string[]; set: SetTimes }) {
  const { t } = useT();
  const [extra, setExtra] = useState('');
  return (
    <div className="mt-2 flex items-end gap-2">
      <div>
        <label htmlFor={`${id}-add-${weekday}`} className="sr-only">{`${t('staff.schedule.addTime')}: ${day}`}</label>
        <input
          id={`${id}-add-${weekday}`}
          type="time"
          className={`${inputClass} h-9 w-32`}
          value={extra}
          onChange={(e) => setExtra(e.target.value)}
        />
      </div>
      <Button
        size="sm"
        variant="ghost"
        disabled={!extra}
        onClick={() => {
          set(weekday, [...times, extra]);
          setExtra('');
        }}
      >
        {t('staff.schedule.addTime')}
      </Button>
    </div>
  );
}
