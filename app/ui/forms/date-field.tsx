/**
 * A date typed or picked day first, dd/mm/yyyy, as an Indian clinic writes it (a native
 * `<input type="date">` follows the browser's locale: mm/dd/yyyy in an en-US browser). The value
 * stays ISO 'yyyy-mm-dd' for the code around it: `onChange` receives it, and with `name` a hidden
 * input submits it, so loaders and URLs keep ISO dates. The calendar is react-day-picker (as the
 * booking form's) in a Radix popover, in the page's language; the label is the caller's
 * `<label htmlFor={id}>`. The popover is not portalled: inside a modal <dialog> (the staff
 * reschedule) it must stay in the dialog, the rest of the page being inert.
 */
import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { dayPickerLabels } from './calendar-labels';
import { enIN, hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { isIsoDate } from '@core/booking/slots';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE } from '@core/i18n/locales';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import { controlClass, FieldError, labelClass } from './forms';
import { CalendarDays } from '~/ui/icons';
import { formatDayMonthYear, fromLocalDate, parseDayMonthYear, toLocalDate } from './local-date';

export interface DateFieldProps {
  id: string;
  /** ISO 'yyyy-mm-dd' ('' for none); with it the field is controlled. */
  value?: string;
  defaultValue?: string;
  onChange?: (iso: string) => void;
  /** Submits the ISO value under this name (a hidden input) in the surrounding form. */
  name?: string;
  required?: boolean;
  inputClassName?: string;
  /** From a surrounding field: its hint and error (`DateFormField`). */
  describedBy?: string;
  invalid?: boolean;
  onBlur?: () => void;
}

/** The typed text and the ISO value it stands for; the text follows a value set from outside. */
function useDateText(props: DateFieldProps) {
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const iso = props.value ?? own;
  const [text, setText] = useState(() => formatDayMonthYear(iso));
  const [shown, setShown] = useState(iso);
  const [invalid, setInvalid] = useState(false);
  if (shown !== iso) {
    setShown(iso);
    if (parseDayMonthYear(text) !== iso) setText(formatDayMonthYear(iso));
  }
  const commit = (next: string) => {
    if (props.value === undefined) setOwn(next);
    if (next !== iso) props.onChange?.(next);
  };
  return {
    iso,
    text,
    invalid,
    /** Every keystroke: a whole date (or nothing) becomes the value at once, so Enter submits it. */
    type(next: string) {
      setText(next);
      setInvalid(false);
      const parsed = next.trim() === '' ? '' : parseDayMonthYear(next);
      if (parsed !== null) commit(parsed);
    },
    /** Leaving the field: a whole date is rewritten as dd/mm/yyyy, anything else is flagged. */
    settle() {
      const parsed = parseDayMonthYear(text);
      if (parsed) setText(formatDayMonthYear(parsed));
      else setInvalid(text.trim() !== '');
    },
    pick(date: Date) {
      const next = fromLocalDate(date);
      setText(formatDayMonthYear(next));
      setInvalid(false);
      commit(next);
    },
  };
}

export function DateField(props: DateFieldProps) {
  const { id, name, required, inputClassName } = props;
  const { t, locale } = useT();
  const field = useDateText(props);
  const [open, setOpen] = useState(false);
  // A value that is not a calendar date (typed into the address: ?date=x) selects nothing.
  const selected = isIsoDate(field.iso) ? toLocalDate(field.iso) : undefined;
  const chosen = selected ? formatClinicDate(field.iso, INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' }) : '';
  return (
    <div>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('common.dateField.placeholder')}
          required={required}
          value={field.text}
          onChange={(e) => field.type(e.target.value)}
          onBlur={() => {
            field.settle();
            props.onBlur?.();
          }}
          aria-invalid={field.invalid || props.invalid || undefined}
          aria-describedby={[props.describedBy, field.invalid ? `${id}-invalid` : undefined].filter(Boolean).join(' ') || undefined}
          className={cn('min-w-0 flex-1', inputClassName)}
        />
        {name ? <input type="hidden" name={name} value={field.iso} /> : null}
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            type="button"
            aria-label={chosen ? t('common.dateField.chooseSelected', { date: chosen }) : t('common.dateField.choose')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-stone-400 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
          </Popover.Trigger>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('common.dateField.calendar')}
            // The calendar focuses a day itself: arrows move, Enter picks.
            onOpenAutoFocus={(e) => e.preventDefault()}
            // Escape closes the calendar only, not a dialog around the field.
            onEscapeKeyDown={(e) => {
              e.preventDefault();
              setOpen(false);
            }}
            className="calendar z-50 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
          >
            <DayPicker
              mode="single"
              required
              // The popover was opened to pick a day: focus goes to the chosen day (or today).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              locale={locale === 'hi' ? hi : enIN}
              labels={dayPickerLabels(locale)}
              selected={selected}
              defaultMonth={selected}
              onSelect={(date: Date) => {
                field.pick(date);
                setOpen(false);
              }}
              weekStartsOn={1}
              showOutsideDays={false}
            />
          </Popover.Content>
        </Popover.Root>
      </div>
      {field.invalid ? (
        <p id={`${id}-invalid`} className="mt-1 text-sm text-red-800">
          {t('common.dateField.invalid')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A date field of a react-hook-form form (label, DateField, error), as `Field` of app/ui/forms/forms.tsx
 * is for other inputs; kept here so that forms without a date do not load the calendar.
 */
export function DateFormField({
  label,
  error,
  className,
  ...props
}: Omit<DateFieldProps, 'id' | 'describedBy' | 'invalid'> & { label: string; error?: string; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <DateField
        {...props}
        id={id}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        inputClassName={controlClass(Boolean(error))}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A date and a time of a react-hook-form form, for what a `datetime-local` input held
 * ('2026-11-27T15:00', clinic time): the date dd/mm/yyyy in a DateField, the time in a time input.
 * A half-filled pair is passed on as it is, for the form's schema to refuse.
 */
export function DateTimeFormField({
  label,
  error,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const [parts, setParts] = useState(() => ({ date: value.slice(0, 10), time: value.slice(11, 16) }));
  const joined = parts.date || parts.time ? `${parts.date}T${parts.time}` : '';
  if (value !== joined && (value || joined) && value.length >= 16) setParts({ date: value.slice(0, 10), time: value.slice(11, 16) });
  const change = (next: { date: string; time: string }) => {
    setParts(next);
    onChange(next.date || next.time ? `${next.date}T${next.time}` : '');
  };
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-[12rem] flex-1">
          <DateField
            id={id}
            value={parts.date}
            onChange={(date) => change({ ...parts, date })}
            onBlur={onBlur}
            invalid={Boolean(error)}
            describedBy={errorId}
            inputClassName={controlClass(Boolean(error))}
          />
        </div>
        <input
          type="time"
          aria-label={t('common.dateField.time', { field: label })}
          value={parts.time}
          onChange={(e) => change({ ...parts, time: e.target.value })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn(controlClass(Boolean(error)), 'w-36')}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
