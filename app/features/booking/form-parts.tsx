/** Small pieces of the booking and payment forms. */
import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

/** A select or input of the booking form; `multiline` for a textarea (its height follows its rows). */
export const selectClass = (invalid: boolean, multiline = false) =>
  cn(
    multiline ? 'py-2' : 'h-11',
    'w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 disabled:bg-stone-100 disabled:text-stone-600',
    invalid ? 'border-red-600' : 'border-stone-300',
  );

/** A field's message (a message key or server text), announced when it appears. */
export function FieldError({ message, id }: { message?: string; id?: string }) {
  const { tm } = useT();
  return (
    <p id={id} role={message ? 'alert' : undefined} className={cn('mt-1 text-sm font-medium text-red-700', !message && 'sr-only')}>
      {message ? tm(message) : ''}
    </p>
  );
}

export function Section({
  title,
  id,
  children,
  as = 'section',
  hideTitle,
}: {
  title: string;
  id: string;
  children: ReactNode;
  as?: 'section' | 'fieldset';
  hideTitle?: boolean;
}) {
  const box = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';
  if (as === 'fieldset') {
    return (
      <fieldset className={box}>
        <legend className="float-left mb-3 w-full text-lg font-semibold text-brand-900">{title}</legend>
        <div className="clear-both">{children}</div>
      </fieldset>
    );
  }
  if (hideTitle) return <div className={box}>{children}</div>;
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
