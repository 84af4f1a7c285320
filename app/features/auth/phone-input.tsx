import type { ComponentProps } from 'react';
import { MOBILE_INPUT_MAX_LENGTH, mobileDigits } from '@core/phone';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

/**
 * A mobile-number field keeps the ten digits of what was typed, pasted or autofilled ('+91 98765
 * 43210' -> '9876543210', core/phone.ts): written back into the field, for the change handler (or
 * react-hook-form's) to read. Returns the event.
 */
export function toMobileDigits<E extends { target: { value: string } }>(event: E): E {
  const digits = mobileDigits(event.target.value);
  if (digits !== event.target.value) event.target.value = digits;
  return event;
}

/**
 * A 10-digit mobile number after the fixed '+91' prefix, which joins the field's description
 * (after `describedBy`, e.g. the field's error). The caller gives the look of the field in
 * `className` (its left corners are squared here); the value is kept to the number's ten digits.
 */
export function PhoneInput({
  id,
  describedBy,
  className,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'aria-describedby'> & { id: string; describedBy?: string }) {
  const { t } = useT();
  return (
    <div className="flex">
      <span
        className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-stone-400 bg-stone-100 px-3 text-base font-medium text-stone-700"
        title={t('auth.countryCodeLabel')}
        id={`${id}-prefix`}
      >
        {t('auth.countryCode')}
      </span>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        // 'tel' is the one phone autofill token a type=tel field may carry ('tel-national' is for
        // text fields: docs/decisions/0036-markup-pdf-tags-and-seo-data.md); the '+91 98765 43210' it
        // fills is kept to its ten digits by toMobileDigits, within MOBILE_INPUT_MAX_LENGTH.
        autoComplete="tel"
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        className={cn(className, 'rounded-l-none')}
        aria-describedby={[describedBy, `${id}-prefix`].filter(Boolean).join(' ')}
        {...props}
        onChange={(event) => onChange?.(toMobileDigits(event))}
      />
    </div>
  );
}
