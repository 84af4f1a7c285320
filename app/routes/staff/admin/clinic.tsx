import type { Route } from './+types/clinic';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { ClinicProfileForm } from '~/features/clinic/clinic-profile-form';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { PageTitle } from '~/features/staff-console/ui';
import { useT } from '~/i18n/provider';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'clinic.edit');
  return { profile: await clinicProfile(context.ctx) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.clinic.title');
}

export default function StaffClinic({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageTitle>{t('staff.clinic.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{t('staff.clinic.lead')}</p>
      <ClinicProfileForm initial={loaderData.profile} />
    </>
  );
}
