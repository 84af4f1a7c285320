/** Small pieces of the booking and payment forms. */
import type { ReactNode } from 'react';

/** A select or input of the booking form; `multiline` for a textarea (docs/decisions/0048-one-form-approach.md). */
export { controlClass as selectClass, FieldError } from '~/ui/forms/forms';

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
