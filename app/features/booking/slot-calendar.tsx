/** The calendar of the chosen doctor: days before today, days off, leave and full days are disabled. */
import { DayPicker, type Matcher } from 'react-day-picker';
import { enIN, hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import '~/ui/forms/calendar.css';
import type { Availability } from '@core/schemas/booking/consultation';
import { useT } from '~/i18n/provider';
import { dayPickerLabels } from '~/ui/forms/calendar-labels';
import { fromLocalDate, toLocalDate } from '~/ui/forms/local-date';

export function SlotCalendar({
  availability,
  selected,
  onSelect,
  labelledBy,
}: {
  availability: Availability;
  selected: string | undefined;
  onSelect: (date: string | undefined) => void;
  labelledBy: string;
}) {
  const { locale } = useT();
  const first = toLocalDate(availability.firstDate);
  const last = toLocalDate(availability.lastDate);
  const fullOrClosed = availability.days.filter((d) => d.slots.length === 0).map((d) => toLocalDate(d.date));
  const disabled: Matcher[] = [
    { before: first },
    { after: last },
    { dayOfWeek: [0, 1, 2, 3, 4, 5, 6].filter((d) => !availability.workingWeekdays.includes(d)) },
    ...availability.leaves.map(toLocalDate),
    ...fullOrClosed,
  ];
  return (
    <div className="calendar rounded-xl border border-stone-200 bg-white p-2 sm:p-3" aria-labelledby={labelledBy} role="group">
      <DayPicker
        mode="single"
        locale={locale === 'hi' ? hi : enIN}
        labels={dayPickerLabels(locale)}
        selected={selected ? toLocalDate(selected) : undefined}
        onSelect={(date) => onSelect(date ? fromLocalDate(date) : undefined)}
        disabled={disabled}
        startMonth={first}
        endMonth={last}
        defaultMonth={selected ? toLocalDate(selected) : first}
        weekStartsOn={1}
        showOutsideDays={false}
      />
    </div>
  );
}
