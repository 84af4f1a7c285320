import { Link, useSearchParams } from 'react-router';
import { useEffect, useId } from 'react';
import { useRevalidator } from 'react-router';
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatPatientNumber } from '@core/booking/patient-number';
import { formatSlot } from '@core/i18n/clinic-time';
import { CONSULTATION_STATUSES, PAYMENT_STATUSES, type StaffRole } from '@core/constants';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { awaitsConfirmationCall } from '@core/consultations/rules';
import { consultationTypeLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { useNow } from '~/features/consultations/card/use-now';
import { formatClinicInstant } from '~/features/consultations/format';
import { ConsultationActions } from './consultation-actions';
import { AttendanceBadge } from '~/features/staff-console/attendance';
import { StatusBadge } from '~/features/consultations/status-badge';
import { formatRupees } from '@core/money';
import { Badge, Empty, inputClass, labelClass, PaymentBadge } from '~/features/staff-console/ui';
import { Field } from '~/ui/forms/forms';

export interface BoardData {
  date: string;
  q: string;
  items: StaffConsultation[];
  counts: { total: number; status: Record<string, number>; payment: Record<string, number> };
  doctors: { id: string; name: string }[];
  role: StaffRole;
  /** The server's clock when the board was loaded (the buttons that depend on time start from it). */
  now: string;
}

/** One select of the filter form: 'All' first, then the options; its value starts from the URL. */
function SelectFilter({ id, label, name, options }: { id: string; label: string; name: string; options: [string, string][] }) {
  const { t } = useT();
  const [params] = useSearchParams();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={params.get(name) ?? ''} className={inputClass}>
        <option value="">{t('staff.all')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ data }: { data: BoardData }) {
  const { t } = useT();
  const id = useId();
  const [params] = useSearchParams();
  const field = (name: string) => params.get(name) ?? '';
  return (
    <form
      method="get"
      className="mb-5 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      aria-label={t('staff.filters')}
    >
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>
          {t('staff.date')}
        </label>
        <DateField id={`${id}-date`} name="date" defaultValue={field('date') || data.date} inputClassName={inputClass} />
      </div>
      {data.role !== 'doctor' ? (
        <SelectFilter
          id={`${id}-doctor`}
          label={t('staff.doctor')}
          name="doctorId"
          options={data.doctors.map((d): [string, string] => [d.id, d.name])}
        />
      ) : null}
      <SelectFilter
        id={`${id}-status`}
        label={t('staff.status')}
        name="status"
        options={CONSULTATION_STATUSES.map((s): [string, string] => [s, t(`consultations.status.${s}`)])}
      />
      <SelectFilter
        id={`${id}-pay`}
        label={t('staff.paymentStatus')}
        name="paymentStatus"
        options={PAYMENT_STATUSES.map((s): [string, string] => [s, t(`staff.payment.${s}`)])}
      />
      <SelectFilter
        id={`${id}-mode`}
        label={t('staff.mode')}
        name="mode"
        options={[
          ['offline', t('staff.mode.offline')],
          ['online', t('staff.mode.online')],
        ]}
      />
      <Field
        className="sm:col-span-2 lg:col-span-1 xl:col-span-2"
        label={t('staff.search')}
        inputProps={{ type: 'search', name: 'q', defaultValue: field('q'), placeholder: t('staff.searchPlaceholder') }}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">{t('staff.apply')}</Button>
        <Link to="/staff/today" className={buttonClasses('ghost')}>
          {t('staff.reset')}
        </Link>
      </div>
    </form>
  );
}

function Counts({ data }: { data: BoardData }) {
  const { t } = useT();
  const chips: [string, number][] = [
    [t('staff.total'), data.counts.total],
    ...CONSULTATION_STATUSES.map((s) => [t(`consultations.status.${s}`), data.counts.status[s] ?? 0] as [string, number]),
    [t('staff.payment.submitted'), data.counts.payment.submitted ?? 0],
    [t('staff.payment.paid'), data.counts.payment.paid ?? 0],
  ];
  return (
    <section aria-label={t('staff.counts')} className="mb-5">
      <h2 className="sr-only">{t('staff.counts')}</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8" aria-live="polite">
        {chips.map(([label, n]) => (
          <li key={label} className="rounded-lg border border-stone-200 bg-white px-3 py-2">
            <p className="text-2xl font-semibold text-brand-900">{n}</p>
            <p className="text-sm text-stone-700">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new patient paying at the clinic: reception calls to confirm (then Confirm) before the slot is released. */
function ConfirmCallBadge({ c }: { c: StaffConsultation }) {
  const { t, locale } = useT();
  if (!awaitsConfirmationCall(c) || !c.holdExpiresAt) return null;
  return (
    <span className="rounded-full bg-earth-100 px-2.5 py-0.5 text-xs font-semibold text-earth-900" data-testid="confirm-call">
      {t('staff.confirmCallBy', formatClinicInstant(c.holdExpiresAt, locale))}
    </span>
  );
}

/**
 * Live counts: reload every 30 seconds while the tab is visible and someone used it in the last
 * 25 minutes, so an unattended tablet still reaches the 30-minute idle sign-out.
 */
function useLiveRevalidate() {
  const revalidator = useRevalidator();
  useEffect(() => {
    let lastInput = Date.now();
    const touched = () => {
      lastInput = Date.now();
    };
    const events = ['pointerdown', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, touched, { passive: true });
    const timer = window.setInterval(() => {
      const recent = Date.now() - lastInput < 25 * 60_000;
      if (recent && document.visibilityState === 'visible' && revalidator.state === 'idle' && !document.querySelector('[role="dialog"]'))
        void revalidator.revalidate();
    }, 30_000);
    return () => {
      window.clearInterval(timer);
      for (const e of events) window.removeEventListener(e, touched);
    };
  }, [revalidator]);
}

/** One consultation on the board: time, doctor, patient, contact, badges, then Open and the actions. */
function BoardRow({ c, data, now }: { c: StaffConsultation; data: BoardData; now: Date }) {
  const { t, locale } = useT();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="board-row" data-consultation-id={c._id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800">
            {data.q ? formatSlot(c.date, c.timeSlot, locale) : c.timeSlot} · {c.doctor.doctorName}
          </p>
          <p className="text-lg font-semibold text-stone-900">
            <Link to={`/staff/consultations/${c._id}`} className="underline-offset-2 hover:underline">
              {c.name}
            </Link>
          </p>
          <p className="text-sm text-stone-700">
            {c.contact ? `+91 ${c.contact} · ` : ''}
            {consultationTypeLabel(c.consultationType, t)} · {t(`staff.mode.${c.mode}`)} · {formatRupees(c.amount)}
          </p>
          <p className="font-mono text-xs text-stone-700">
            {c.patientNumber !== null ? `${formatPatientNumber(c.patientNumber)} · ` : ''}
            {formatConsultationId(c._id)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={c.status} />
          {c.status === 'confirmed' ? <AttendanceBadge visit={c} /> : null}
          <PaymentBadge status={c.paymentStatus} />
          {c.refundDue ? (
            <Badge className="bg-amber-100 text-amber-900 ring-amber-300">
              {t('staff.refundBadge', { amount: formatRupees(c.refundDue) })}
            </Badge>
          ) : null}
          {c.paymentUtr && c.paymentStatus !== 'paid' ? <span className="font-mono text-xs text-stone-800">UTR {c.paymentUtr}</span> : null}
          <ConfirmCallBadge c={c} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        <Link to={`/staff/consultations/${c._id}`} className={buttonClasses('ghost', 'sm')} aria-label={`${t('staff.open')}: ${c.name}`}>
          {t('staff.open')}
        </Link>
        <ConsultationActions c={c} role={data.role} now={now} compact />
      </div>
    </li>
  );
}

export function Board({ data }: { data: BoardData }) {
  const { t } = useT();
  const now = useNow(data.now);
  useLiveRevalidate();

  return (
    <>
      <Filters data={data} />
      {data.q ? <p className="mb-3 font-medium text-stone-800">{t('staff.searchResults', { q: data.q })}</p> : <Counts data={data} />}
      {data.items.length === 0 ? (
        <Empty>{t('staff.noConsultations')}</Empty>
      ) : (
        <ul className="space-y-3" aria-label={t('staff.today.title')}>
          {data.items.map((c) => (
            <BoardRow key={c._id} c={c} data={data} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}
