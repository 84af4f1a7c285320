import { Link } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/doctors';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, PageTitle } from '~/features/staff-console/ui';
import { listStaffDoctors } from '@server/modules/doctors/staff-doctors.server';
import { departmentLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'doctors.view');
  const doctors = await listStaffDoctors(context.ctx);
  return { doctors: staff.role === 'doctor' ? doctors.filter((d) => d._id === staff.doctorId) : doctors, role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.doctors.title');
}

export default function StaffDoctors({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { doctors, role } = loaderData;
  return (
    <>
      <PageTitle
        actions={
          role === 'admin' ? (
            <Link to="/staff/doctors/new" className={buttonClasses('primary')}>
              {t('staff.doctors.new')}
            </Link>
          ) : null
        }
      >
        {t('staff.doctors.title')}
      </PageTitle>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {doctors.map((d) => (
          <li key={d._id} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            {d.profileImage ? (
              <img src={d.profileImage} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-900"
              >
                {d.name.replace(/^Dr\.?\s*/, '').slice(0, 1)}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{d.name}</p>
              <p className="text-sm text-stone-700">{d.department.map((name) => departmentLabel(name, t)).join(', ')}</p>
              <p className="mt-1 text-sm text-stone-700">
                {d.schedule.map((s) => t(`staff.weekday.${s.weekday as 0}`).slice(0, 3)).join(' · ') || t('staff.schedule.off')}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {!d.active ? <Badge className="bg-stone-200 text-stone-900 ring-stone-400">{t('staff.doctors.inactive')}</Badge> : null}
                <Link
                  to={`/staff/doctors/${d._id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={`${t('staff.doctors.edit')}: ${d.name}`}
                >
                  {t('staff.doctors.edit')}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
