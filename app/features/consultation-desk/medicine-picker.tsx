/**
 * The doctor picks a medicine of the dispensary's catalogue while prescribing (decision 0069):
 * search as you type, each match with the stock usable now; choosing one fills the line's item,
 * name and unit. A combobox with a listbox of options (WAI-ARIA APG), keyboard and pointer.
 */
import { useEffect, useId, useState } from 'react';
import type { StockUnit } from '@core/dispensary/catalogue';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { inputClass, labelClass } from '~/ui/forms/forms';

export interface Medicine {
  id: string;
  name: string;
  strength: string;
  pack: string;
  manufacturer: string;
  unit: StockUnit;
  usable: number;
}

const title = (m: Medicine) => [m.name, m.strength, m.pack].filter(Boolean).join(' · ');

export function MedicinePicker({ onPick, error }: { onPick: (m: Medicine) => void; error?: string }) {
  const { t } = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Medicine[] | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) return setFound(null);
    let live = true;
    const timer = setTimeout(() => {
      api<{ medicines: Medicine[] }>(`/staff/dispensary/medicines?q=${encodeURIComponent(text)}`, { method: 'GET' })
        .then((r) => live && (setFound(r.data.medicines), setActive(0)))
        .catch(() => live && setFound([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const pick = (m: Medicine) => {
    onPick(m);
    setQ('');
    setFound(null);
  };
  const open = found !== null;
  return (
    <div className="relative">
      <label htmlFor={`${id}-q`} className={labelClass}>
        {t('dispensing.rx.search')}
      </label>
      <input
        id={`${id}-q`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && found.length ? `${id}-o${active}` : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-e` : ''}`}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        className={inputClass}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          if (!found?.length) return;
          const moves: Record<string, () => void> = {
            ArrowDown: () => setActive((active + 1) % found.length),
            ArrowUp: () => setActive((active - 1 + found.length) % found.length),
            Enter: () => pick(found[active]!),
            Escape: () => setFound(null),
          };
          const move = moves[e.key];
          if (move) {
            e.preventDefault();
            move();
          }
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {t('dispensing.rx.searchHint')}
      </p>
      {error ? (
        <p id={`${id}-e`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {open ? <Options id={id} found={found} active={active} onPick={pick} /> : null}
    </div>
  );
}

function Options({ id, found, active, onPick }: { id: string; found: Medicine[]; active: number; onPick: (m: Medicine) => void }) {
  const { t } = useT();
  const pick = onPick;
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={t('dispensing.rx.search')}
      className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg"
    >
      {found.length ? (
        found.map((m, i) => (
          <li
            key={m.id}
            id={`${id}-o${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-stone-900 ${i === active ? 'bg-brand-50' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(m);
            }}
          >
            <span className="font-medium">{title(m)}</span>
            <span className={`block text-sm ${m.usable > 0 ? 'text-stone-700' : 'text-red-700'}`}>
              {m.usable > 0
                ? t('dispensing.rx.inStock', { n: m.usable, unit: t(`dispensary.unit.${m.unit}`) })
                : t('dispensing.rx.noStock')}
              {m.manufacturer ? ` · ${m.manufacturer}` : ''}
            </span>
          </li>
        ))
      ) : (
        <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-stone-700">
          {t('dispensing.rx.noMatch')}
        </li>
      )}
    </ul>
  );
}
