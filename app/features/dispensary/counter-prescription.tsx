/** One prescription at the counter: give all or part of each line, see what was given, print the labels (decision 0069). */
import { useState } from 'react';
import { Link } from 'react-router';
import { durationText, takenText } from '@core/dispensary/prescription-text';
import { clinicDate } from '@core/booking/slots';
import { formatClinicDate, formatInstant } from '@core/i18n/clinic-time';
import { formatPaise, formatRupees } from '@core/money';
import { SALE_MODES, type SaleMode } from '@core/dispensary/gst';
import type { counterPrescription } from '@server/modules/dispensary/counter.server';
import { useT } from '~/i18n/provider';
import { api, type ApiError } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { cell, DataTable, DispensaryLinks, useClinicDate, useQuantity } from './dispensary-ui';
import { Button, buttonClasses } from '~/ui/button';
import { Download } from '~/ui/icons';
import { controlClass, labelClass } from '~/ui/forms/forms';

type Counter = Awaited<ReturnType<typeof counterPrescription>>;

export function CounterPrescription({ data, links }: { data: Counter; links: { to: string; label: string }[] }) {
  const { t } = useT();
  const date = useClinicDate();
  const { consultation } = data;
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{consultation.name}</PageTitle>
      <p className="-mt-3 mb-4 text-stone-800">
        {t('dispensing.counter.visitOf', { date: date(consultation.date), doctor: consultation.doctorName })}
      </p>
      <DispenseForm data={data} />
      {data.outside.length ? (
        <Card title={t('dispensing.counter.outside')} className="mt-4">
          <ul className="list-disc space-y-1 pl-5 text-stone-900">
            {data.outside.map((m, i) => (
              <li key={i}>
                <span className="font-medium">{m.name}</span> —{' '}
                {[m.dosage, durationText(m, t), takenText(m, t)].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <History dispensations={data.dispensations} />
    </>
  );
}

function DispenseForm({ data }: { data: Counter }) {
  const { t } = useT();
  const qty = useQuantity();
  const { run, busy } = useAction();
  const [now, setNow] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.lines.map((l) => [l.key, String(Math.min(l.left, l.usable))])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = data.lines.filter((l) => l.left > 0);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const lines = open.filter((l) => now[l.key] !== '' && now[l.key] !== '0').map((l) => ({ key: l.key, quantity: Number(now[l.key]) }));
    setErrors({});
    await run(() => api(`/staff/dispensary/prescriptions/${data.consultation.id}/dispense`, { body: { lines } }), {
      success: (r) => r.message,
      onError: (error) => {
        // A field's message beside its line: the schema's (errors) or a refusal naming one line (field).
        const e = error as ApiError;
        const named = { ...e.errors };
        const field = (e.body as { field?: unknown } | undefined)?.field;
        if (typeof field === 'string' && !named[field]) named[field] = e.message;
        const found: Record<string, string> = {};
        for (const [name, message] of Object.entries(named)) {
          const line = lines[Number(name.split('.')[1])];
          if (line) found[line.key] = message;
        }
        setErrors(found);
        return false;
      },
    });
  };
  if (!open.length)
    return (
      <Card title={t('dispensing.counter.title')}>
        <Empty>{t('dispensing.counter.allGiven')}</Empty>
      </Card>
    );
  return (
    <Card title={t('dispensing.counter.title')}>
      <form noValidate onSubmit={submit}>
        <DataTable
          label={t('dispensing.counter.title')}
          minWidth="sm:min-w-[44rem]"
          head={[
            t('dispensing.counter.medicine'),
            t('dispensing.counter.directions'),
            t('dispensing.counter.prescribed'),
            t('dispensing.counter.given'),
            t('dispensing.counter.stock'),
            t('dispensing.counter.now'),
          ]}
        >
          {open.map((l) =>
            lineRow({ line: l, value: now[l.key] ?? '', error: errors[l.key], onChange: (v) => setNow({ ...now, [l.key]: v }), t, qty }),
          )}
        </DataTable>
        <Button type="submit" className="mt-4" disabled={busy}>
          {t('dispensing.counter.submit')}
        </Button>
      </form>
    </Card>
  );
}

function History({ dispensations }: { dispensations: Counter['dispensations'] }) {
  const { t, intl, locale } = useT();
  const qty = useQuantity();
  return (
    <Card title={t('dispensing.counter.history')} className="mt-4">
      {dispensations.length ? (
        <ul className="space-y-4">
          {dispensations.map((d) => {
            const day = formatClinicDate(clinicDate(new Date(d.at)), intl);
            return (
              <li key={d.id} className="rounded-lg border border-stone-200 p-3">
                <p className="font-medium text-stone-900">
                  {formatInstant(d.at, locale)} · {t('dispensing.counter.by', { name: d.staffName })}
                </p>
                <ul className="mt-2 space-y-1 text-sm text-stone-900">
                  {d.lines.map((l, i) => (
                    <li key={i}>
                      {l.itemName}: {qty(l.quantity, l.unit)} · {t('dispensing.counter.batch')} {l.batchNo} · {formatPaise(l.amountPaise)}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-stone-800">
                  {t('dispensing.counter.amount')}: {formatPaise(d.totalPaise)}
                </p>
                {d.invoice ? (
                  <p className="mt-2 text-sm">
                    <Link to={`/staff/dispensary/invoices/${d.invoice.id}`} className="font-medium text-brand-800 underline">
                      {t('dispensing.counter.invoice', { invoiceNo: d.invoice.invoiceNo })}
                    </Link>{' '}
                    · {formatRupees(d.invoice.amount)}
                  </p>
                ) : (
                  <BillForm dispensationId={d.id} day={day} />
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  {(['en', 'hi'] as const).map((lang) => (
                    <a
                      key={lang}
                      href={`/api/staff/dispensary/dispensations/${d.id}/labels?lang=${lang}`}
                      download
                      className={buttonClasses('outline', 'sm')}
                      aria-label={t('dispensing.counter.labelsFor', {
                        date: day,
                        lang: t(lang === 'hi' ? 'dispensing.counter.labelsHindi' : 'dispensing.counter.labelsEnglish'),
                      })}
                    >
                      <Download className="h-4 w-4" aria-hidden="true" />
                      {t(lang === 'hi' ? 'dispensing.counter.labelsHindi' : 'dispensing.counter.labelsEnglish')}
                    </a>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>{t('dispensing.counter.noHistory')}</Empty>
      )}
    </Card>
  );
}

/** The tax invoice of one dispensation: how it was paid, then one click (decision 0070). */
function BillForm({ dispensationId, day }: { dispensationId: string; day: string }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [mode, setMode] = useState<SaleMode>('cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const id = `bill-${dispensationId}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    await run(() => api(`/staff/dispensary/dispensations/${dispensationId}/invoice`, { body: { mode, reference } }), {
      success: (r) => r.message,
      onError: (e) => {
        const field = (e as ApiError).errors?.reference;
        if (field) setError(field);
        return Boolean(field);
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${t('dispensing.counter.billTitle')}: ${day}`}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <div>
        <label htmlFor={`${id}-mode`} className={labelClass}>
          {t('dispensary.sale.mode')}
        </label>
        <select id={`${id}-mode`} className={controlClass(false)} value={mode} onChange={(e) => setMode(e.target.value as SaleMode)}>
          {SALE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`staff.paperwork.mode.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-ref`} className={labelClass}>
          {t('dispensary.sale.reference')}
        </label>
        <input
          id={`${id}-ref`}
          className={`${controlClass(!!error)} w-44`}
          autoComplete="off"
          value={reference}
          required={mode === 'upi'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          onChange={(e) => setReference(e.target.value)}
        />
        {error ? (
          <p id={`${id}-e`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {t('dispensing.counter.bill')}
      </Button>
    </form>
  );
}

/**
 * One line's row: a plain <tr> (not a component of its own), so the DataTable can give each cell its
 * column's name and lay the row out as lines on a phone.
 */
function lineRow({
  line: l,
  value,
  error,
  onChange,
  t,
  qty,
}: {
  line: Counter['lines'][number];
  value: string;
  error?: string;
  onChange: (v: string) => void;
  t: ReturnType<typeof useT>['t'];
  qty: ReturnType<typeof useQuantity>;
}) {
  const unit = l.unit ?? 'piece';
  const id = `now-${l.key}`;
  return (
    <tr key={l.key}>
      <td className={`${cell} font-medium`}>{l.name}</td>
      <td className={cell}>{[l.dosage, durationText(l, t), takenText(l, t)].filter(Boolean).join(' · ')}</td>
      <td className={cell}>{qty(l.quantity, unit)}</td>
      <td className={cell}>{qty(l.collected, unit)}</td>
      <td className={cell}>{qty(l.usable, unit)}</td>
      <td className={cell}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          max={l.left}
          aria-label={t('dispensing.counter.nowFor', { name: l.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          className={`${controlClass(!!error)} w-24`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {error ? (
          <p id={`${id}-e`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
