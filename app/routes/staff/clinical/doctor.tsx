import { Link } from 'react-router';
import type { Route } from './+types/doctor';
import { useRootData } from '~/shell/root-data';
import { getStaffDoctor } from '@server/modules/doctors/staff-doctors.server';
import { can } from '@core/policy';
import { Forbidden } from '@server/domain/errors';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { DoctorProfileForm } from '~/features/team/doctor-form';
import { LeaveEditor } from '~/features/team/leave-editor';
import { ScheduleEditor } from '~/features/team/schedule-editor';
import { Card, PageTitle } from '~/features/staff-console/ui';
import { useT } from '~/i18n/provider';
import { staffTitleMeta } from '~/features/staff-console/meta';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'doctors.view');
  if (params.id === 'new') {
    if (!can(staff, 'doctors.edit')) throw new Forbidden();
    return { doctor: null, role: staff.role, canSchedule: false };
  }
  if (staff.role === 'doctor' && staff.doctorId !== params.id) throw new Forbidden();
  return { doctor: await getStaffDoctor(context.ctx, params.id), role: staff.role, canSchedule: true };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  return staffTitleMeta(matches, d?.doctor?.name, 'staff.doctors.new');
}

export default function StaffDoctor({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { doctor, role } = loaderData;
  // A new doctor starts with the clinic's standard fees (clinic profile); the admin changes them here.
  const clinicFees = useRootData().clinic.fees;
  const initial = doctor
    ? {
        name: doctor.name,
        profileImage: doctor.profileImage,
        specialization: doctor.specialization,
        department: doctor.department as never,
        experience: doctor.experience,
        qualification: doctor.qualification,
        registrationNumber: doctor.registrationNumber ?? '',
        bio: doctor.bio ?? '',
        languages: doctor.languages,
        // The clinic's fee for any type the doctor has none for yet.
        fees: { ...clinicFees, ...doctor.fees },
        active: doctor.active,
      }
    : {
        name: '',
        profileImage: null,
        specialization: [],
        department: [],
        experience: 0,
        qualification: '',
        registrationNumber: '',
        bio: '',
        languages: ['Hindi', 'English'],
        fees: clinicFees,
        active: true,
      };
  return (
    <>
      <Link to="/staff/doctors" className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {t('staff.back')}
      </Link>
      <PageTitle>{doctor?.name ?? t('staff.doctors.new')}</PageTitle>
      <div className="space-y-4">
        {role === 'admin' ? (
          <Card title={t('staff.doctors.profile')}>
            <DoctorProfileForm key={doctor?._id ?? 'new'} doctorId={doctor?._id ?? null} initial={initial} />
          </Card>
        ) : null}
        {doctor ? (
          <div className="grid gap-4 xl:grid-cols-2">
            <Card title={t('staff.schedule.title')}>
              <ScheduleEditor key={JSON.stringify(doctor.schedule)} doctorId={doctor._id} initial={doctor.schedule} />
            </Card>
            <Card title={t('staff.leave.title')}>
              <LeaveEditor doctorId={doctor._id} leaves={doctor.leaves} />
            </Card>
          </div>
        ) : null}
      </div>
    </>
  );
}
