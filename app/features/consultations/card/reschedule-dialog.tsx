import { CallClinicText } from '~/shell/call-clinic';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Availability } from '@core/schemas/booking/consultation';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Dialog } from '~/ui/dialog';
import { useAction } from '~/shell/use-action';
import { formatDate } from '~/features/consultations/format';
import { formatSlotTime } from '@core/i18n/clinic-time';

/** 'Reschedule': another free slot of the same doctor (the doctor's availability, the server decides). */
export function RescheduleDialog({ consultation: c }: { consultation: PatientConsultation }) {
  const { t, tm } = useT();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<Availability['days'] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const { run, busy } = useAction();

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

  const confirm = () =>
    date && time
      ? run(() => api(`/consultations/${c._id}/reschedule`, { method: 'POST', body: { date, timeSlot: time } }), {
          success: t('consultations.reschedule.done'),
          onSuccess: () => setOpen(false),
          onError: (error) => {
            // Someone else took the slot: show what is still free (the toast says so).
            if (error instanceof ApiError && error.status === 409) {
              setTime('');
              void load();
            }
          },
        })
      : undefined;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('consultations.reschedule')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTime('');
        }}
        title={t('consultations.reschedule.title')}
        description={t('consultations.reschedule.text', { doctor: c.doctor.doctorName })}
      >
        {loadError && (
          <p role="alert" className="mt-4 text-red-800">
            {tm(loadError)}
          </p>
        )}
        {!days && !loadError && <p className="mt-4 text-stone-600">{t('consultations.reschedule.loading')}</p>}
        {days && days.length === 0 && <NoDays />}
        {days && days.length > 0 && (
          <div className="mt-4 space-y-4">
            <DayChoice
              id={`${ids}-date`}
              days={days}
              value={date}
              onChange={(next) => {
                setDate(next);
                setTime('');
              }}
            />
            <SlotChoice name={`${ids}-time`} slots={slots} value={time} onChange={setTime} />
            <Button onClick={confirm} disabled={!date || !time || busy} className="w-full">
              {busy ? t('consultations.reschedule.saving') : t('consultations.reschedule.confirm')}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}

function DayChoice({
  id,
  days,
  value,
  onChange,
}: {
  id: string;
  days: Availability['days'];
  value: string;
  onChange: (date: string) => void;
}) {
  const { t, locale } = useT();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-stone-900">
        {t('consultations.reschedule.date')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-stone-900 focus:outline-2 focus:outline-brand-700"
      >
        {days.map((d) => (
          <option key={d.date} value={d.date}>
            {formatDate(d.date, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SlotChoice({ name, slots, value, onChange }: { name: string; slots: string[]; value: string; onChange: (slot: string) => void }) {
  const { t, locale } = useT();
  return (
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
                value === slot
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600',
              )}
            >
              <input type="radio" name={name} value={slot} checked={value === slot} onChange={() => onChange(slot)} className="sr-only" />
              {formatSlotTime(slot, locale)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** No free day in the window: the clinic's number to call. */
function NoDays() {
  return (
    <p className="mt-4 text-stone-700">
      <CallClinicText messageKey="consultations.reschedule.noDays" />
    </p>
  );
}
