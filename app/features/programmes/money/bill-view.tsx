/**
 * A programme's final bill on screen (decision 0067), for the desk and the patient: who and which
 * programme, the sessions as delivered day by day, the charge lines, the money in with each
 * receipt, the balance or refund due, and the PDF in the programme's language and the current one.
 */
import { Link } from 'react-router';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { formatRupees } from '@core/money';
import { BILL_LINE_KEYS, DAY_OUTCOME_KEYS, SESSION_OUTCOME_KEYS, billPaymentKey, formatLineAmount } from '@core/programmes/bill-labels';
import type { DayOutcome } from '@core/programmes/bill';
import type { ProgrammeBill } from '@server/modules/programmes/bill/bill.server';
import { useT } from '~/i18n/provider';
import { ArrowLeft } from '~/ui/icons';
import { cn } from '~/ui/cn';
import { LanguageLinks } from './receipt-list';

const OUTCOME_CLASSES: Record<DayOutcome, string> = {
  done: 'bg-green-100 text-green-900 ring-green-300',
  partly: 'bg-amber-100 text-amber-900 ring-amber-300',
  missed: 'bg-red-100 text-red-900 ring-red-300',
  'to-come': 'bg-stone-100 text-stone-800 ring-stone-300',
};

const section = 'rounded-xl border border-stone-200 bg-white p-4 sm:p-5';
const th = 'py-1.5 pr-3 text-left font-semibold text-stone-800';
const td = 'py-1.5 pr-3 align-top text-stone-800';

function Totals({ bill }: { bill: ProgrammeBill }) {
  const { t } = useT();
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <>
      <dt className={cn('text-stone-700', strong && 'font-semibold text-stone-900')}>{label}</dt>
      <dd className={cn('text-right text-stone-900', strong && 'text-lg font-bold')} data-testid={testId}>
        {value}
      </dd>
    </>
  );
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {row(t('programmes.bill.payable'), formatRupees(bill.payable))}
      {row(t('programmes.bill.paidTotal'), formatRupees(bill.paid))}
      {bill.refunded ? row(t('programmes.bill.refunded'), formatRupees(bill.refunded)) : null}
      {bill.balanceDue > 0
        ? row(t('programmes.bill.balanceDue'), formatRupees(bill.balanceDue), true, 'bill-balance')
        : bill.refundDue > 0
          ? row(t('programmes.bill.refundDue'), formatRupees(bill.refundDue), true, 'bill-refund')
          : row(t('programmes.bill.settled'), formatRupees(0), true, 'bill-settled')}
    </dl>
  );
}

function SessionsSection({ bill }: { bill: ProgrammeBill }) {
  const { t, intl } = useT();
  const s = bill.sessions;
  return (
    <section aria-labelledby="bill-sessions" className={cn(section, 'mb-4')}>
      <h2 id="bill-sessions" className="text-lg font-semibold text-stone-900">
        {t('programmes.bill.sessions')}
      </h2>
      <p className="mb-2 text-stone-700">
        {t('programmes.bill.sessionCounts', { done: s.done, missed: s.missed, toCome: s.toCome, total: s.total })}
      </p>
      {bill.days.length ? (
        <ul className="divide-y divide-stone-200">
          {bill.days.map((d) => (
            <li key={`${d.day ?? ''}-${d.date}`} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {d.day !== null ? `${t('programmes.bill.day')} ${d.day} · ` : ''}
                  {formatClinicDate(d.date, intl, { dateStyle: 'medium' })}
                </p>
                <p className="text-sm text-stone-700">
                  {d.sessions.map((x) => `${x.therapy} (${t(SESSION_OUTCOME_KEYS[x.outcome])})`).join(', ')}
                </p>
              </div>
              <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset', OUTCOME_CLASSES[d.outcome])}>
                {t(DAY_OUTCOME_KEYS[d.outcome])}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('programmes.bill.noSessions')}</p>
      )}
    </section>
  );
}

function PaymentsList({ bill }: { bill: ProgrammeBill }) {
  const { t, intl } = useT();
  return (
    <>
      <h2 className="mt-5 mb-2 text-lg font-semibold text-stone-900">{t('programmes.bill.moneyIn')}</h2>
      {bill.payments.length ? (
        <ul className="divide-y divide-stone-200 text-sm">
          {bill.payments.map((p, i) => (
            <li key={p.receipt?.id ?? i} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 text-stone-800">
                {t(billPaymentKey(p.kind))} · {t(`receipts.pdf.mode.${p.mode as 'cash'}`)} · {formatClinicDateTime(p.at, intl)}
                {p.receipt ? (
                  <>
                    {' · '}
                    <a href={`/api/receipts/${p.receipt.id}`} download className="font-mono text-brand-800 underline">
                      {p.receipt.number}
                    </a>
                  </>
                ) : null}
              </span>
              <span className="font-medium text-stone-900">{formatRupees(p.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('programmes.bill.noPayments')}</p>
      )}
    </>
  );
}

export function BillView({ bill, back }: { bill: ProgrammeBill; back: { to: string; label: string } }) {
  const { t, intl } = useT();
  const s = bill.sessions;
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={back.to} className="mb-3 inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {back.label}
      </Link>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-semibold text-brand-900 sm:text-3xl">{t('programmes.bill.title')}</h1>
          <p className="text-stone-700">
            {bill.patientName}
            {bill.doctorName ? ` · ${bill.doctorName}` : ''} · {t('programmes.bill.programmeFrom')}{' '}
            {formatClinicDate(bill.startDate, intl, { dateStyle: 'medium' })}
          </p>
        </div>
        <LanguageLinks href={`/api/programmes/${bill.id}/bill.pdf`} docLocale={bill.programmeLocale} label="bill" />
      </div>
      {s.toCome > 0 && bill.status !== 'cancelled' ? (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t('programmes.bill.interim')}</p>
      ) : null}
      <SessionsSection bill={bill} />
      {bill.materials.length ? (
        <section aria-labelledby="bill-materials" className={cn(section, 'mb-4')}>
          <h2 id="bill-materials" className="mb-1 text-lg font-semibold text-stone-900">
            {t('programmes.bill.materials')}
          </h2>
          <p className="mb-2 text-sm text-stone-700">{t('programmes.bill.materialsNote')}</p>
          <ul className="list-disc pl-5 text-stone-800" data-testid="bill-materials">
            {bill.materials.map((m) => (
              <li key={m.name}>{t('programmes.materials.used', { name: m.name, quantity: m.quantity, unit: m.unit })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <MedicinesSection bill={bill} />
      <section aria-labelledby="bill-charges" className={cn(section, 'mb-4 overflow-x-auto')}>
        <h2 id="bill-charges" className="mb-2 text-lg font-semibold text-stone-900">
          {t('programmes.bill.charges')}
        </h2>
        {bill.status === 'cancelled' ? <p className="mb-2 text-stone-700">{t('programmes.bill.cancelled')}</p> : null}
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className={th}>
                {t('programmes.bill.item')}
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                {t('programmes.bill.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((l, i) => (
              <tr key={`${l.kind}-${i}`} className="border-b border-stone-100">
                <td className={td}>{l.note ? `${t(BILL_LINE_KEYS[l.kind])}: ${l.note}` : t(BILL_LINE_KEYS[l.kind])}</td>
                <td className={cn(td, 'text-right')}>{formatLineAmount(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PaymentsList bill={bill} />
        <div className="mt-4 border-t border-stone-300 pt-3">
          <Totals bill={bill} />
        </div>
      </section>
    </div>
  );
}

/** The dispensary's invoices of the programme's days (decision 0070): listed, paid on their own. */
function MedicinesSection({ bill }: { bill: ProgrammeBill }) {
  const { t, intl } = useT();
  return bill.medicines.length ? (
    <section aria-labelledby="bill-medicines" className={cn(section, 'mb-4')}>
      <h2 id="bill-medicines" className="mb-1 text-lg font-semibold text-stone-900">
        {t('programmes.bill.medicines')}
      </h2>
      <p className="mb-2 text-sm text-stone-700">{t('programmes.bill.medicinesNote')}</p>
      <ul className="space-y-2 text-stone-800" data-testid="bill-medicines">
        {bill.medicines.map((m) => (
          <li key={m.invoiceNo}>
            <span className="font-medium">
              {t('programmes.bill.medicineInvoice', {
                invoiceNo: m.invoiceNo,
                date: formatClinicDate(m.date, intl, { dateStyle: 'medium' }),
              })}
            </span>{' '}
            · {formatRupees(m.amount)}
            {m.credited ? ` · ${t('programmes.bill.medicineCredited')}` : ''}
            <span className="block text-sm break-words">{m.items.join('; ')}</span>
          </li>
        ))}
      </ul>
    </section>
  ) : null;
}
