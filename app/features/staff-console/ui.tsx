/** Small building blocks shared by the console screens. */
import type { ReactNode } from 'react';
import type { PaymentStatus } from '@core/constants';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  pending: 'bg-stone-100 text-stone-800 ring-stone-300',
  submitted: 'bg-orange-100 text-orange-900 ring-orange-300',
  paid: 'bg-green-100 text-green-900 ring-green-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
};

export function Badge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', className)}>
      {children}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useT();
  return <Badge className={PAYMENT_CLASSES[status]}>{t(`staff.payment.${status}`)}</Badge>;
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-serif text-2xl font-semibold text-brand-900 sm:text-3xl">{children}</h1>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({
  title,
  children,
  className,
  headingLevel = 2,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      {title ? <H className="mb-3 text-lg font-semibold text-brand-900">{title}</H> : null}
      {children}
    </section>
  );
}

/** The one input style and field error (docs/decisions/0048-one-form-approach.md). */
export { FieldError, inputClass, labelClass, textareaClass } from '~/ui/forms/forms';

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{children}</p>;
}
