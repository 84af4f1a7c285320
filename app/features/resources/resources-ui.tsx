/** Pieces shared by the admin's Panchakarma resource pages (rooms, therapists, therapy settings, templates). */
import { useId, useMemo, useState } from 'react';
import { ROOM_CAPABILITIES, type RoomCapability } from '@core/constants';
import { useT } from '~/i18n/provider';
import { inputClass, labelClass } from '~/features/staff-console/ui';

export interface TherapyGroup {
  title: string;
  slugs: string[];
}

/** The therapies an editor offers: grouped for the lists, and each slug's name. */
export interface TherapyCatalog {
  groups: TherapyGroup[];
  names: Record<string, string>;
}

/** The note reception sees on pages only the admin changes. */
export function ReadOnlyNote() {
  const { t } = useT();
  return <p className="mb-4 rounded-lg bg-earth-100 px-3 py-2 text-sm text-stone-800">{t('staff.res.readOnly')}</p>;
}

/** A room's equipment as checkboxes with readable names. */
export function CapabilityChecks({
  value,
  onChange,
  legend,
}: {
  value: RoomCapability[];
  onChange: (next: RoomCapability[]) => void;
  legend: string;
}) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {ROOM_CAPABILITIES.map((c) => (
          <label key={c} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="choice h-5 w-5"
              checked={value.includes(c)}
              onChange={(e) =>
                onChange(e.target.checked ? ROOM_CAPABILITIES.filter((x) => x === c || value.includes(x)) : value.filter((x) => x !== c))
              }
            />
            {t(`staff.res.cap.${c}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Therapies as a searchable checkbox list, grouped as the site groups them. */
export function TherapyChecks({
  groups,
  names,
  value,
  onChange,
}: {
  groups: TherapyGroup[];
  names: Record<string, string>;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      groups
        .map((g) => ({ ...g, slugs: g.slugs.filter((s) => !q || names[s]!.toLowerCase().includes(q) || s.includes(q)) }))
        .filter((g) => g.slugs.length),
    [groups, names, q],
  );
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">
        {t('staff.therapists.therapies')} · {t('staff.therapists.chosen', { count: value.length })}
      </legend>
      <label htmlFor={`${id}-q`} className={labelClass}>
        {t('staff.therapists.search')}
      </label>
      <input id={`${id}-q`} type="search" className={inputClass} value={query} onChange={(e) => setQuery(e.target.value)} />
      <div className="mt-3 max-h-80 space-y-3 overflow-y-auto pr-1">
        {shown.map((g) => (
          <div key={g.title}>
            <p className="text-sm font-semibold text-brand-900">{g.title}</p>
            <ul className="grid sm:grid-cols-2">
              {g.slugs.map((s) => (
                <li key={s}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="choice h-5 w-5"
                      checked={value.includes(s)}
                      onChange={(e) => onChange(e.target.checked ? [...value, s] : value.filter((x) => x !== s))}
                    />
                    {names[s]}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
