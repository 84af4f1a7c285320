/**
 * /payment/:id (or the spec's <contact>_<id> of older links): amount, doctor, date, time, the UPI
 * QR and four steps; 'I have made the payment' (optional UTR), 'Cancel Payment' (after a confirm)
 * and, in person, paying at the clinic.
 */
import { CheckCircle2, Clock, Smartphone } from '~/ui/icons';
import { useEffect } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { clinicTime } from '@core/booking/slots';
import { awaitsUtr as claimAwaitsUtr, isPayable } from '@core/consultations/rules';
import type { ConsultationDto } from '@core/schemas/booking/consultation-views';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { formatRupees } from '@core/money';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { toast } from '~/ui/toast';
import { useAction } from '~/shell/use-action';
import { CancelBookingDialog, ClaimPaymentDialog } from './payment-dialogs';
import { formatClinicInstant, formatDate } from '~/features/consultations/format';
import { hasReceipt, ReceiptLink } from '~/features/consultations/card/receipt-link';
import { AddToCalendar } from '~/features/consultations/card/add-to-calendar';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';

export type PaymentData =
  | { found: false }
  | {
      found: true;
      consultation: ConsultationDto;
      payment: { qrCodeData: string; upiUri: string | null } | null;
      qrFailed: boolean;
      payee: string;
    };

export function PaymentPage({ data }: { data: PaymentData }) {
  const { t } = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (!data.found) {
      toast.error(t('booking.payment.verificationFailed'), { id: 'payment-verification' });
      navigate('/book-consultation', { replace: true });
    }
  }, [data.found, navigate, t]);
  if (!data.found) return <div className="mx-auto min-h-[40vh] max-w-3xl px-4 py-10" />;
  return <PaymentView data={data} />;
}

function PaymentView({ data }: { data: Extract<PaymentData, { found: true }> }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const c = data.consultation;
  const { run, busy } = useAction();
  // The same on a retry of 'Pay at the clinic' (decision 0042).
  const { key: payAtClinicKey } = useIdempotencyKey();
  const payable = isPayable(c);
  // A claim made without the UTR keeps the hold until then (core/booking/booking-limits.ts).
  const awaitsUtr = claimAwaitsUtr(c) && !!c.holdExpiresAt;
  const deadline = c.holdExpiresAt ? formatClinicInstant(c.holdExpiresAt, locale) : null;
  const dateText = formatDate(c.date, locale);
  // Clinic time, written like the slot above ('11:18 AM'; in Hindi '11:18', not Intl's Latin 'am').
  const holdUntil = c.holdExpiresAt ? formatSlotTime(clinicTime(new Date(c.holdExpiresAt)), locale) : null;

  const payAtClinic = () =>
    run(() => api(`/payments/${c._id}/pay-at-clinic`, { method: 'POST', body: {}, idempotencyKey: payAtClinicKey }), {
      success: (res) => res.message,
      duration: 10_000,
    });

  const onClaimed = (claimed: ConsultationDto, message: string) => {
    toast.success(message, { duration: 10_000 });
    // Without the UTR the booking still holds only until its deadline: stay here, where it can be added.
    if (claimed.holdExpiresAt) void revalidator.revalidate();
    else navigate(`/consultation/${c._id}`);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('booking.payment.title')}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="payment-summary" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="payment-summary" className="sr-only">
            {t('booking.payment.title')}
          </h2>
          <p className="text-sm text-stone-700">{t('booking.payment.amount')}</p>
          <p className="text-4xl font-bold text-brand-900" data-testid="payment-amount">
            {formatRupees(c.amount)}
          </p>
          <dl className="mt-5 space-y-3 text-sm">
            <SummaryRow label={t('booking.payment.doctor')} value={c.doctor.doctorName} />
            <SummaryRow label={t('booking.payment.date')} value={dateText} />
            <SummaryRow label={t('booking.payment.time')} value={formatSlotTime(c.timeSlot, locale)} />
            <SummaryRow label={t('booking.payment.consultationId')} value={<span className="font-mono">{c.displayId}</span>} />
          </dl>
          {payable && holdUntil && !c.payAtClinic && (
            <p className="mt-5 flex gap-2 rounded-lg bg-earth-100 p-3 text-sm text-earth-900">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('booking.payment.holdNotice', { time: holdUntil })}
            </p>
          )}
          {c.payAtClinic && payable && (
            <p className="mt-5 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {deadline ? t('booking.payment.payAtClinicCall', deadline) : t('booking.payment.payAtClinicDone')}
            </p>
          )}
          <AddToCalendar consultation={c} className="mt-5 border-t border-stone-200 pt-4" />
        </section>

        {payable ? <PaymentQr data={data} /> : <NotPayable c={c} awaitsUtr={awaitsUtr} deadline={deadline} onClaimed={onClaimed} />}
      </div>

      {payable && <PaymentSteps data={data} busy={busy} onPayAtClinic={payAtClinic} onClaimed={onClaimed} />}
    </div>
  );
}

type Found = Extract<PaymentData, { found: true }>;
type OnClaimed = (claimed: ConsultationDto, message: string) => void;

/** The consultation's QR panel. */
function PaymentQr({ data }: { data: Found }) {
  return <UpiQrPanel payment={data.payment} amount={data.consultation.amount} payee={data.payee} />;
}

/** How to pay by UPI, four steps (the consultation's payment and a programme's deposit); `lastStep` says what to do after paying. */
export function PaymentStepsCard({ id, amount, payee, lastStep }: { id: string; amount: number; payee: string; lastStep: string }) {
  const { t, intl } = useT();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {t('booking.payment.stepsTitle')}
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800">
        <li>{t('booking.payment.step1')}</li>
        <li>{t('booking.payment.step2')}</li>
        <li>{t('booking.payment.step3', { amount: amount.toLocaleString(intl), payee })}</li>
        <li>{lastStep}</li>
      </ol>
    </section>
  );
}

/** The QR of an amount (or why it could not be made), and the UPI app link on a phone; also the programme deposit's. */
export function UpiQrPanel({
  payment,
  amount,
  payee,
}: {
  payment: { qrCodeData: string; upiUri: string | null } | null;
  amount: number;
  payee: string;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="payment-qr" className="rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm sm:p-6">
      <h2 id="payment-qr" className="text-lg font-semibold text-brand-900">
        {t('booking.payment.scanToPay')}
      </h2>
      {payment ? (
        <>
          <img
            src={payment.qrCodeData}
            alt={t('booking.payment.qrAlt', { amount, payee })}
            width={240}
            height={240}
            className="mx-auto mt-3 h-60 w-60"
            data-testid="payment-qr"
          />
          {payment.upiUri && (
            <a href={payment.upiUri} className={buttonClasses('outline', 'md', 'mt-3 md:hidden')}>
              <Smartphone className="h-4 w-4" aria-hidden="true" />
              {t('booking.payment.payWithApp')}
            </a>
          )}
        </>
      ) : (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {t('booking.payment.qrFailed')}
        </p>
      )}
    </section>
  );
}

/** Paid, claimed, cancelled or past: what the booking's state is, and where to go from here. */
function NotPayable({
  c,
  awaitsUtr,
  deadline,
  onClaimed,
}: {
  c: Found['consultation'];
  awaitsUtr: boolean;
  deadline: { date: string; time: string } | null;
  onClaimed: OnClaimed;
}) {
  const { t } = useT();
  return (
    <section aria-live="polite" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      {awaitsUtr && deadline && (
        <p className="mb-4 flex gap-2 rounded-lg bg-earth-100 p-3 text-sm text-earth-900" data-testid="awaiting-utr">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('booking.payment.awaitingUtr', deadline)}
        </p>
      )}
      <p className="text-base font-medium text-stone-900">
        {c.status === 'cancelled'
          ? t('booking.payment.bookingCancelled')
          : c.paymentStatus === 'paid'
            ? t('booking.payment.alreadyPaid')
            : c.paymentStatus === 'submitted'
              ? t('booking.payment.alreadyClaimed')
              : t('booking.payment.notPayable')}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {awaitsUtr && (
          <HydratedFieldset>
            <ClaimPaymentDialog requireUtr consultationId={c._id} onClaimed={onClaimed} />
          </HydratedFieldset>
        )}
        <Link to={`/consultation/${c._id}`} className={buttonClasses(awaitsUtr ? 'outline' : 'primary')}>
          {t('booking.payment.viewConsultation')}
        </Link>
        {hasReceipt(c) && <ReceiptLink consultationId={c._id} size="md" />}
        {c.status === 'cancelled' && (
          <Link to="/book-consultation" className={buttonClasses('outline')}>
            {t('booking.payment.bookAgain')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** How to pay, paying at the clinic instead, the claim and cancelling. */
function PaymentSteps({
  data,
  busy,
  onPayAtClinic,
  onClaimed,
}: {
  data: Found;
  busy: boolean;
  onPayAtClinic: () => void;
  onClaimed: OnClaimed;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const c = data.consultation;
  return (
    <HydratedFieldset>
      <PaymentStepsCard id="payment-steps" amount={c.amount} payee={data.payee} lastStep={t('booking.payment.step4')} />

      {c.mode === 'offline' && !c.payAtClinic && (
        <section aria-labelledby="pay-at-clinic" className="mt-6 rounded-2xl border border-earth-200 bg-earth-100 p-5 sm:p-6">
          <h2 id="pay-at-clinic" className="text-base font-semibold text-earth-900">
            {t('booking.payment.payAtClinic')}
          </h2>
          <p className="mt-1 text-sm text-earth-900">{t('booking.payment.payAtClinicText')}</p>
          <Button variant="secondary" className="mt-3 border border-earth-700" disabled={busy} onClick={onPayAtClinic}>
            {t('booking.payment.payAtClinic')}
          </Button>
        </section>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ClaimPaymentDialog consultationId={c._id} onClaimed={onClaimed} />
        <CancelBookingDialog
          consultationId={c._id}
          onCancelled={() => {
            toast.success(t('booking.payment.cancelledToast'));
            navigate('/book-consultation');
          }}
        />
      </div>
    </HydratedFieldset>
  );
}

/** One line of a payment's summary (amount, doctor, date...): its name, then its value on the right. */
export function SummaryRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 pb-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}
