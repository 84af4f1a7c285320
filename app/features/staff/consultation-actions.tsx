/**
 * The buttons a staff member may press on one consultation, each behind a confirmation:
 * status changes (cancel needs a reason), payment reconciliation, reschedule to a free slot.
 * The server decides in the end; these only hide what the role or the status cannot do.
 */
import { useId, useState } from 'react';
import type { ConsultationStatus, StaffRole } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import type { StaffConsultation } from '@core/schemas/consultation-views';
import { CLINIC_METHODS, type ClinicMethod } from '@core/staff/payments';
import { canReconcilePayment, canStaffReschedule, staffStatusOptions } from '@core/consultations/rules';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { DateField } from '~/ui/date-field';
import { ConfirmDialog } from './confirm-dialog';
import { inputClass, labelClass, textareaClass } from './ui';
import { useAction } from '~/ui/use-action';

type Open = null | { kind: 'status'; to: ConsultationStatus } | { kind: 'paid' } | { kind: 'failed' } | { kind: 'clinic' } | { kind: 'reschedule' };

const STATUS_LABEL: Partial<Record<ConsultationStatus, MessageKey>> = {
  confirmed: 'staff.confirm',
  completed: 'staff.complete',
  'no-show': 'staff.noShow',
  cancelled: 'staff.cancel',
};

/** `now`: completed and no-show are offered only from the slot's start time (clinic time) on. */
export function ConsultationActions({ c, role, now, compact }: { c: StaffConsultation; role: StaffRole; now: Date; compact?: boolean }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [utr, setUtr] = useState('');
  const [method, setMethod] = useState<ClinicMethod>('clinic-cash');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(c.date);
  const [slots, setSlots] = useState<string[] | null>(null);
  const [slot, setSlot] = useState('');

  const nextStatuses = staffStatusOptions(role, c, now);
  const paymentOpen = canReconcilePayment(role, c);
  const size = compact ? 'sm' : 'md';
  const close = () => setOpen(null);
  const when = { name: c.name, date: c.date, time: c.timeSlot, doctor: c.doctor.doctorName };

  async function loadSlots(d: string) {
    setDate(d);
    setSlot('');
    setSlots(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return;
    try {
      const res = await api<{ days: { date: string; slots: string[] }[] }>(`/doctors/${c.doctor.doctorId}/availability?from=${d}&to=${d}`);
      setSlots(res.data.days.find((x) => x.date === d)?.slots ?? []);
    } catch {
      setSlots([]);
    }
  }

  const submit = async (action: () => Promise<unknown>, message: string) => {
    const done = await run(action, message);
    if (done !== undefined) close();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {nextStatuses.map((to) => (
        <Button key={to} size={size} variant={to === 'cancelled' ? 'danger' : to === 'confirmed' || to === 'completed' ? 'primary' : 'outline'} onClick={() => { setReason(''); setOpen({ kind: 'status', to }); }}>
          {t(STATUS_LABEL[to] ?? 'staff.updated')}
        </Button>
      ))}
      {paymentOpen ? (
        <>
          <Button size={size} variant="outline" onClick={() => { setUtr(''); setOpen({ kind: 'paid' }); }}>
            {t('staff.markPaid')}
          </Button>
          {c.paymentStatus !== 'failed' ? (
            <Button size={size} variant="ghost" onClick={() => setOpen({ kind: 'failed' })}>
              {t('staff.markFailed')}
            </Button>
          ) : null}
          <Button size={size} variant="outline" onClick={() => { setReference(''); setOpen({ kind: 'clinic' }); }}>
            {t('staff.recordAtClinic')}
          </Button>
        </>
      ) : null}
      {canStaffReschedule(role, c) ? (
        <Button size={size} variant="ghost" onClick={() => { setOpen({ kind: 'reschedule' }); void loadSlots(c.date); }}>
          {t('staff.reschedule')}
        </Button>
      ) : null}

      {open?.kind === 'status' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t(`staff.confirmTitle.${open.to as 'confirmed' | 'completed' | 'no-show' | 'cancelled'}`)}
          description={t('staff.confirmText', when)}
          danger={open.to === 'cancelled'}
          busy={busy}
          onConfirm={() => void submit(() => api(`/consultations/${c._id}/status`, { method: 'PATCH', body: { status: open.to, ...(open.to === 'cancelled' ? { reason } : {}) } }), t('staff.updated'))}
        >
          {open.to === 'cancelled' ? (
            <div>
              <label htmlFor={`${id}-reason`} className={labelClass}>
                {t('staff.reason')}
              </label>
              <textarea id={`${id}-reason`} required rows={3} className={textareaClass} value={reason} onChange={(e) => setReason(e.target.value)} />
              <p className="mt-1 text-sm text-stone-700">{t('staff.cancelNotice')}</p>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}

      {open?.kind === 'paid' ? (
        <ConfirmDialog open onOpenChange={(o) => !o && close()} title={t('staff.markPaidTitle')} busy={busy} onConfirm={() => void submit(() => api(`/staff/consultations/${c._id}/payment`, { body: { kind: 'mark-paid', ...(utr.trim() ? { utr } : {}) } }), t('staff.updated'))}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-700">{t('staff.claimedUtr')}</dt>
            <dd className="font-mono font-semibold" data-testid="claimed-utr">{c.paymentUtr ?? t('staff.noClaim')}</dd>
            <dt className="text-stone-700">{t('staff.amount')}</dt>
            <dd className="font-semibold">₹{c.amount}</dd>
          </dl>
          <div>
            <label htmlFor={`${id}-utr`} className={labelClass}>
              {t('staff.bankUtr')}
            </label>
            <input id={`${id}-utr`} className={`${inputClass} font-mono`} value={utr} onChange={(e) => setUtr(e.target.value)} aria-describedby={`${id}-utr-help`} />
            <p id={`${id}-utr-help`} className="mt-1 text-sm text-stone-700">
              {t('staff.bankUtrHelp')}
            </p>
          </div>
        </ConfirmDialog>
      ) : null}

      {open?.kind === 'failed' ? (
        <ConfirmDialog open onOpenChange={(o) => !o && close()} title={t('staff.markFailedTitle')} description={t('staff.confirmText', when)} danger busy={busy} onConfirm={() => void submit(() => api(`/staff/consultations/${c._id}/payment`, { body: { kind: 'mark-failed' } }), t('staff.updated'))} />
      ) : null}

      {open?.kind === 'clinic' ? (
        <ConfirmDialog open onOpenChange={(o) => !o && close()} title={t('staff.recordTitle')} description={`${c.name}: ₹${c.amount}`} busy={busy} onConfirm={() => void submit(() => api(`/staff/consultations/${c._id}/payment`, { body: { kind: 'record-at-clinic', method, ...(reference.trim() ? { reference } : {}) } }), t('staff.updated'))}>
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
      ) : null}

      {open?.kind === 'reschedule' ? (
        <ConfirmDialog open onOpenChange={(o) => !o && close()} title={t('staff.rescheduleTitle')} description={t('staff.confirmText', when)} busy={busy || !slot} onConfirm={() => void submit(() => api(`/staff/consultations/${c._id}/reschedule`, { body: { date, timeSlot: slot } }), t('staff.updated'))}>
          <div>
            <label htmlFor={`${id}-date`} className={labelClass}>
              {t('staff.newDate')}
            </label>
            <DateField id={`${id}-date`} inputClassName={inputClass} value={date} onChange={(next) => void loadSlots(next)} />
          </div>
          <fieldset>
            <legend className={labelClass}>{t('staff.freeSlots')}</legend>
            {slots && slots.length === 0 ? <p className="text-sm text-stone-700">{t('staff.noFreeSlots')}</p> : null}
            <div className="flex flex-wrap gap-2">
              {(slots ?? []).map((s) => (
                <label key={s} className="cursor-pointer">
                  <input type="radio" name={`${id}-slot`} value={s} checked={slot === s} onChange={() => setSlot(s)} className="peer sr-only" />
                  <span className="inline-flex h-10 items-center rounded-lg border border-stone-400 px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
                    {s}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
