/**
 * /programme/:id/deposit: the programme's deposit by UPI: the amount, the QR (the consultation
 * payment's panel), the four steps and the UTR form. The form posts to the page's action, with or
 * without the page's code.
 */
import { CheckCircle2 } from '~/ui/icons';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { PaymentStepsCard, SummaryRow, UpiQrPanel } from '~/features/booking/payment-page';
import { FieldError, selectClass } from '~/features/booking/form-parts';
import { formatRupees } from '@core/money';
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import type { loadDepositPage, ProgrammeActionData } from './patient-programmes.server';

type DepositPageData = Awaited<ReturnType<typeof loadDepositPage>>;

export function DepositPage({ data, result }: { data: DepositPageData; result?: ProgrammeActionData }) {
  const { t } = useT();
  const amounts = data.amounts;
  const claimed = result?.ok === true;
  const status = claimed ? 'claimed' : amounts?.depositStatus;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('patientProgrammes.deposit.title')}</h1>
      <p className="mt-1 text-stone-700">{t('patientProgrammes.deposit.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="deposit-summary" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="deposit-summary" className="text-lg font-semibold text-brand-900">
            {data.title}
          </h2>
          {amounts && (
            <>
              <p className="mt-3 text-sm text-stone-700">{t('patientProgrammes.deposit.amount')}</p>
              <p className="text-4xl font-bold text-brand-900" data-testid="deposit-amount">
                {formatRupees(amounts.deposit)}
              </p>
              <dl className="mt-5 space-y-3 text-sm">
                <SummaryRow label={t('patientProgrammes.amounts.price')} value={formatRupees(amounts.price)} />
                {amounts.discount > 0 && (
                  <SummaryRow label={t('patientProgrammes.amounts.discount')} value={`−${formatRupees(amounts.discount)}`} />
                )}
                <SummaryRow
                  label={t('patientProgrammes.amounts.balance')}
                  value={formatRupees(amounts.balance - (amounts.depositStatus === 'paid' ? 0 : amounts.deposit))}
                />
              </dl>
            </>
          )}
        </section>
        {data.payable && !claimed ? (
          <UpiQrPanel payment={data.payment} amount={amounts?.deposit ?? 0} payee={data.payee} />
        ) : (
          <section aria-live="polite" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <p className="flex gap-2 text-base font-medium text-stone-900" role={claimed ? 'status' : undefined}>
              {claimed && <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" />}
              {claimed
                ? result.message
                : status && status !== 'due'
                  ? t(`patientProgrammes.depositState.${status}`)
                  : t('patientProgrammes.deposit.notPayable')}
            </p>
            <Link to="/appointments" className={buttonClasses('primary', 'md', 'mt-4')}>
              {t('patientProgrammes.deposit.back')}
            </Link>
          </section>
        )}
      </div>
      {data.payable && !claimed && <DepositSteps data={data} result={result} />}
    </div>
  );
}

/** How to pay, then the UTR form. */
function DepositSteps({ data, result }: { data: DepositPageData; result?: ProgrammeActionData }) {
  const { t } = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const error = result && !result.ok ? (result.fieldErrors.utr ?? result.message) : undefined;
  return (
    <>
      <PaymentStepsCard
        id="deposit-steps"
        amount={data.amounts?.deposit ?? 0}
        payee={data.payee}
        lastStep={t('patientProgrammes.deposit.step4')}
      />
      <Form method="post" noValidate className="mt-6 max-w-md rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={data.idempotencyKey} />
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {t('patientProgrammes.deposit.utrLabel')}
        </label>
        <input
          id={id}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          required
          className={selectClass(!!error)}
          aria-invalid={!!error}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {t('patientProgrammes.deposit.utrHint')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <Button type="submit" size="lg" className="mt-4" disabled={busy}>
          {busy ? t('booking.payment.submitting') : t('patientProgrammes.deposit.submit')}
        </Button>
      </Form>
    </>
  );
}
