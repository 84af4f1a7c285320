/**
 * The end-of-day reconciliation (decision 0027): money received by mode against the consultations
 * seen, the lists that need a look, the refund paid back and the day close (each behind a
 * confirmation). The server decides; a closed day's payments change only through a correction.
 */
import { useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { RECEIPT_MODES } from '@core/constants';
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatClinicDate, formatClinicDateTime, formatSlot } from '@core/i18n/clinic-time';
import type { DayFigures, DayReport, ReportItem } from '@server/modules/paperwork/reconciliation.server';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button, buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { PaymentCorrectionForm } from './payment-correction-form';
import { ClosedDay, ReopenedNote } from './day-close-status';
import { formatRupees } from '@core/money';
import { Card, PageTitle, inputClass, labelClass } from '~/features/staff-console/ui';

/** Money paid back, shown as taken away: '−₹500'; nothing paid back is '₹0', not '−₹0'. */
const paidBack = (total: number) => `${total ? '−' : ''}${formatRupees(total)}`;

function Figures({ figures, caption }: { figures: DayFigures; caption: string }) {
  const { t } = useT();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-stone-800">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-1 pr-2">
            {t('staff.paperwork.col.paymentMode')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {t('staff.paperwork.rec.count')}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('staff.paperwork.rec.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {RECEIPT_MODES.map((m) => (
          <tr key={m} className="border-b border-stone-100">
            <th scope="row" className="py-1 pr-2 font-normal">
              {t(`staff.paperwork.mode.${m}`)}
            </th>
            <td className="py-1 pr-2 text-right">{figures.received[m].count}</td>
            <td className="py-1 text-right">{formatRupees(figures.received[m].total)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-2">
            {t('staff.paperwork.rec.total')}
          </th>
          <td />
          <td className="py-1 text-right">{formatRupees(figures.receivedTotal)}</td>
        </tr>
        {figures.deposits && figures.deposits.count > 0 && (
          <tr className="text-sm text-stone-700">
            <th scope="row" className="py-1 pr-2 font-normal">
              {t('staff.paperwork.rec.deposits')}
            </th>
            <td className="py-1 pr-2 text-right">{figures.deposits.count}</td>
            <td className="py-1 text-right">{formatRupees(figures.deposits.total)}</td>
          </tr>
        )}
        {figures.balances && figures.balances.count > 0 && (
          <tr className="text-sm text-stone-700">
            <th scope="row" className="py-1 pr-2 font-normal">
              {t('staff.paperwork.rec.balances')}
            </th>
            <td className="py-1 pr-2 text-right">{figures.balances.count}</td>
            <td className="py-1 text-right">{formatRupees(figures.balances.total)}</td>
          </tr>
        )}
        {figures.sales && figures.sales.count > 0 && (
          <tr className="text-sm text-stone-700">
            <th scope="row" className="py-1 pr-2 font-normal">
              {t('staff.paperwork.rec.sales')}
            </th>
            <td className="py-1 pr-2 text-right">{figures.sales.count}</td>
            <td className="py-1 text-right">{formatRupees(figures.sales.total)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" className="py-1 pr-2 font-normal">
            {t('staff.paperwork.rec.refundsPaid')}
          </th>
          <td className="py-1 pr-2 text-right">{figures.refundsPaid.count}</td>
          <td className="py-1 text-right">{paidBack(figures.refundsPaid.total)}</td>
        </tr>
        <tr className="font-semibold">
          <th scope="row" className="py-1 pr-2">
            {t('staff.paperwork.rec.net')}
          </th>
          <td />
          <td className="py-1 text-right">{formatRupees(figures.net)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** A consultation's page, or the programme's for a deposit. */
const holderPath = (h: { kind: 'consultation' | 'deposit'; id: string }) =>
  h.kind === 'deposit' ? `/staff/programmes/${h.id}` : `/staff/consultations/${h.id}`;

function ItemList({ title, items, action }: { title: string; items: ReportItem[]; action?: (item: ReportItem) => ReactNode }) {
  const { t, locale, intl } = useT();
  return (
    <Card title={`${title} (${items.length})`}>
      {items.length === 0 ? (
        <p className="text-stone-700">{t('staff.paperwork.rec.nothing')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {items.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <Link to={holderPath(i)} className="font-medium text-brand-800 underline">
                  {i.name}
                </Link>
                <p className="break-words text-stone-700">
                  {i.kind === 'deposit' ? (
                    <>
                      {t('staff.paperwork.rec.programmeDeposit')} · {formatClinicDate(i.date, intl)}
                      {i.doctorName ? ` · ${i.doctorName}` : ''}
                    </>
                  ) : (
                    <>
                      {formatSlot(i.date, i.timeSlot, locale)} · {i.doctorName} ·{' '}
                      <span className="font-mono text-xs">{formatConsultationId(i.id)}</span>
                    </>
                  )}
                  {i.reference ? ` · ${i.reference}` : ''}
                  {i.at ? ` · ${t('staff.paperwork.rec.claimedAt', { at: formatClinicDateTime(i.at, intl) })}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-semibold">{formatRupees(i.amount)}</span>
                {action?.(i)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RefundPaidButton({ item }: { item: ReportItem }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction();
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('staff.paperwork.rec.refundPaid')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.paperwork.rec.refundPaidTitle')}
        description={t('staff.paperwork.rec.refundPaidBody', { amount: item.amount, name: item.name })}
        busy={busy}
        onConfirm={() =>
          void run(
            () =>
              api(`${item.kind === 'deposit' ? '/staff/programmes' : '/staff/consultations'}/${item.id}/refund-paid`, {
                method: 'POST',
                body: {},
              }),
            {
              success: t('staff.paperwork.rec.refundDone'),
              onSuccess: () => setOpen(false),
            },
          )
        }
      />
    </>
  );
}

function CloseDay({ report, canReopen }: { report: DayReport; canReopen: boolean }) {
  const { t, intl } = useT();
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction();
  if (report.close) return <ClosedDay report={report} canReopen={canReopen} />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-stone-800">{t('staff.paperwork.rec.open')}</p>
      <Button onClick={() => setOpen(true)}>{t('staff.paperwork.rec.close')}</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.paperwork.rec.closeTitle', { date: formatClinicDate(report.date, intl) })}
        description={t('staff.paperwork.rec.closeBody')}
        confirmLabel={t('staff.paperwork.rec.close')}
        busy={busy}
        onConfirm={() =>
          void run(() => api('/staff/reconciliation/close', { method: 'POST', body: { date: report.date } }), {
            success: t('staff.paperwork.rec.closedDone'),
            onSuccess: () => setOpen(false),
          })
        }
      />
    </div>
  );
}

function DayPicker({ report, today }: { report: DayReport; today: string }) {
  const { t } = useT();
  return (
    <Form method="get" className="mb-5 flex flex-wrap items-end gap-3">
      <div className="w-full max-w-56">
        <label htmlFor="rec-date" className={labelClass}>
          {t('staff.paperwork.rec.date')}
        </label>
        <DateField id="rec-date" name="date" defaultValue={report.date || today} inputClassName={inputClass} />
      </div>
      <Button type="submit" variant="outline">
        {t('staff.paperwork.rec.show')}
      </Button>
      <Link to={`/staff/day-sheet?date=${report.date}`} className={buttonClasses('ghost')}>
        {t('staff.paperwork.rec.daySheets')}
      </Link>
    </Form>
  );
}

export function ReconciliationPage({ report, today, canReopen = false }: { report: DayReport; today: string; canReopen?: boolean }) {
  const { t, intl } = useT();
  const day = formatClinicDate(report.date, intl, { dateStyle: 'full' });
  return (
    <>
      <PageTitle>{t('staff.paperwork.rec.title')}</PageTitle>
      <DayPicker report={report} today={today} />
      <div className="mb-5">
        <ReopenedNote report={report} />
        <CloseDay report={report} canReopen={canReopen} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('staff.paperwork.rec.received')}>
          <Figures figures={report} caption={report.close ? `${t('staff.paperwork.rec.now')} · ${day}` : day} />
          {report.close ? (
            <div className="mt-4">
              <Figures figures={report.close.summary} caption={t('staff.paperwork.rec.atClose')} />
            </div>
          ) : null}
        </Card>
        <Card title={t('staff.paperwork.rec.seen')}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t('staff.paperwork.rec.seen')}</dt>
            <dd className="text-right font-semibold">{report.seen.count}</dd>
            <dt>{t('staff.paperwork.rec.seenPaid')}</dt>
            <dd className="text-right font-semibold">{report.seen.paid}</dd>
            <dt>{t('staff.paperwork.rec.seenValue')}</dt>
            <dd className="text-right font-semibold">{formatRupees(report.seen.value)}</dd>
          </dl>
        </Card>
        <ItemList title={t('staff.paperwork.rec.claims')} items={report.claims} />
        <ItemList title={t('staff.paperwork.rec.unpaidVisits')} items={report.unpaidVisits} />
        <ItemList title={t('staff.paperwork.rec.refundsDue')} items={report.refundsDue} action={(i) => <RefundPaidButton item={i} />} />
        <Card title={`${t('staff.paperwork.rec.duplicates')} (${report.duplicates.length})`}>
          {report.duplicates.length === 0 ? (
            <p className="text-stone-700">{t('staff.paperwork.rec.nothing')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {report.duplicates.map((d) => (
                <li key={d.reference}>
                  <span className="font-mono font-semibold">{d.reference}</span>:{' '}
                  {d.holders.map((h, n) => (
                    <span key={`${h.kind}:${h.id}`}>
                      {n ? ', ' : ''}
                      <Link to={holderPath(h)} className="font-mono text-xs text-brand-800 underline">
                        {h.kind === 'deposit' ? t('staff.paperwork.rec.programmeDeposit') : formatConsultationId(h.id)}
                      </Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className="mt-4">
        <PaymentCorrectionForm />
      </div>
    </>
  );
}
