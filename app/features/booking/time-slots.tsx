/** Time-slot buttons of the chosen date: only free slots, as a radio group (one choice, arrow keys). */
import { cn } from '~/ui/cn';
import { useT } from '~/i18n/provider';
import { formatSlotTime } from '@core/i18n/clinic-time';

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
              checked
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50',
            )}
          >
            <input type="radio" name={name} value={slot} checked={checked} onChange={() => onChange(slot)} className="sr-only" />
            {formatSlotTime(slot, locale)}
          </label>
        );
      })}
    </div>
  );
}
