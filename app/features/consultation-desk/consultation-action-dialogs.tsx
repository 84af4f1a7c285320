/**
 * The confirmations behind the buttons of ConsultationActions, one per action; each keeps its own
 * fields (reason, UTR, method, new date and slot) and calls `submit` with the request to send.
 */
import { useEffect, useId, useState } from 'react';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { CLINIC_METHODS, type ClinicMethod, type ConsultationStatus } from '@core/constants';
import { formatRupees } from '@core/money';
import { formatSlot } from '@core/i18n/clinic-time';
import type { Locale } from '@core/i18n/locales';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { DateField } from '~/ui/forms/date-field';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { inputClass, labelClass, textareaClass } from '~/features/staff-console/ui';

export interface ActionDialogProps {
  c: StaffConsultation;
  busy: boolean;
  close: () => void;
  /** Sends the request; the dialog closes when it succeeds. */
  submit: (action: () => Promise<unknown>) => void;
}

const onOpenChange = (close: () => void) => (open: boolean) => !open && close();
/** The dialog's line about the consultation: 'Asha Verma, 27 Nov 2026, 3:00 PM, with Dr. Meera Sharma'. */
const whenOf = (c: StaffConsultation, locale: Locale) => ({
  name: c.name,
  when: formatSlot(c.date, c.timeSlot, locale),
  doctor: c.doctor.doctorName,
});

export function StatusDialog({ c, busy, close, submit, to }: ActionDialogProps & { to: ConsultationStatus }) {
  const { t, locale } = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange(close)}
      title={t(`staff.confirmTitle.${to as 'confirmed' | 'completed' | 'no-show' | 'cancelled'}`)}
      description={t('staff.confirmText', whenOf(c, locale))}
      danger={to === 'cancelled'}
      busy={busy}
      onConfirm={() =>
        submit(() =>
          api(`/consultations/${c._id}/status`, { method: 'PATCH', body: { status: to, ...(to === 'cancelled' ? { reason } : {}) } }),
        )
      }
    >
      {to === 'cancelled' ? (
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {t('staff.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            required
            rows={3}
            className={textareaClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <p className="mt-1 text-sm text-stone-700">{t('staff.cancelNotice')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

export function MarkPaidDialog({ c, busy, close, submit }: ActionDialogProps) {
  const { t } = useT();
  const id = useId();
  const [utr, setUtr] = useState('');
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange(close)}
      title={t('staff.markPaidTitle')}
      busy={busy}
      onConfirm={() =>
        submit(() => api(`/staff/consultations/${c._id}/payment`, { body: { kind: 'mark-paid', ...(utr.trim() ? { utr } : {}) } }))
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-700">{t('staff.claimedUtr')}</dt>
        <dd className="font-mono font-semibold" data-testid="claimed-utr">
          {c.paymentUtr ?? t('staff.noClaim')}
        </dd>
        <dt className="text-stone-700">{t('staff.amount')}</dt>
        <dd className="font-semibold">{formatRupees(c.amount)}</dd>
      </dl>
      <div>
        <label htmlFor={`${id}-utr`} className={labelClass}>
          {t('staff.bankUtr')}
        </label>
        <input
          id={`${id}-utr`}
          className={`${inputClass} font-mono`}
          value={utr}
          onChange={(e) => setUtr(e.target.value)}
          aria-describedby={`${id}-utr-help`}
        />
        <p id={`${id}-utr-help`} className="mt-1 text-sm text-stone-700">
          {t('staff.bankUtrHelp')}
        </p>
      </div>
    </ConfirmDialog>
  );
}

export function MarkFailedDialog({ c, busy, close, submit }: ActionDialogProps) {
  const { t, locale } = useT();
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange(close)}
      title={t('staff.markFailedTitle')}
      description={t('staff.confirmText', whenOf(c, locale))}
      danger
      busy={busy}
      onConfirm={() => submit(() => api(`/staff/consultations/${c._id}/payment`, { body: { kind: 'mark-failed' } }))}
    />
  );
}

export function ClinicPaymentDialog({ c, busy, close, submit }: ActionDialogProps) {
  const { t } = useT();
  const id = useId();
  const [method, setMethod] = useState<ClinicMethod>('clinic-cash');
  const [reference, setReference] = useState('');
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange(close)}
      title={t('staff.recordTitle')}
      description={`${c.name}: ${formatRupees(c.amount)}`}
      busy={busy}
      onConfirm={() =>
        submit(() =>
          api(`/staff/consultations/${c._id}/payment`, {
            body: { kind: 'record-at-clinic', method, ...(reference.trim() ? { reference } : {}) },
          }),
        )
      }
    >
      <div>
        <label htmlFor={`${id}-method`} className={labelClass}>
          {t('staff.method')}
        </label>
        <select id={`${id}-method`} className={inputClass} value={method} onChange={(e) => setMethod(e.target.value as ClinicMethod)}>
          {CLINIC_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`staff.method.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-ref`} className={labelClass}>
          {t('staff.reference')}
        </label>
        <input id={`${id}-ref`} className={inputClass} value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}

/** The doctor's free slots on a date, loaded again whenever the date changes. */
function useFreeSlots(doctorId: string, first: string) {
  const [date, setDate] = useState(first);
  const [slots, setSlots] = useState<string[] | null>(null);
  const [slot, setSlot] = useState('');
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    let current = true;
    api<{ days: { date: string; slots: string[] }[] }>(`/doctors/${doctorId}/availability?from=${date}&to=${date}`)
      .then((res) => current && setSlots(res.data.days.find((x) => x.date === date)?.slots ?? []))
      .catch(() => current && setSlots([]));
    return () => {
      current = false;
    };
  }, [doctorId, date]);
  const choose = (next: string) => {
    setDate(next);
    setSlot('');
    setSlots(null);
  };
  return { date, slots, slot, setSlot, choose };
}

export function StaffRescheduleDialog({ c, busy, close, submit }: ActionDialogProps) {
  const { t, locale } = useT();
  const id = useId();
  const free = useFreeSlots(c.doctor.doctorId, c.date);
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange(close)}
      title={t('staff.rescheduleTitle')}
      description={t('staff.confirmText', whenOf(c, locale))}
      busy={busy || !free.slot}
      onConfirm={() => submit(() => api(`/staff/consultations/${c._id}/reschedule`, { body: { date: free.date, timeSlot: free.slot } }))}
    >
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>
          {t('staff.newDate')}
        </label>
        <DateField id={`${id}-date`} inputClassName={inputClass} value={free.date} onChange={free.choose} />
      </div>
      <fieldset>
        <legend className={labelClass}>{t('staff.freeSlots')}</legend>
        {free.slots && free.slots.length === 0 ? <p className="text-sm text-stone-700">{t('staff.noFreeSlots')}</p> : null}
        <div className="flex flex-wrap gap-2">
          {(free.slots ?? []).map((s) => (
            <label key={s} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-slot`}
                value={s}
                checked={free.slot === s}
                onChange={() => free.setSlot(s)}
                className="peer sr-only"
              />
              <span className="inline-flex h-10 items-center rounded-lg border border-stone-400 px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                {s}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
