/**
 * The booking form's state (booking-form.tsx): the values (react-hook-form, checked with the same
 * BookingRequestSchema as the server), the chosen doctor's free slots, what is still missing, and
 * the post to the page's action through a fetcher (use-booking-submit.ts).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Availability } from '@core/schemas/booking/consultation';
import { useViewer } from '~/shell/root-data';
import { useEarlyInput } from '~/ui/forms/use-early-input';
import { useHydrated } from '~/ui/use-hydrated';
import type { BookingActionData } from './booking-action.server';
import { bookingFieldOf, toBookingRequest, type BookingDoctor, type BookingFieldName, type BookingFormValues } from './booking-values';
import { useAvailability } from './use-availability';
import { useBookingSubmit } from './use-booking-submit';

interface BookingInitial {
  doctorId: string;
  department: string;
  doctorMissing: boolean;
  /** Fields given in the address (the 'Show free times' step of pages without JavaScript). */
  values: BookingFormValues;
  /** The form's idempotency key, made when the page was rendered (decision 0042). */
  idempotencyKey?: string;
}

export interface BookingFormProps {
  doctors: BookingDoctor[];
  initial: BookingInitial;
  /** The doctor's free slots, worked out by the server for the 'Show free times' step. */
  availability?: Availability | null;
  /** What a post made before the page's code ran answered. */
  result?: BookingActionData;
}

/**
 * The booking schema (with zod, ~40 KiB gzip) is not first-load JavaScript: it is imported when
 * the visitor starts on the form (focus) and awaited by validation.
 */
const loadSchemas = () => import('@core/schemas/booking/consultation');
export const preloadSchemas = () => void loadSchemas().catch(() => {});

/** The calendar (react-day-picker, its locales and styles) is imported once a doctor is chosen, with their availability. */
export const loadCalendar = () => import('./slot-calendar');

const BOOKING_FIELDS = [
  'consultationType',
  'department',
  'doctorId',
  'previousConsultationId',
  'date',
  'timeSlot',
  'mode',
  'symptoms',
  'noticeChannel',
] as const;

function resolverFor(doctors: BookingDoctor[]): Resolver<BookingFormValues> {
  return async (values) => {
    const { BookingRequestSchema } = await loadSchemas();
    const parsed = BookingRequestSchema.safeParse(toBookingRequest(values, doctors));
    if (parsed.success) return { values, errors: {} };
    const errors: Partial<Record<BookingFieldName, { type: string; message: string }>> = {};
    for (const issue of parsed.error.issues)
      errors[bookingFieldOf(issue.path.map(String).join('.'))] ??= { type: 'custom', message: issue.message };
    return { values: {}, errors };
  };
}

/** Messages by form field of a refused post (their schema paths mapped to fields). */
function serverErrorsOf(result?: BookingActionData): Partial<Record<BookingFieldName, string>> {
  if (!result || result.ok) return {};
  const errors: Partial<Record<BookingFieldName, string>> = {};
  for (const [path, message] of Object.entries(result.fieldErrors)) errors[bookingFieldOf(path)] ??= message;
  if (result.status === 409 && !result.rule) errors.timeSlot ??= result.message;
  return errors;
}

export function useBookingForm({ doctors, initial, availability: serverAvailability, result }: BookingFormProps) {
  const hydrated = useHydrated();
  const signedIn = useViewer()?.kind === 'patient';
  const ids = {
    type: useId(),
    dept: useId(),
    doctor: useId(),
    prev: useId(),
    date: useId(),
    slot: useId(),
    mode: useId(),
    symptoms: useId(),
    hint: useId(),
  };
  const [doctorMissing, setDoctorMissing] = useState(initial.doctorMissing);
  const startValues =
    result && !result.ok ? result.values : { ...initial.values, department: initial.department, doctorId: initial.doctorId };
  const form = useForm<BookingFormValues>({ resolver: resolverFor(doctors), defaultValues: startValues });
  const { setValue, clearErrors, control } = form;
  const values = useWatch({ control }) as BookingFormValues;
  useEarlyInput('booking', form, BOOKING_FIELDS);
  const { state: availability, reload } = useAvailability(values.doctorId || undefined);
  useEffect(() => {
    if (values.doctorId) void loadCalendar().catch(() => {});
  }, [values.doctorId]);

  const departmentDoctors = useMemo(() => doctors.filter((d) => d.department.includes(values.department)), [doctors, values.department]);
  const doctor = doctors.find((d) => d._id === values.doctorId);
  const days = useMemo(
    () => (availability.status === 'ready' ? availability.data.days : (serverAvailability?.days ?? [])),
    [availability, serverAvailability],
  );
  const freeSlots = useMemo(() => days.find((d) => d.date === values.date)?.slots ?? [], [days, values.date]);

  // A slot shown earlier may have gone (someone else booked it): drop a choice that is no longer free.
  useEffect(() => {
    if (availability.status === 'ready' && values.timeSlot && !freeSlots.includes(values.timeSlot)) setValue('timeSlot', '');
  }, [availability, freeSlots, values.timeSlot, setValue]);

  const pick = (name: Exclude<BookingFieldName, 'consultationType' | 'mode'>, value: string) => {
    setValue(name, value, { shouldDirty: true });
    clearErrors(name);
  };
  const onDepartment = (department: string) => {
    pick('department', department);
    if (doctor && !doctor.department.includes(department)) ['doctorId', 'date', 'timeSlot'].forEach((name) => pick(name as 'date', ''));
  };
  const onDoctor = (doctorId: string) => {
    ['date', 'timeSlot'].forEach((name) => pick(name as 'date', ''));
    pick('doctorId', doctorId);
    setDoctorMissing(false);
  };
  const missing = [
    !values.consultationType && 'booking.selectConsultationType',
    !values.doctorId && 'booking.selectDoctor',
    !values.date && 'booking.selectDate',
    !values.timeSlot && 'booking.selectTimeSlot',
    !signedIn && 'booking.signInToBook',
  ].filter(Boolean) as string[];
  const submit = useBookingSubmit({ form, doctors, result, idempotencyKey: initial.idempotencyKey, reload, setDoctorMissing });
  const serverErrors = serverErrorsOf(result);
  const errorOf = (name: BookingFieldName) => form.formState.errors[name]?.message ?? serverErrors[name];
  // `start`: the values in the server's HTML too (react-hook-form fills fields only once hydrated).
  return {
    ...submit,
    form,
    start: startValues,
    values,
    ids,
    hydrated,
    doctors,
    departmentDoctors,
    doctor,
    days,
    freeSlots,
    availability,
    reload,
    pick,
    onDepartment,
    onDoctor,
    doctorMissing,
    missing,
    errorOf,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
