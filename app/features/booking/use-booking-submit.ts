/**
 * Books through the page's action with a fetcher (decision 0020) and handles its answer as the
 * form always has: a toast and the payment page, or the refusal by the field it concerns.
 *
 * Every post carries the form's idempotency key (decision 0042). When the answer is lost (no
 * network, a 5xx, an instance that stopped: the route's clientAction answers `unreachable`), the
 * form stays as it was; My Appointments is checked for the booking first, and found, it is shown
 * with its payment link; otherwise 'Try again' posts the same choices with the same key, so a
 * booking that was saved after all is answered, not made twice.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFetcher, useNavigate } from 'react-router';
import { paymentPath } from '@core/booking/consultation-id';
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { api } from '~/shell/api-client';
import { useViewer } from '~/shell/root-data';
import { toast } from '~/ui/toast';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';
import type { BookingActionData } from './booking-action.server';
import { isUnreachable, type BookingUnreachable } from './unreachable';
import { bookingFieldOf, type BookingDoctor, type BookingFormValues } from './booking-values';

type BookingAnswer = BookingActionData | BookingUnreachable;

/** After a lost answer: checking My Appointments, the booking found there, or nothing found (try again). */
type BookingRecovery = { state: 'checking' } | { state: 'found'; consultationId: string } | { state: 'retry' } | null;

interface SubmitOptions {
  form: UseFormReturn<BookingFormValues>;
  doctors: BookingDoctor[];
  result?: BookingActionData;
  /** The key the server rendered into the form. */
  idempotencyKey?: string;
  /** Loads the doctor's free slots again (after a 409: someone else took the slot). */
  reload: () => void;
  setDoctorMissing: (missing: boolean) => void;
}

/** The patient's active booking of this doctor, date and time, if My Appointments has it. */
async function savedBooking(contact: string, values: Record<string, string>): Promise<string | null> {
  const mine = await api<PatientConsultation[]>(`/consultations/all/${encodeURIComponent(contact)}`);
  const found = mine.data.find(
    (c) => c.doctor.doctorId === values.doctorId && c.date === values.date && c.timeSlot === values.timeSlot && c.status !== 'cancelled',
  );
  return found?._id ?? null;
}

function useRecovery(contact: string | null) {
  const [recovery, setRecovery] = useState<BookingRecovery>(null);
  const check = (posted: Record<string, string>) => {
    setRecovery({ state: 'checking' });
    const lookup = contact ? savedBooking(contact, posted) : Promise.resolve(null);
    lookup.then(
      (id) => setRecovery(id ? { state: 'found', consultationId: id } : { state: 'retry' }),
      () => setRecovery({ state: 'retry' }),
    );
  };
  return { recovery, setRecovery, check };
}

export function useBookingSubmit({ form, result, idempotencyKey, reload, setDoctorMissing }: SubmitOptions) {
  const navigate = useNavigate();
  const fetcher = useFetcher<BookingAnswer>();
  const viewer = useViewer();
  const { key } = useIdempotencyKey(idempotencyKey);
  /** A booking rule the server applied (at most 2 unpaid bookings, one per doctor and day): shown by the button. */
  const [ruleMessage, setRuleMessage] = useState<string | null>(result && !result.ok && result.rule ? result.message : null);
  const { recovery, setRecovery, check } = useRecovery(viewer?.kind === 'patient' ? viewer.contact : null);
  const handled = useRef<BookingAnswer | undefined>(undefined);
  const posted = useRef<Record<string, string> | null>(null);
  const { setValue, setError } = form;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (isUnreachable(answer)) {
      if (posted.current) check(posted.current);
      return;
    }
    setRecovery(null);
    if (answer.ok) {
      const c = answer.consultation;
      toast.success(answer.message);
      void navigate(paymentPath(c._id), {
        state: { amount: c.amount, consultationId: c._id, doctorName: c.doctorName, date: c.date, timeSlot: c.timeSlot },
      });
      return;
    }
    if (answer.rule) {
      // The slot is still free: the patient's other bookings are in the way (core/booking/booking-limits.ts).
      setRuleMessage(answer.message);
      if (answer.rule === 'same-doctor-day') setError('date', { type: 'server', message: answer.message });
    } else if (answer.status === 409) {
      setValue('timeSlot', '');
      setError('timeSlot', { type: 'server', message: answer.message });
      reload();
    } else {
      for (const [path, message] of Object.entries(answer.fieldErrors)) setError(bookingFieldOf(path), { type: 'server', message });
      if (answer.fieldErrors['doctor.doctorId']) setDoctorMissing(false);
    }
    toast.error(answer.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check/setRecovery are this render's; the answer decides
  }, [fetcher.state, fetcher.data, navigate, reload, setDoctorMissing, setError, setValue]);

  const post = (fields: Record<string, string>) => {
    posted.current = fields;
    return fetcher.submit(fields, { method: 'post', action: '/book-consultation' });
  };
  const onSubmit = form.handleSubmit((values) => {
    setRuleMessage(null);
    setRecovery(null);
    return post({ ...values, enhanced: '1', [IDEMPOTENCY_FIELD]: key });
  });
  /** 'Try again' after a lost answer: the same choices, the same key. */
  const retry = () => {
    if (!posted.current) return;
    setRecovery(null);
    void post(posted.current);
  };
  return { onSubmit, busy: fetcher.state !== 'idle', ruleMessage, recovery, retry, idempotencyKey: key };
}
