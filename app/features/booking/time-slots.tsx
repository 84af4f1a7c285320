/** Time-slot buttons of the chosen date: only free slots, as a radio group (one choice, arrow keys). */
import { cn } from '~/ui/cn';
import { useT } from '~/i18n/provider';

/** '15:30' -> '3:30 PM' (English) or '15:30' (Hindi keeps the 24-hour clock). */
export function formatSlot(time: string, locale: string): string {
  if (locale === 'hi') return time;
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function TimeSlots({
  slots,
  value,
  onChange,
  name,
  labelledBy,
  describedBy,
}: {
  slots: string[];
  value: string | undefined;
  onChange: (slot: string) => void;
  name: string;
  labelledBy: string;
  describedBy?: string;
}) {
  const { locale } = useT();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.map((slot) => {
        const checked = slot === value;
        return (
          <label
            key={slot}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50',
            )}
          >
            <input type="radio" name={name} value={slot} checked={checked} onChange={() => onChange(slot)} className="sr-only" />
            {formatSlot(slot, locale)}
          </label>
        );
      })}
    </div>
  );
}
