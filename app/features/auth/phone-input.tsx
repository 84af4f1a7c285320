import type { ComponentProps } from 'react';
import { MOBILE_INPUT_MAX_LENGTH } from '@core/phone';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

/**
 * A 10-digit mobile number after the fixed '+91' prefix, which joins the field's description
 * (after `describedBy`, e.g. the field's error). The caller gives the look of the field in
 * `className` (its left corners are squared here) and keeps the value to digits (`mobileDigits`).
 */
export function PhoneInput({ id, describedBy, className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'aria-describedby'> & { id: string; describedBy?: string }) {
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
        autoComplete="tel-national"
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        className={cn(className, 'rounded-l-none')}
        aria-describedby={[describedBy, `${id}-prefix`].filter(Boolean).join(' ')}
        {...props}
      />
    </div>
  );
}
