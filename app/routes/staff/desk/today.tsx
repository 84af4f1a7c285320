import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';
import { BoardQuerySchema } from '@core/schemas/staff/staff';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/today';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Board } from '~/features/consultation-desk/board';
import { PageTitle } from '~/features/staff-console/ui';
import { useT } from '~/i18n/provider';
import { listBoard } from '@server/modules/consultations/staff/staff-consultations.server';
import { listStaffDoctors } from '@server/modules/doctors/staff-doctors.server';
import { pageQuery } from '~/shell/page-query.server';
import { can } from '@core/policy';
import { setupChecklist } from '@server/modules/clinic/setup-checklist.server';
import { SetupChecklist } from '~/features/clinic/setup-checklist';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'consultations.view');
  // A filter that is not one (a date typed into the address: ?date=x) is a 400 page, not a crash.
  const query = pageQuery(BoardQuerySchema, request, context.locale);
  const board = await listBoard(context.ctx, staff, query);
  const doctors = (await listStaffDoctors(context.ctx)).map((d) => ({ id: d._id, name: d.name }));
  // The admin's first-run checklist (decision 0053).
  const setup = can(staff, 'setup.checklist') ? await setupChecklist(context.ctx, staff) : null;
  return {
    setup,
    date: board.date,
    q: query.q ?? '',
    items: board.items,
    counts: board.counts,
    doctors,
    role: staff.role,
    canBook: can(staff, 'consultations.book-for-patient'),
    now: context.ctx.now().toISOString(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.today.title');
}

export default function StaffToday({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageTitle
        actions={
          <>
            {loaderData.canBook ? (
              <Link to="/staff/book" className={buttonClasses('primary', 'sm')}>
                {t('staff.deskBooking.open')}
              </Link>
            ) : null}
            <Link to={`/staff/day-sheet?date=${loaderData.date}`} className={buttonClasses('outline', 'sm')}>
              {t('staff.paperwork.rec.daySheets')}
            </Link>
          </>
        }
      >
        {t('staff.today.title')}
      </PageTitle>
      {loaderData.setup ? <SetupChecklist items={loaderData.setup} /> : null}
      <Board data={loaderData} />
    </>
  );
}
