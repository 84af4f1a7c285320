/** Step one of prescribing: the plan's days, each with its therapies in order (added, removed, moved earlier or later). */
import { useId } from 'react';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { ArrowUp, Plus, Trash2 } from '~/ui/icons';
import { inputClass } from '~/features/staff-console/ui';
import type { Prescribing } from './use-prescription';

const DAY_MAX = 6;

interface DaysProps {
  days: string[][];
  onChange: (days: string[][]) => void;
  nameOf: (slug: string) => string;
  therapies: Prescribing['therapies'];
}

/** Each day of the plan, then a button to add a day. */
export function DaysEditor({ days, onChange, nameOf, therapies }: DaysProps) {
  const { t } = useT();
  return (
    <div>
      <h3 className="mb-2 font-semibold text-brand-900">{t('staff.prescribe.days')}</h3>
      <ol className="space-y-2" data-testid="programme-days">
        {days.map((day, index) => (
          <DayItem
            key={index}
            day={day}
            n={index + 1}
            nameOf={nameOf}
            therapies={therapies}
            onChange={(next) => onChange(days.map((d, i) => (i === index ? next : d)))}
            onRemove={() => onChange(days.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => onChange([...days, []])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.prescribe.addDay')}
      </Button>
    </div>
  );
}

function moved(day: string[], from: number, to: number): string[] {
  const next = [...day];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** One day: its therapies as chips (move earlier or later, remove), a select adding one, remove the day. */
function DayItem({
  day,
  n,
  nameOf,
  therapies,
  onChange,
  onRemove,
}: Omit<DaysProps, 'days' | 'onChange'> & { day: string[]; n: number; onChange: (day: string[]) => void; onRemove: () => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-stone-900">{t('staff.prescribe.day', { day: n })}</span>
        <Button variant="dangerGhost" size="sm" aria-label={t('staff.prescribe.removeDay', { day: n })} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {day.length ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {day.map((slug, j) => (
            <TherapyChip
              key={`${slug}-${j}`}
              name={nameOf(slug)}
              day={n}
              onEarlier={j > 0 ? () => onChange(moved(day, j, j - 1)) : null}
              onLater={j < day.length - 1 ? () => onChange(moved(day, j, j + 1)) : null}
              onRemove={() => onChange(day.filter((_, k) => k !== j))}
            />
          ))}
        </ul>
      ) : (
        <p className="mb-2 text-sm text-stone-700">{t('staff.prescribe.restDay')}</p>
      )}
      {day.length < DAY_MAX ? (
        <div className="max-w-xs">
          <label htmlFor={`${id}-add`} className="sr-only">
            {t('staff.prescribe.addTherapy', { day: n })}
          </label>
          <select
            id={`${id}-add`}
            className={inputClass}
            value=""
            onChange={(e) => {
              if (e.target.value) onChange([...day, e.target.value]);
            }}
          >
            <option value="">{t('staff.prescribe.addTherapyOption')}</option>
            {therapies.map((x) => (
              <option key={x.slug} value={x.slug}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('staff.prescribe.dayFull')}</p>
      )}
    </li>
  );
}

const CHIP_BUTTON = 'rounded-full p-1.5 hover:bg-earth-200 focus-visible:outline-2 focus-visible:outline-brand-700';

function TherapyChip(props: {
  name: string;
  day: number;
  onEarlier: (() => void) | null;
  onLater: (() => void) | null;
  onRemove: () => void;
}) {
  const { t } = useT();
  const params = { therapy: props.name, day: props.day };
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-earth-100 py-1 pr-1 pl-3 text-sm text-earth-900">
      <span>{props.name}</span>
      {props.onEarlier ? (
        <button type="button" className={CHIP_BUTTON} aria-label={t('staff.prescribe.earlier', params)} onClick={props.onEarlier}>
          <ArrowUp className="h-4 w-4 -rotate-90" aria-hidden="true" />
        </button>
      ) : null}
      {props.onLater ? (
        <button type="button" className={CHIP_BUTTON} aria-label={t('staff.prescribe.later', params)} onClick={props.onLater}>
          <ArrowUp className="h-4 w-4 rotate-90" aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        className="rounded-full p-1.5 text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
        aria-label={t('staff.prescribe.removeTherapy', params)}
        onClick={props.onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
