import type { ShouldRevalidateFunction } from 'react-router';
import { DEPARTMENTS } from '@core/constants';
import { newIdempotencyKey } from '@core/idempotency';
import { doctorAvailability } from '@server/modules/consultations/booking/availability.server';
import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import { savedNoticeChannel } from '@server/modules/profile/notice-channel.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { bookingAction } from '~/features/booking/booking-action.server';
import { BookingPage, BookingSections } from '~/features/booking/booking-page';
import { bookingValuesOf } from '~/features/booking/booking-values';
import { isUnreachable, type BookingUnreachable } from '~/features/booking/unreachable';
import type { Route } from './+types/book-consultation';

/**
 * `?doctor=&department=` preselect (links from doctor and treatment pages). The form's 'Show free
 * times' step (pages without JavaScript) asks with all its fields and `step=slots`: the page then
 * comes back with them and the doctor's free dates and times.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const doctors = (await listActiveDoctors(context.ctx)).map(({ _id, name, department, specialization, fees }) => ({
    _id,
    name,
    department,
    specialization,
    fees,
  }));
  const values = bookingValuesOf(Object.fromEntries(url.searchParams));
  // The patient's saved way of hearing about bookings (SMS for a new visitor).
  const patientId = context.identity?.kind === 'patient' ? context.identity.patient.id : null;
  values.noticeChannel ||= (patientId ? await savedNoticeChannel(context.ctx.db, patientId) : null) ?? 'sms';
  const doctorParam = values.doctorId;
  const departmentParam = url.searchParams.get('department') ?? '';
  const preselected = doctors.find((d) => d._id === doctorParam);
  const department = (DEPARTMENTS as readonly string[]).includes(departmentParam) ? departmentParam : '';
  return {
    doctors,
    initial: {
      doctorId: preselected?._id ?? '',
      // The doctor's department: the one asked for when the doctor works there, else their first.
      department: preselected
        ? department && preselected.department.includes(department)
          ? department
          : (preselected.department[0] ?? '')
        : department,
      doctorMissing: doctorParam !== '' && !preselected,
      values,
      // The form's key, in its HTML so that a post without JavaScript carries it too (decision 0042).
      // The shared copy of the first step has none (it would be everyone's): its hydrated form
      // makes one, and without JavaScript the key comes with 'Show free times' (decision 0073).
      idempotencyKey: context.shared ? undefined : newIdempotencyKey(),
    },
    availability:
      preselected && url.searchParams.get('step') === 'slots'
        ? ((await doctorAvailability(context.ctx, preselected._id))?.availability ?? null)
        : null,
  };
}

/** The booking form posts here, with or without the page's code (decision 0020). */
export function action(args: Route.ActionArgs) {
  return bookingAction(args);
}

/**
 * The hydrated form's post: an answer that never came (no network, a 5xx page from the proxy, an
 * error) is `unreachable`, for the form to check My Appointments and offer 'Try again' with the
 * same key (decision 0042), instead of the error page replacing the form.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false, unreachable: true } satisfies BookingUnreachable;
  }
}

/** After a lost answer the server may still be unreachable: nothing is reloaded (the form and its key stay). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isUnreachable(actionResult) ? false : defaultShouldRevalidate;

/** A client-side visit waits for the form's code with the data, so the page never shows without it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), BookingSections.ready]);
  return data;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaT(args, 'booking.title'), description: metaT(args, 'booking.metaDescription'), suffix: false });

export default function BookConsultation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingPage
      doctors={loaderData.doctors}
      initial={loaderData.initial}
      availability={loaderData.availability}
      result={isUnreachable(actionData) ? undefined : actionData}
    />
  );
}
