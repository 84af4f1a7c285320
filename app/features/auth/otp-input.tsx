import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@core/constants';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

/** The boxes' digits and what typing, Backspace, the arrows and pasting do to them. */
function useOtpBoxes(value: string, onChange: (value: string) => void, focusOnMount?: boolean) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const length = LIMITS.otpLength;
  useEffect(() => {
    if (focusOnMount) refs.current[0]?.focus();
  }, [focusOnMount]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (index: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, index))];
    el?.focus();
    el?.select();
  };

  /** Writes digits starting at `index` (one typed digit, or a whole pasted/suggested code). */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const start = incoming.length >= length ? 0 : index;
    const next = digits.slice();
    for (let i = 0; i < incoming.length && start + i < length; i++) next[start + i] = incoming[i] ?? '';
    onChange(next.join('').slice(0, length));
    focus(Math.min(length - 1, start + incoming.length));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = digits.slice();
      if (next[index]) {
        next[index] = '';
        onChange(next.join(''));
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next.join(''));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const clear = (index: number) => {
    const next = digits.slice();
    next[index] = '';
    onChange(next.join(''));
  };
  return { refs, digits, length, fill, clear, onKeyDown, onPaste };
}

/**
 * Six single-digit boxes for a one-time code: digits only, focus moves on entry, Backspace in an
 * empty box goes back, arrows move, pasting (or the phone's SMS suggestion, thanks to
 * `autocomplete="one-time-code"`) fills every box at once.
 */
export function OtpInput({
  name,
  value,
  onChange,
  disabled,
  labelledBy,
  describedBy,
  invalid,
  focusOnMount,
}: {
  /** Each box posts its digit under this name (a form post joins them). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Moves focus to the first box when the boxes appear (right after 'Send OTP'). */
  focusOnMount?: boolean;
}) {
  const { t } = useT();
  const { refs, digits, length, fill, clear, onKeyDown, onPaste } = useOtpBoxes(value, onChange, focusOnMount);
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex max-w-sm gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          name={name}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? length : 1}
          aria-label={t('auth.otpDigitLabel', { n: index + 1 })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => {
            const typed = event.target.value;
            if (!typed) clear(index);
            else fill(index, typed.replace(digit, '') || typed);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-12 w-full min-w-0 flex-1 rounded-lg border bg-white text-center text-xl font-semibold text-stone-900 shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 disabled:bg-stone-100 sm:h-14',
            invalid ? 'border-red-600' : 'border-stone-400',
          )}
        />
      ))}
    </div>
  );
}
