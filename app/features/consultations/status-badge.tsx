import type { ConsultationStatus, PaymentStatus } from '@core/constants';
import { STATUS_TONE } from '@core/consultations/patient-view';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

/** Spec colours: pending yellow, confirmed blue, completed green, cancelled red; no-show grey. Text meets AA on each. */
export const TONE_CLASSES = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-stone-200 text-stone-800 ring-stone-300',
} as const;

export function StatusBadge({ status, className }: { status: ConsultationStatus; className?: string }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        TONE_CLASSES[STATUS_TONE[status]],
        className,
      )}
    >
      {t(`consultations.status.${status}`)}
    </span>
  );
}

const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  pending: 'text-amber-900',
  submitted: 'text-blue-900',
  paid: 'text-green-800',
  failed: 'text-red-800',
};

/** `atClinic`: an in-person booking to be paid at the reception, which awaits no online payment. */
export function PaymentStatusText({ status, atClinic = false }: { status: PaymentStatus; atClinic?: boolean }) {
  const { t } = useT();
  if (atClinic && status === 'pending') return <span className="font-medium text-stone-800">{t('consultations.payment.atClinic')}</span>;
  return <span className={cn('font-medium', PAYMENT_CLASSES[status])}>{t(`consultations.payment.${status}`)}</span>;
}
