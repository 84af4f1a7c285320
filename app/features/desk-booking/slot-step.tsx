/**
 * The desk's second step (decision 0054): doctor, date and time for the chosen patient, with the
 * patient's own booking form's calendar and slot buttons; the body is the online booking's
 * (BookingRequestSchema) and the server books it through the same service.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { CONSULTATION_TYPES } from '@core/constants';
import { BookingRequestSchema, type BookingRequest } from '@core/schemas/booking/consultation';
import type { DeskPatient } from '@core/schemas/staff/desk';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { formatSlot } from '@core/i18n/clinic-time';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { api, ApiError, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { FieldError, SelectField, TextareaField, labelClass } from '~/ui/forms/forms';
import { Card } from '~/features/staff-console/ui';
import { SlotCalendar } from '~/features/booking/slot-calendar';
import { TimeSlots } from '~/features/booking/time-slots';
import { useAvailability, type AvailabilityState } from '~/features/booking/use-availability';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';

export interface DeskDoctor {
  id: string;
  name: string;
  department: string[];
}

/** Follow-ups need the earlier consultation's id: booked from that consultation, not here. */
const TYPES = CONSULTATION_TYPES.filter((type) => type !== 'Follow-up');

export function SlotStep({
  patient,
  doctors,
  onBooked,
}: {
  patient: DeskPatient;
  doctors: DeskDoctor[];
  onBooked: (consultation: StaffConsultation) => void;
}) {
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);
  // The same on a retry of this submission (decision 0042): a lost answer never books or registers twice.
  const { key } = useIdempotencyKey();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<BookingRequest>({
    resolver: zodResolver(BookingRequestSchema) as never,
    defaultValues: {
      doctor: { doctorId: doctors[0]?.id ?? '', doctorName: doctors[0]?.name ?? '' },
      department: (doctors[0]?.department[0] ?? '') as never,
      consultationType: 'General Consultation',
      mode: 'offline',
      payAtClinic: true,
      symptoms: '',
    },
  });
  const doctorId = useWatch({ control: form.control, name: 'doctor.doctorId' });
  const date = useWatch({ control: form.control, name: 'date' });
  const doctor = doctors.find((d) => d.id === doctorId);
  const { state, reload } = useAvailability(doctorId || undefined);

  return (
    <Card title={t('staff.deskBooking.slotTitle')}>
      <form
        noValidate
        className="grid gap-4 lg:grid-cols-2"
        onSubmit={form.handleSubmit(async (values) => {
          setBusy(true);
          setFormError(undefined);
          try {
            const res = await api<{ consultation: StaffConsultation }>('/staff/bookings', {
              idempotencyKey: key,
              body: {
                patientId: patient.id,
                booking: { ...values, doctor: { doctorId: values.doctor.doctorId, doctorName: doctor?.name ?? '' } },
              },
            });
            onBooked(res.data.consultation);
          } catch (e) {
            if (e instanceof ApiError && e.status === 409) {
              form.setValue('timeSlot', '' as never);
              reload();
            }
            setFormError(errorMessage(e, t('error.generic')));
          } finally {
            setBusy(false);
          }
        })}
      >
        <BookingFields form={form} doctors={doctors} doctor={doctor} />
        <DateTimeFields form={form} availability={state} date={date} />
        <div className="lg:col-span-2">
          <Button type="submit" disabled={busy}>
            {t('staff.deskBooking.confirm')}
          </Button>
          {formError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          {date && form.getValues('timeSlot') ? (
            <p className="mt-2 text-sm text-stone-700">{formatSlot(date, form.getValues('timeSlot'), locale)}</p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

type Form = UseFormReturn<BookingRequest>;

/** Doctor, department, consultation type, visit and the reason. */
function BookingFields({ form, doctors, doctor }: { form: Form; doctors: DeskDoctor[]; doctor: DeskDoctor | undefined }) {
  const { t } = useT();
  const errors = form.formState.errors;
  return (
    <div className="grid content-start gap-3">
      <SelectField
        label={t('staff.deskBooking.doctor')}
        error={errors.doctor?.doctorId?.message}
        selectProps={form.register('doctor.doctorId', {
          onChange: (e: { target: { value: string } }) => {
            const next = doctors.find((d) => d.id === e.target.value);
            form.setValue('department', (next?.department[0] ?? '') as never);
            form.setValue('date', '' as never);
            form.setValue('timeSlot', '' as never);
          },
        })}
      >
        {doctors.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('staff.deskBooking.department')} error={errors.department?.message} selectProps={form.register('department')}>
        {(doctor?.department ?? []).map((dep) => (
          <option key={dep} value={dep}>
            {departmentLabel(dep, t)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('staff.deskBooking.type')}
        error={errors.consultationType?.message}
        selectProps={form.register('consultationType')}
      >
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {consultationTypeLabel(type, t)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('staff.deskBooking.mode')} error={errors.mode?.message} selectProps={form.register('mode')}>
        <option value="offline">{t('booking.modeOffline')}</option>
        <option value="online">{t('booking.modeOnline')}</option>
      </SelectField>
      <p className="text-sm text-stone-700">{t('staff.deskBooking.payAtClinic')}</p>
      <TextareaField
        label={t('staff.deskBooking.notes')}
        error={errors.symptoms?.message}
        textareaProps={{ rows: 3, ...form.register('symptoms') }}
      />
    </div>
  );
}

/** The doctor's calendar and the chosen date's free times (the patient's booking form's own). */
function DateTimeFields({ form, availability: state, date }: { form: Form; availability: AvailabilityState; date: string | undefined }) {
  const { t } = useT();
  const id = useId();
  const errors = form.formState.errors;
  const slots = state.status === 'ready' ? (state.data.days.find((d) => d.date === date)?.slots ?? []) : [];
  return (
    <div className="grid content-start gap-3">
      <p id={`${id}-date`} className={labelClass}>
        {t('booking.date')}
      </p>
      {state.status === 'ready' ? (
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <SlotCalendar
              availability={state.data}
              selected={field.value || undefined}
              onSelect={(d) => {
                field.onChange(d ?? '');
                form.setValue('timeSlot', '' as never);
              }}
              labelledBy={`${id}-date`}
            />
          )}
        />
      ) : state.status === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <p aria-live="polite">…</p>
      )}
      <FieldError message={errors.date?.message} />
      {date ? (
        <>
          <p id={`${id}-time`} className={labelClass}>
            {t('booking.timeSlot')}
          </p>
          {slots.length ? (
            <Controller
              control={form.control}
              name="timeSlot"
              render={({ field }) => (
                <TimeSlots slots={slots} value={field.value} onChange={field.onChange} name={`${id}-slot`} labelledBy={`${id}-time`} />
              )}
            />
          ) : (
            <p>{t('staff.deskBooking.noSlots')}</p>
          )}
          <FieldError message={errors.timeSlot?.message} />
        </>
      ) : null}
    </div>
  );
}
