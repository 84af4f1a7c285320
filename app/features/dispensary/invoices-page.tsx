/** The desk's tax invoices (decision 0070): the list, one invoice with its PDFs, and the admin's credit note. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CreditNoteSchema, SALE_MODES, ratePercent, stateName, type CreditNoteInput } from '@core/dispensary/gst';
import { PAYMENT_MODE } from '@core/constants';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, LOCALES } from '@core/i18n/locales';
import { formatPaise, formatRupees } from '@core/money';
import type { InvoiceDetail, listInvoices } from '@server/modules/dispensary/invoices.server';
import { useT } from '~/i18n/provider';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Field, SelectField } from '~/ui/forms/forms';
import { DataTable, DispensaryLinks, cell } from './dispensary-ui';

type Row = Awaited<ReturnType<typeof listInvoices>>[number];
const LANGUAGE = { en: 'English', hi: 'हिन्दी' } as const;

export function InvoicesPage({ invoices, links }: { invoices: Row[]; links: { to: string; label: string }[] }) {
  const { t, locale } = useT();
  const intl = INTL_LOCALE[locale];
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.invoices.title')}</PageTitle>
      {invoices.length ? (
        <DataTable
          label={t('dispensary.invoices.title')}
          head={[
            t('dispensary.invoice.number'),
            t('dispensary.invoice.date'),
            t('dispensary.invoices.buyer'),
            t('dispensary.invoices.amount'),
            t('dispensary.invoice.payment'),
            t('dispensary.invoices.status'),
          ]}
        >
          {invoices.map((i) => (
            <tr key={i.id}>
              <td className={cell}>
                <Link className="font-medium text-brand-800 underline" to={`/staff/dispensary/invoices/${i.id}`}>
                  {i.invoiceNo}
                </Link>
              </td>
              <td className={cell}>{formatClinicDateTime(i.issuedAt, intl, { dateStyle: 'medium' })}</td>
              <td className={cell}>{i.buyerName}</td>
              <td className={cell}>{formatRupees(i.amount)}</td>
              <td className={cell}>{t(`staff.paperwork.mode.${PAYMENT_MODE[i.method]}`)}</td>
              <td className={cell}>
                {i.creditNote ? t('dispensary.invoices.reversed', { noteNo: i.creditNote.noteNo }) : t('dispensary.invoices.issued')}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <Empty>{t('dispensary.invoices.empty')}</Empty>
      )}
    </>
  );
}

export function InvoicePage({
  detail,
  canCredit,
  links,
}: {
  detail: InvoiceDetail;
  canCredit: boolean;
  links: { to: string; label: string }[];
}) {
  const { t, locale } = useT();
  const intl = INTL_LOCALE[locale];
  const { invoice: inv, creditNote: note } = detail;
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{`${t('dispensary.invoice.title')} ${inv.invoiceNo}`}</PageTitle>
      <Card>
        <dl className="grid gap-x-6 gap-y-1 text-stone-900 sm:grid-cols-2">
          {money(t('dispensary.invoice.date'), formatClinicDateTime(inv.issuedAt, intl, { dateStyle: 'medium' }))}
          {money(t('dispensary.invoice.gstin'), inv.supplier.gstin)}
          {money(t('dispensary.invoice.recipient'), inv.buyerName)}
          {money(t('dispensary.sale.buyerGstin'), inv.buyerGstin || t('dispensary.invoice.unregistered'))}
          {money(t('dispensary.invoice.placeOfSupply'), stateName(inv.placeOfSupply, locale))}
          {money(
            t('dispensary.invoice.payment'),
            [t(`staff.paperwork.mode.${PAYMENT_MODE[inv.method]}`), inv.reference].filter(Boolean).join(' · '),
          )}
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {LOCALES.map((l) => (
            <a
              key={l}
              className="font-medium text-brand-800 underline"
              href={`/api/staff/dispensary/invoices/${inv.id}/invoice.pdf?lang=${l}`}
              download
            >
              {t('dispensary.invoice.pdf', { language: LANGUAGE[l] })}
            </a>
          ))}
          {note
            ? LOCALES.map((l) => (
                <a
                  key={`cn-${l}`}
                  className="font-medium text-brand-800 underline"
                  href={`/api/staff/dispensary/invoices/${inv.id}/credit-note.pdf?lang=${l}`}
                  download
                >
                  {t('dispensary.creditNote.pdf', { language: LANGUAGE[l] })}
                </a>
              ))
            : null}
        </div>
      </Card>
      <InvoiceLines detail={detail} />
      {note ? (
        <Card title={`${t('dispensary.creditNote.title')} ${note.noteNo}`} className="mt-4">
          <p>{note.reason}</p>
        </Card>
      ) : canCredit ? (
        <CreditNoteForm invoiceId={inv.id} invoiceNo={inv.invoiceNo} amount={inv.amount} />
      ) : null}
    </>
  );
}

const money = (label: string, value: string) => (
  <div key={label} className="flex justify-between gap-4 border-b border-stone-200 py-1">
    <dt>{label}</dt>
    <dd className="text-right font-medium">{value}</dd>
  </div>
);

function InvoiceLines({ detail }: { detail: InvoiceDetail }) {
  const { t, locale } = useT();
  const { invoice: inv, lines } = detail;
  return (
    <Card title={t('dispensary.invoice.lines')} className="mt-4">
      <DataTable
        label={t('dispensary.invoice.lines')}
        head={[
          t('dispensary.invoice.description'),
          t('dispensary.invoice.hsn'),
          t('dispensary.invoice.quantity'),
          t('dispensary.invoice.mrp'),
          t('dispensary.invoice.taxable'),
          t('dispensary.invoice.rate'),
          t('dispensary.invoice.total'),
        ]}
      >
        {lines.map((l) => (
          <tr key={l.id}>
            <td className={cell}>
              {l.description}
              <br />
              <span className="text-sm text-stone-700">
                {t('dispensary.invoice.batch', {
                  batch: l.batchNo,
                  expiry: formatClinicDate(l.expiryDate, INTL_LOCALE[locale], { dateStyle: 'medium' }),
                })}
              </span>
            </td>
            <td className={cell}>{l.hsnCode}</td>
            <td className={cell}>{`${l.quantity} ${t(`dispensary.unit.${l.unit}` as 'dispensary.unit.jar')}`}</td>
            <td className={cell}>{formatPaise(l.mrpPaise)}</td>
            <td className={cell}>{formatPaise(l.taxablePaise)}</td>
            <td className={cell}>{ratePercent(l.gstRateBp)}</td>
            <td className={cell}>{formatPaise(l.grossPaise)}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="mt-4 max-w-md text-stone-900">
        {money(t('dispensary.invoice.taxableTotal'), formatPaise(inv.taxablePaise))}
        {inv.interState
          ? money(t('dispensary.invoice.igst'), formatPaise(inv.igstPaise))
          : [
              money(t('dispensary.invoice.cgst'), formatPaise(inv.cgstPaise)),
              money(t('dispensary.invoice.sgst'), formatPaise(inv.sgstPaise)),
            ]}
        {money(t('dispensary.invoice.roundOff'), formatPaise(inv.roundOffPaise).replace('₹-', '-₹'))}
        {money(t('dispensary.invoice.amount'), formatRupees(inv.amount))}
      </dl>
    </Card>
  );
}

function CreditNoteForm({ invoiceId, invoiceNo, amount }: { invoiceId: string; invoiceNo: string; amount: number }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [confirming, setConfirming] = useState<CreditNoteInput | null>(null);
  const form = useForm<CreditNoteInput>({
    resolver: zodResolver(CreditNoteSchema) as never,
    defaultValues: { reason: '', refundMode: 'cash' },
  });
  const errors = form.formState.errors;
  return (
    <Card title={t('dispensary.creditNote.issue')} className="mt-4">
      <p className="mb-3 text-stone-800">{t('dispensary.creditNote.intro')}</p>
      <form noValidate className="grid gap-3 md:grid-cols-2" onSubmit={form.handleSubmit((v) => setConfirming(v))}>
        <Field label={t('dispensary.creditNote.reason')} error={errors.reason?.message} inputProps={form.register('reason')} />
        <SelectField
          label={t('dispensary.creditNote.refundMode')}
          error={errors.refundMode?.message}
          selectProps={form.register('refundMode')}
        >
          {SALE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`staff.paperwork.mode.${m}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" variant="danger" disabled={busy}>
            {t('dispensary.creditNote.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('dispensary.creditNote.issue')}
        description={t('dispensary.creditNote.confirm', { invoiceNo, amount: formatRupees(amount) })}
        confirmLabel={t('dispensary.creditNote.submit')}
        alert
        busy={busy}
        onConfirm={() =>
          void run(() => api(`/staff/dispensary/invoices/${invoiceId}/credit-note`, { body: confirming }), {
            success: (r) => r.message,
            onSuccess: () => setConfirming(null),
          })
        }
      />
    </Card>
  );
}
