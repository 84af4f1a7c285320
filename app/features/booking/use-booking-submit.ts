/**
 * Books through the page's action with a fetcher (decision 0020) and handles its answer as the
 * form always has: a toast and the payment page, or the refusal by the field it concerns.
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFetcher, useNavigate } from 'react-router';
import { paymentPath } from '@core/booking/consultation-id';
import { toast } from '~/ui/toast';
import type { BookingActionData } from './booking-action.server';
import { bookingFieldOf, type BookingDoctor, type BookingFormValues } from './booking-values';

interface SubmitOptions {
  form: UseFormReturn<BookingFormValues>;
  doctors: BookingDoctor[];
  result?: BookingActionData;
  /** Loads the doctor's free slots again (after a 409: someone else took the slot). */
  reload: () => void;
  setDoctorMissing: (missing: boolean) => void;
}

export function useBookingSubmit({ form, result, reload, setDoctorMissing }: SubmitOptions) {
  const navigate = useNavigate();
  const fetcher = useFetcher<BookingActionData>();
  /** A booking rule the server applied (at most 2 unpaid bookings, one per doctor and day): shown by the button. */
  const [ruleMessage, setRuleMessage] = useState<string | null>(result && !result.ok && result.rule ? result.message : null);
  const handled = useRef<BookingActionData | undefined>(undefined);
  const { setValue, setError } = form;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
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
  }, [fetcher.state, fetcher.data, navigate, reload, setDoctorMissing, setError, setValue]);

  const onSubmit = form.handleSubmit((values) => {
    setRuleMessage(null);
    return fetcher.submit({ ...values, enhanced: '1' }, { method: 'post', action: '/book-consultation' });
  });
  return { onSubmit, busy: fetcher.state !== 'idle', ruleMessage };
}
