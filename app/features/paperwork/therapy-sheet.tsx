/**
 * The day's therapy sessions on paper (decision 0051): the day sheet's page of sessions, and the
 * printable therapy schedule by room or by therapist (one page each). Black on white, as the day sheet.
 */
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import type { SessionSheetRow } from '@server/modules/paperwork/therapy-sheet.server';
import { useT } from '~/i18n/provider';
import { useClinicFacts } from '~/shell/clinic-facts';
import { PaperTable, paperCell } from './paper-table';

type Column = 'room' | 'therapists';

function SessionTable({ rows, hide }: { rows: SessionSheetRow[]; hide?: Column }) {
  const { t, locale } = useT();
  const head = [
    t('staff.paperwork.col.time'),
    t('staff.paperwork.col.patient'),
    t('staff.daySheet.col.therapy'),
    ...(hide === 'room' ? [] : [t('staff.daySheet.col.room')]),
    ...(hide === 'therapists' ? [] : [t('staff.daySheet.col.therapists')]),
    t('staff.daySheet.col.day'),
    t('staff.daySheet.col.status'),
  ];
  return (
    <PaperTable label={t('staff.daySheet.sessions')} head={head} minWidth="min-w-[40rem]">
      {rows.map((r) => (
        <tr key={r.id} data-testid="session-row">
          <td className={`${paperCell} whitespace-nowrap font-semibold`}>
            {formatSlotTime(r.start, locale)}–{formatSlotTime(r.end, locale)}
          </td>
          <td className={paperCell}>{r.patient}</td>
          <td className={paperCell}>{r.therapy}</td>
          {hide === 'room' ? null : <td className={paperCell}>{r.room}</td>}
          {hide === 'therapists' ? null : <td className={paperCell}>{r.therapists.join(', ')}</td>}
          <td className={paperCell}>{r.day ?? ''}</td>
          <td className={`${paperCell} whitespace-nowrap`}>{t(`staff.attendance.state.${r.state}`)}</td>
        </tr>
      ))}
    </PaperTable>
  );
}

function Page({
  id,
  title,
  date,
  count,
  printedAt,
  children,
}: {
  id: string;
  title: string;
  date: string;
  count: number;
  printedAt: string;
  children: React.ReactNode;
}) {
  const { t, intl } = useT();
  const clinicFacts = useClinicFacts();
  return (
    <section className="day-sheet mx-auto max-w-4xl border border-stone-300 bg-white p-4 shadow-sm sm:p-8" aria-labelledby={id}>
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-black pb-2">
        <div>
          <p className="text-sm">{clinicFacts.name}</p>
          <h1 id={id} className="text-xl font-bold">
            {title}
          </h1>
          <p className="font-medium">{formatClinicDate(date, intl, { dateStyle: 'full' })}</p>
        </div>
        <p className="text-sm">{t('staff.daySheet.sessionCount', { count })}</p>
      </header>
      {children}
      <p className="mt-4 text-xs">
        {t('staff.paperwork.sheet.printed', { at: formatClinicDateTime(printedAt, intl, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
    </section>
  );
}

/** The day sheet's page of the day's therapy sessions (the desk's). */
export function SessionsSheet({ date, rows, printedAt }: { date: string; rows: SessionSheetRow[]; printedAt: string }) {
  const { t } = useT();
  return (
    <Page id="sheet-sessions" title={t('staff.daySheet.sessions')} date={date} count={rows.length} printedAt={printedAt}>
      {rows.length ? <SessionTable rows={rows} /> : <p>{t('staff.daySheet.noSessions')}</p>}
    </Page>
  );
}

/** The therapy schedule: a page per room or per therapist. */
export function TherapySchedulePages({
  date,
  by,
  pages,
  printedAt,
}: {
  date: string;
  by: 'rooms' | 'therapists';
  pages: { title: string; rows: SessionSheetRow[] }[];
  printedAt: string;
}) {
  const { t } = useT();
  const heading = t(by === 'rooms' ? 'staff.daySheet.byRoom' : 'staff.daySheet.byTherapist');
  if (!pages.length)
    return (
      <main>
        <Page id="sheet-schedule" title={heading} date={date} count={0} printedAt={printedAt}>
          <p>{t('staff.daySheet.noSessions')}</p>
        </Page>
      </main>
    );
  return (
    <main className="space-y-6 print:space-y-0">
      {pages.map((page, i) => (
        <Page
          key={page.title}
          id={`sheet-schedule-${i}`}
          title={`${heading} · ${page.title}`}
          date={date}
          count={page.rows.length}
          printedAt={printedAt}
        >
          <SessionTable rows={page.rows} hide={by === 'rooms' ? 'room' : 'therapists'} />
        </Page>
      ))}
    </main>
  );
}
