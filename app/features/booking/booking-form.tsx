/**
 * The booking form (spec sections 2 and 5): type, department, doctor, previous consultation id for a
 * Follow-up, calendar, free time slots, mode, symptoms, notes and 'Confirm Booking'. Validated with
 * the same schema as POST /api/consultations; the server decides whether the slot is still free.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CONSULTATION_TYPES, DEPARTMENTS, LIMITS, type ConsultationType, type Mode } from '@core/constants';
import { paymentPath } from '@core/booking/consultation-id';
import type { BookingRequest } from '@core/schemas/consultation';
import type { ConsultationDto } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { TypedText } from '~/ui/typed-text';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { useViewer } from '~/shell/root-data';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { toast } from '~/ui/toast';
import { BookingNotes } from './booking-notes';
import { consultationTypeLabel, departmentLabel } from '~/i18n/labels';
import { FieldError, Section, selectClass } from './form-parts';
import { TimeSlots } from './time-slots';
import { useAvailability } from './use-availability';

export interface BookingDoctor {
  _id: string;
  name: string;
  department: string[];
  specialization: string[];
  fees: Record<string, number>;
}

interface FormValues {
  consultationType: ConsultationType | '';
  department: string;
  doctorId: string;
  previousConsultationId: string;
  date: string;
  timeSlot: string;
  mode: Mode;
  symptoms: string;
}

type FieldName = keyof FormValues;

/**
 * The booking schema (with zod, ~40 KiB gzip) is not first-load JavaScript: it is imported when
 * the visitor starts on the form (focus) and awaited by validation.
 */
const loadSchemas = () => import('@core/schemas/consultation');
const preloadSchemas = () => void loadSchemas().catch(() => {});

/** The calendar (react-day-picker, its locales and styles) is imported once a doctor is chosen, with their availability. */
const loadCalendar = () => import('./slot-calendar');
const SlotCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.SlotCalendar })));

function toPayload(values: FormValues, doctors: BookingDoctor[]): BookingRequest {
  const doctor = doctors.find((d) => d._id === values.doctorId);
  return {
    doctor: { doctorId: values.doctorId, doctorName: doctor?.name ?? '' },
    consultationType: values.consultationType as ConsultationType,
    department: values.department as BookingRequest['department'],
    date: values.date,
    timeSlot: values.timeSlot,
    mode: values.mode,
    symptoms: values.symptoms,
    ...(values.consultationType === 'Follow-up' ? { previousConsultationId: values.previousConsultationId } : {}),
  };
}

/** API and schema paths -> form fields. */
function fieldOf(path: string): FieldName {
  if (path.startsWith('doctor')) return 'doctorId';
  return (['consultationType', 'department', 'previousConsultationId', 'date', 'timeSlot', 'mode', 'symptoms'].includes(path) ? path : 'doctorId') as FieldName;
}

export function BookingForm({ doctors, initial }: { doctors: BookingDoctor[]; initial: { doctorId: string; department: string; doctorMissing: boolean } }) {
  const { t, tm } = useT();
  const navigate = useNavigate();
  const viewer = useViewer();
  const signedIn = viewer?.kind === 'patient';
  const ids = { type: useId(), dept: useId(), doctor: useId(), prev: useId(), date: useId(), slot: useId(), mode: useId(), symptoms: useId(), hint: useId() };
  const [doctorMissing, setDoctorMissing] = useState(initial.doctorMissing);
  /** A booking rule the server applied (at most 2 unpaid bookings, one per doctor and day): shown by the button. */
  const [ruleMessage, setRuleMessage] = useState<string | null>(null);

  const resolver: Resolver<FormValues> = async (values) => {
    const { BookingRequestSchema } = await loadSchemas();
    const parsed = BookingRequestSchema.safeParse(toPayload(values, doctors));
    if (parsed.success) return { values, errors: {} };
    const errors: Partial<Record<FieldName, { type: string; message: string }>> = {};
    for (const issue of parsed.error.issues) errors[fieldOf(issue.path.map(String).join('.'))] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { consultationType: '', department: initial.department, doctorId: initial.doctorId, previousConsultationId: '', date: '', timeSlot: '', mode: 'offline', symptoms: '' },
  });
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as FormValues;
  const { state: availability, reload } = useAvailability(values.doctorId || undefined);
  useEffect(() => {
    if (values.doctorId) void loadCalendar().catch(() => {});
  }, [values.doctorId]);

  const departmentDoctors = useMemo(() => doctors.filter((d) => d.department.includes(values.department)), [doctors, values.department]);
  const doctor = doctors.find((d) => d._id === values.doctorId);
  const specializations = doctor?.specialization.join(', ') ?? '';
  const fee = doctor && values.consultationType ? doctor.fees[values.consultationType] : undefined;
  const freeSlots = useMemo(
    () => (availability.status === 'ready' ? (availability.data.days.find((d) => d.date === values.date)?.slots ?? []) : []),
    [availability, values.date],
  );

  // A slot shown earlier may have gone (someone else booked it): drop a choice that is no longer free.
  useEffect(() => {
    if (availability.status === 'ready' && values.timeSlot && !freeSlots.includes(values.timeSlot)) setValue('timeSlot', '');
  }, [availability, freeSlots, values.timeSlot, setValue]);

  const pick = (name: Exclude<FieldName, 'consultationType' | 'mode'>, value: string) => {
    setValue(name, value, { shouldDirty: true });
    clearErrors(name);
  };
  const onDepartment = (department: string) => {
    pick('department', department);
    if (doctor && !doctor.department.includes(department)) {
      pick('doctorId', '');
      pick('date', '');
      pick('timeSlot', '');
    }
  };
  const onDoctor = (doctorId: string) => {
    pick('doctorId', doctorId);
    pick('date', '');
    pick('timeSlot', '');
    setDoctorMissing(false);
  };

  const missing = [
    !values.consultationType && 'booking.selectConsultationType',
    !values.doctorId && 'booking.selectDoctor',
    !values.date && 'booking.selectDate',
    !values.timeSlot && 'booking.selectTimeSlot',
    !signedIn && 'booking.signInToBook',
  ].filter(Boolean) as string[];
  const busy = formState.isSubmitting;
  const loadingSlots = (
    <p className="text-sm text-stone-700" role="status">
      {t('booking.loadingSlots')}
    </p>
  );

  const onSubmit = handleSubmit(async (v) => {
    setRuleMessage(null);
    try {
      const res = await api<ConsultationDto>('/consultations', { body: toPayload(v, doctors) });
      const c = res.data;
      toast.success(t('booking.booked'));
      navigate(paymentPath(c._id), {
        state: { amount: c.amount, consultationId: c._id, doctorName: c.doctor.doctorName, date: c.date, timeSlot: c.timeSlot },
      });
    } catch (error) {
      const rule = error instanceof ApiError ? (error.body as { rule?: string } | undefined)?.rule : undefined;
      if (error instanceof ApiError && rule) {
        // The slot is still free: the patient's other bookings are in the way (core/booking/booking-limits.ts).
        setRuleMessage(error.message);
        if (rule === 'same-doctor-day') setError('date', { type: 'server', message: error.message });
      } else if (error instanceof ApiError && error.status === 409) {
        setValue('timeSlot', '');
        setError('timeSlot', { type: 'server', message: error.message });
        reload();
      } else if (error instanceof ApiError && error.errors) {
        for (const [path, message] of Object.entries(error.errors)) setError(fieldOf(path), { type: 'server', message });
        if (error.errors['doctor.doctorId']) setDoctorMissing(false);
      }
      toast.error(errorMessage(error, t('error.generic')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadSchemas} className="space-y-6" aria-describedby={missing.length ? ids.hint : undefined}>
      <Section title={t('booking.consultationType')} id={ids.type} as="fieldset">
        <div className="grid gap-2 sm:grid-cols-3">
          {CONSULTATION_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                values.consultationType === type ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
              )}
            >
              <input type="radio" value={type} {...register('consultationType', { onChange: () => clearErrors('consultationType') })} className="choice h-4 w-4" />
              {consultationTypeLabel(type, t)}
            </label>
          ))}
        </div>
        <FieldError message={errors.consultationType?.message} />
      </Section>

      <Section title={t('booking.doctorSection')} id={ids.doctor}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids.dept}-select`} className="mb-1 block text-sm font-medium text-stone-800">
              {t('booking.department')}
            </label>
            <select
              id={`${ids.dept}-select`}
              className={selectClass(!!errors.department)}
              value={values.department}
              onChange={(e) => onDepartment(e.target.value)}
              aria-invalid={!!errors.department}
              aria-describedby={errors.department ? `${ids.dept}-error` : undefined}
            >
              <option value="">{t('booking.chooseDepartment')}</option>
              {DEPARTMENTS.map((d) => (
                <option key={d} value={d}>
                  {departmentLabel(d, t)}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.dept}-error`} message={errors.department?.message} />
          </div>
          <div>
            <label htmlFor={`${ids.doctor}-select`} className="mb-1 block text-sm font-medium text-stone-800">
              {t('booking.doctor')}
            </label>
            <select
              id={`${ids.doctor}-select`}
              className={selectClass(!!errors.doctorId || doctorMissing)}
              value={values.doctorId}
              onChange={(e) => onDoctor(e.target.value)}
              disabled={!values.department}
              aria-invalid={!!errors.doctorId || doctorMissing}
              aria-describedby={`${ids.doctor}-error`}
            >
              <option value="">{t('booking.chooseDoctor')}</option>
              {departmentDoctors.map((d) => (
                <option key={d._id} value={d._id}>
                  {d.name}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.doctor}-error`} message={doctorMissing ? 'booking.doctorNotFound' : errors.doctorId?.message} />
            {values.department && departmentDoctors.length === 0 && <p className="mt-1 text-sm text-stone-700">{t('booking.noDoctorsInDepartment')}</p>}
          </div>
        </div>
        {doctor && (
          <p className="mt-3 text-sm text-stone-700">
            <TypedText text={specializations} />
            {fee !== undefined && <span className="ml-2 font-semibold text-brand-900">{t('booking.fee', { amount: fee })}</span>}
          </p>
        )}
        {values.consultationType === 'Follow-up' && (
          <div className="mt-4">
            <label htmlFor={ids.prev} className="mb-1 block text-sm font-medium text-stone-800">
              {t('booking.previousConsultationId')}
            </label>
            <input
              id={ids.prev}
              {...register('previousConsultationId', { onChange: () => clearErrors('previousConsultationId') })}
              autoComplete="off"
              spellCheck={false}
              className={cn(selectClass(!!errors.previousConsultationId), 'font-mono uppercase')}
              aria-invalid={!!errors.previousConsultationId}
              aria-describedby={`${ids.prev}-hint ${ids.prev}-error`}
            />
            <p id={`${ids.prev}-hint`} className="mt-1 text-xs text-stone-600">
              {t('booking.previousConsultationHint')}
            </p>
            <FieldError id={`${ids.prev}-error`} message={errors.previousConsultationId?.message} />
          </div>
        )}
      </Section>

      <Section title={t('booking.date')} id={ids.date}>
        <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
          <div>
            {!values.doctorId && <p className="text-sm text-stone-700">{t('booking.chooseDoctorFirst')}</p>}
            {availability.status === 'loading' && loadingSlots}
            {availability.status === 'error' && (
              <div role="alert" className="text-sm text-red-800">
                {tm(availability.message)}{' '}
                <button type="button" onClick={reload} className="font-semibold underline">
                  {t('booking.retry')}
                </button>
              </div>
            )}
            {availability.status === 'ready' && (
              <Suspense fallback={loadingSlots}>
                <SlotCalendar
                  availability={availability.data}
                  selected={values.date || undefined}
                  labelledBy={ids.date}
                  onSelect={(date) => {
                    pick('date', date ?? '');
                    pick('timeSlot', '');
                  }}
                />
              </Suspense>
            )}
            <FieldError message={errors.date?.message} />
          </div>
          <div>
            <h3 id={ids.slot} className="mb-2 text-base font-semibold text-brand-900">
              {t('booking.timeSlot')}
            </h3>
            {!values.date ? (
              <p className="text-sm text-stone-700">{t('booking.chooseDateFirst')}</p>
            ) : freeSlots.length === 0 ? (
              <p className="text-sm text-stone-700">{t('booking.noFreeSlots')}</p>
            ) : (
              <TimeSlots slots={freeSlots} value={values.timeSlot} onChange={(s) => pick('timeSlot', s)} name="timeSlot" labelledBy={ids.slot} describedBy={`${ids.slot}-error`} />
            )}
            <FieldError id={`${ids.slot}-error`} message={errors.timeSlot?.message} />
          </div>
        </div>
      </Section>

      <Section title={t('booking.mode')} id={ids.mode} as="fieldset">
        <div className="inline-flex rounded-full border border-stone-300 bg-white p-1">
          {(['offline', 'online'] as const).map((mode) => (
            <label
              key={mode}
              className={cn(
                'cursor-pointer rounded-full px-5 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                values.mode === mode ? 'bg-brand-700 text-white' : 'text-stone-800',
              )}
            >
              <input type="radio" value={mode} {...register('mode')} className="sr-only" />
              {t(mode === 'offline' ? 'booking.modeOffline' : 'booking.modeOnline')}
            </label>
          ))}
        </div>
      </Section>

      <Section title={t('booking.symptoms')} id={ids.symptoms} hideTitle>
        <label htmlFor={`${ids.symptoms}-input`} className="mb-1 block text-base font-semibold text-brand-900">
          {t('booking.symptoms')}
        </label>
        <textarea
          id={`${ids.symptoms}-input`}
          {...register('symptoms', { onChange: () => clearErrors('symptoms') })}
          rows={4}
          maxLength={LIMITS.symptomsMax}
          placeholder={t('booking.symptomsPlaceholder')}
          className={selectClass(!!errors.symptoms, true)}
          aria-describedby={`${ids.symptoms}-count`}
        />
        <p id={`${ids.symptoms}-count`} className="mt-1 text-right text-xs text-stone-600">
          {t('booking.symptomsCount', { count: (values.symptoms ?? '').length, max: LIMITS.symptomsMax })}
        </p>
        <FieldError message={errors.symptoms?.message} />
      </Section>

      <BookingNotes />

      {ruleMessage && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {ruleMessage}{' '}
          <Link to="/appointments" className="font-semibold underline">
            {t('booking.limit.seeBookings')}
          </Link>
        </div>
      )}

      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={busy || missing.length > 0} aria-describedby={missing.length ? ids.hint : undefined}>
          {busy ? t('booking.booking') : t('booking.confirm')}
        </Button>
        {missing.length > 0 && (
          <p id={ids.hint} className="text-sm text-stone-700">
            {tm(missing[0] ?? '')}
          </p>
        )}
      </div>
    </form>
  );
}
