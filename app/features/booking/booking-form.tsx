/**
 * The booking form (spec sections 2 and 5): type, department, doctor, previous consultation id for a
 * Follow-up, calendar, free time slots, mode, symptoms, notes and 'Confirm Booking'. Validated with
 * the same schema as POST /api/consultations and the page's action; the server decides whether the
 * slot is still free.
 *
 * A real form (decision 0020): before the page's code runs, or if it never loads, 'Show free
 * times' asks the page again with the choices (GET) and it comes back with the doctor's free dates
 * and times; 'Confirm Booking' posts to the action, which goes on to the payment page. Once
 * hydrated, the calendar replaces the date list and a fetcher posts the form.
 */
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import { useT } from '~/i18n/provider';
import { BookingNotes } from './booking-notes';
import {
  DateSection,
  DoctorSection,
  ModeSection,
  NoticeChannelSection,
  SubmitRow,
  SymptomsSection,
  TypeSection,
} from './booking-form-sections';
import { preloadSchemas, useBookingForm, type BookingFormProps } from './use-booking-form';

export function BookingForm(props: BookingFormProps) {
  const { tm } = useT();
  const b = useBookingForm(props);
  return (
    <form
      method="post"
      action="/book-consultation"
      data-form="booking"
      data-hydrated={b.hydrated ? '' : undefined}
      noValidate
      onSubmit={b.onSubmit}
      onFocus={preloadSchemas}
      className="space-y-6"
      aria-describedby={b.missing.length ? b.ids.hint : undefined}
    >
      {/* The same key on a resubmission of this form: a lost answer does not book twice (decision 0042). */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={b.idempotencyKey} />
      <TypeSection b={b} />
      <DoctorSection b={b} />
      <DateSection b={b} />
      <ModeSection b={b} />
      <SymptomsSection b={b} />
      <NoticeChannelSection b={b} />
      <BookingNotes />
      <SubmitRow b={b} hint={tm(b.missing[0] ?? '')} />
    </form>
  );
}
