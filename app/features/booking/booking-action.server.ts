/**
 * The action of /book-consultation (decision 0020): the booking form posts here, as a plain form
 * before the page's code runs (or when it never loads), or through a fetcher once it has. The same
 * schema (BookingRequestSchema), service (createConsultation) and per-patient limit as
 * POST /api/consultations (one budget: server/http/route-limits.ts). A plain post that books is
 * redirected to the payment page; a fetcher gets the consultation and goes there itself.
 * The form's hidden `idempotencyKey` (made when the page was rendered) makes a resubmission of the
 * same booking, after a lost answer, get the first booking instead of a second (decision 0042).
 */
import { redirect } from 'react-router';
import { paymentPath } from '@core/booking/consultation-id';
import { translate } from '@core/i18n/catalog';
import { BookingRequestSchema } from '@core/schemas/booking/consultation';
import { Unauthorized } from '@server/domain/errors';
import { IDEMPOTENCY_FIELD, idempotent } from '@server/http/limits/idempotency';
import { BOOKING_LIMIT, hitRouteLimit } from '@server/http/route-limits';
import { isUuid } from '@core/uuid';
import { bookedSince, createConsultation } from '@server/modules/consultations/consultations.server';
import { toConsultationDto } from '@server/modules/consultations/views';
import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, refusedCallingClinic, type FormFailure } from '~/shell/form-action.server';
import { bookingValuesOf, toBookingRequest, type BookingFormValues } from './booking-values';

interface BookedConsultation {
  _id: string;
  amount: number;
  doctorName: string;
  date: string;
  timeSlot: string;
}

export type BookingActionData =
  { ok: true; message: string; consultation: BookedConsultation } | (FormFailure & { values: BookingFormValues });

export async function bookingAction({ request, context }: { request: Request; context: AppLoadContextValue }) {
  const { ctx, locale, identity } = context;
  const fields = formFields(await request.formData());
  const values = bookingValuesOf(fields);
  const doctors = await listActiveDoctors(ctx);
  const parsed = BookingRequestSchema.safeParse(toBookingRequest(values, doctors));
  if (!parsed.success) return answer(invalid(parsed.error, locale), { values });
  try {
    if (identity?.kind !== 'patient') throw new Unauthorized('booking.signInToBook');
    await hitRouteLimit(ctx, BOOKING_LIMIT, `book:${identity.patient.id}`);
    const key = fields[IDEMPOTENCY_FIELD];
    const consultation = await idempotent(
      ctx,
      { identity, key, route: 'action /book-consultation', request: parsed.data },
      async (claim) => {
        // A retry after an instance died mid-booking: the booking it made, if it made it.
        const made =
          claim?.takenOver && isUuid(parsed.data.doctor.doctorId)
            ? await bookedSince(ctx, identity.patient.id, parsed.data, claim.since)
            : null;
        const c = toConsultationDto(made ?? (await createConsultation(ctx, identity.patient, parsed.data, { locale })));
        return {
          _id: c._id,
          amount: c.amount,
          doctorName: c.doctor.doctorName,
          date: c.date,
          timeSlot: c.timeSlot,
        } satisfies BookedConsultation;
      },
    );
    if (fields.enhanced !== '1') return redirect(paymentPath(consultation._id));
    return { ok: true, message: translate(locale, 'booking.booked'), consultation } satisfies BookingActionData;
  } catch (error) {
    return answer(await refusedCallingClinic(error, locale, context.ctx), { values });
  }
}
