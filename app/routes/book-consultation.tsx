import { DEPARTMENTS } from '@core/constants';
import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { BookingPage, BookingSections } from '~/features/booking/booking-page';
import type { Route } from './+types/book-consultation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const doctors = (await listActiveDoctors(context.ctx)).map(({ _id, name, department, specialization, fees }) => ({ _id, name, department, specialization, fees }));
  const doctorParam = url.searchParams.get('doctor') ?? '';
  const departmentParam = url.searchParams.get('department') ?? '';
  const preselected = doctors.find((d) => d._id === doctorParam);
  const department = (DEPARTMENTS as readonly string[]).includes(departmentParam) ? departmentParam : '';
  return {
    doctors,
    initial: {
      doctorId: preselected?._id ?? '',
      // The doctor's department: the one asked for when the doctor works there, else their first.
      department: preselected ? (department && preselected.department.includes(department) ? department : (preselected.department[0] ?? '')) : department,
      doctorMissing: doctorParam !== '' && !preselected,
    },
  };
}

/** A client-side visit waits for the form's code with the data, so the page never shows without it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), BookingSections.ready]);
  return data;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaT(args, 'booking.title'), description: metaT(args, 'booking.metaDescription'), suffix: false });

export default function BookConsultation({ loaderData }: Route.ComponentProps) {
  return <BookingPage doctors={loaderData.doctors} initial={loaderData.initial} />;
}
