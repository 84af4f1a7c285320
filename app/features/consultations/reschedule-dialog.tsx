import { Dialog } from 'radix-ui';
import { X } from '~/ui/icons';
import { useCallback, useEffect, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Availability } from '@core/schemas/consultation';
import type { PatientConsultation } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { toast } from '~/ui/toast';
import { formatDate } from './format';
import { formatSlotTime } from '@core/i18n/clinic-time';

/** 'Reschedule': another free slot of the same doctor (the doctor's availability, the server decides). */
export function RescheduleDialog({ consultation: c }: { consultation: PatientConsultation }) {
  const { t, tm, locale } = useT();
  const revalidator = useRevalidator();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<Availability['days'] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const { data } = await api<Availability>(`/doctors/${c.doctor.doctorId}/availability`);
      const free = data.days.filter((d) => d.slots.length > 0);
      setDays(free);
      setDate((current) => (free.some((d) => d.date === current) ? current : (free[0]?.date ?? '')));
    } catch (error) {
      setLoadError(errorMessage(error, t('error.generic')));
    }
  }, [c.doctor.doctorId, t]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const slots = days?.find((d) => d.date === date)?.slots ?? [];

  async function confirm() {
    if (!date || !time) return;
    setBusy(true);
    try {
      await api(`/consultations/${c._id}/reschedule`, { method: 'POST', body: { date, timeSlot: time } });
      toast.success(t('consultations.reschedule.done'));
      setOpen(false);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(errorMessage(error, t('error.generic')));
      // Someone else took the slot: show what is still free.
      if (error instanceof ApiError && error.status === 409) {
        setTime('');
        await load();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTime('');
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('consultations.reschedule')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-2 top-1/2 z-50 max-h-[90vh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-brand-900">{t('consultations.reschedule.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('consultations.close')} className="rounded-full p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700">
                <X aria-hidden className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-stone-700">
            {t('consultations.reschedule.text', { doctor: c.doctor.doctorName })}
          </Dialog.Description>

          {loadError && (
            <p role="alert" className="mt-4 text-red-800">
              {tm(loadError)}
            </p>
          )}
          {!days && !loadError && <p className="mt-4 text-stone-600">{t('consultations.reschedule.loading')}</p>}
          {days && days.length === 0 && <p className="mt-4 text-stone-700">{t('consultations.reschedule.noDays')}</p>}
          {days && days.length > 0 && (
            <div className="mt-4 space-y-4">
              <div>
                <label htmlFor={`${ids}-date`} className="block font-medium text-stone-900">
                  {t('consultations.reschedule.date')}
                </label>
                <select
                  id={`${ids}-date`}
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value);
                    setTime('');
                  }}
                  className="mt-1 h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-stone-900 focus:outline-2 focus:outline-brand-700"
                >
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {formatDate(d.date, locale)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend className="font-medium text-stone-900">{t('consultations.reschedule.time')}</legend>
                {slots.length === 0 ? (
                  <p className="mt-1 text-stone-700">{t('consultations.reschedule.noSlots')}</p>
                ) : (
                  <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {slots.map((slot) => (
                      <label
                        key={slot}
                        className={cn(
                          'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                          time === slot ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600',
                        )}
                      >
                        <input type="radio" name={`${ids}-time`} value={slot} checked={time === slot} onChange={() => setTime(slot)} className="sr-only" />
                        {formatSlotTime(slot, locale)}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
              <Button onClick={confirm} disabled={!date || !time || busy} className="w-full">
                {busy ? t('consultations.reschedule.saving') : t('consultations.reschedule.confirm')}
              </Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
