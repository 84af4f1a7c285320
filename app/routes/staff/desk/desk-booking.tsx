import type { Route } from './+types/desk-booking';
import { staffMeta } from '~/features/staff-console/meta';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { PageTitle } from '~/features/staff-console/ui';
import { DeskBooking } from '~/features/desk-booking/desk-booking';
import { useT } from '~/i18n/provider';
import { listStaffDoctors } from '@server/modules/doctors/staff-doctors.server';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'consultations.book-for-patient');
  const doctors = (await listStaffDoctors(context.ctx))
    .filter((d) => d.active)
    .map((d) => ({ id: d._id, name: d.name, department: d.department }));
  return { doctors };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.deskBooking.title');
}

export default function StaffDeskBooking({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageTitle>{t('staff.deskBooking.title')}</PageTitle>
      <p className="mb-4 max-w-prose text-stone-700">{t('staff.deskBooking.intro')}</p>
      <DeskBooking doctors={loaderData.doctors} />
    </>
  );
}
