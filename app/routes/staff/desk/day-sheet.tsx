/**
 * The printable day sheets (decision 0027): one A4 page per doctor, or the reception sheet of the
 * whole clinic. Outside the console frame so that it prints clean; black on white.
 */
import { Link } from 'react-router';
import type { Route } from './+types/day-sheet';
import { clinicDate, isIsoDate } from '@core/booking/slots';
import { daySheets } from '@server/modules/paperwork/day-sheet.server';
import { Forbidden, NotFound } from '@server/domain/errors';
import { daySessions, therapySchedule } from '@server/modules/paperwork/therapy-sheet.server';
import { can } from '@core/policy';
import { SessionsSheet, TherapySchedulePages } from '~/features/paperwork/therapy-sheet';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { DaySheetPages } from '~/features/paperwork/day-sheet';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'consultations.view');
  const url = new URL(request.url);
  const date = url.searchParams.get('date') || clinicDate(context.ctx.now());
  const doctor = url.searchParams.get('doctor') || undefined;
  if (!isIsoDate(date) || (doctor && !UUID.test(doctor))) throw new NotFound();
  const asked = url.searchParams.get('view');
  const printedAt = context.ctx.now().toISOString();
  // The day's therapy sessions are the desk's (the grid's permission): a page after the consultations, or the schedule by room or therapist.
  const therapy = can(staff, 'schedule.view');
  if (asked === 'rooms' || asked === 'therapists') {
    if (!therapy) throw new Forbidden();
    const pages = await therapySchedule(context.ctx, date, asked, context.locale);
    return { date, view: asked, sheets: null, sessions: null, pages, desk: true, therapy, printedAt } as const;
  }
  const view = asked === 'clinic' ? 'clinic' : 'doctors';
  const sheets = await daySheets(context.ctx, staff, { date, view, doctorId: doctor });
  const sessions = therapy && !doctor ? await daySessions(context.ctx, date, context.locale) : null;
  return { date, view, sheets, sessions, pages: null, desk: staff.role !== 'doctor', therapy, printedAt } as const;
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.paperwork.sheet.title');
}

const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  .no-print { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  .day-sheet { break-after: page; page-break-after: always; box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; }
  .day-sheet:last-of-type { break-after: auto; page-break-after: auto; }
  .day-sheet tr { break-inside: avoid; }
}`;

export default function StaffDaySheet({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { date, view, desk } = loaderData;
  const link = (to: 'doctors' | 'clinic' | 'rooms' | 'therapists') =>
    `/staff/day-sheet?date=${date}${to === 'doctors' ? '' : `&view=${to}`}`;
  const tab = (to: 'doctors' | 'clinic' | 'rooms' | 'therapists', label: string) => (
    <Link to={link(to)} className={buttonClasses('outline', 'sm')} aria-current={view === to ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <div className="min-h-screen bg-stone-100 px-3 py-2 text-black print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <nav className="no-print mx-auto flex max-w-4xl flex-wrap items-center gap-2 py-3" aria-label={t('staff.paperwork.sheet.title')}>
        <Link to="/staff/today" className={buttonClasses('ghost', 'sm')}>
          {t('staff.paperwork.sheet.back')}
        </Link>
        {desk ? (
          <>
            {tab('doctors', t('staff.paperwork.sheet.doctorSheets'))}
            {tab('clinic', t('staff.paperwork.sheet.clinicSheet'))}
            {loaderData.therapy ? (
              <>
                {tab('rooms', t('staff.daySheet.byRoom'))}
                {tab('therapists', t('staff.daySheet.byTherapist'))}
              </>
            ) : null}
          </>
        ) : null}
        <Button size="sm" className="ml-auto" onClick={() => window.print()}>
          {t('staff.paperwork.sheet.print')}
        </Button>
      </nav>
      {loaderData.pages ? (
        <TherapySchedulePages
          date={date}
          by={loaderData.view === 'rooms' ? 'rooms' : 'therapists'}
          pages={loaderData.pages}
          printedAt={loaderData.printedAt}
        />
      ) : loaderData.sheets ? (
        <DaySheetPages
          sheets={loaderData.sheets}
          printedAt={loaderData.printedAt}
          after={loaderData.sessions ? <SessionsSheet date={date} rows={loaderData.sessions} printedAt={loaderData.printedAt} /> : null}
        />
      ) : null}
    </div>
  );
}
