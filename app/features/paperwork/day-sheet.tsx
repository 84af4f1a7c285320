/** The pages of the printable day sheets (app/routes/staff-day-sheet.tsx): a table per doctor, or one for the clinic. */
import type { DaySheets, SheetRow } from '@server/modules/paperwork/day-sheet.server';
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { consultationTypeLabel } from '@core/i18n/labels';
import { useClinicFacts } from '~/shell/clinic-facts';

const cell = 'border-b border-stone-400 px-2 py-1.5 align-top';

function SheetTable({ rows, clinic, symptoms }: { rows: SheetRow[]; clinic: boolean; symptoms: boolean }) {
  const { t, locale } = useT();
  const head = [
    t('staff.paperwork.col.time'),
    t('staff.paperwork.col.patient'),
    ...(clinic ? [t('staff.paperwork.col.doctor'), t('staff.paperwork.col.phone')] : []),
    t('staff.paperwork.col.type'),
    t('staff.paperwork.col.mode'),
    t('staff.paperwork.col.payment'),
    ...(symptoms ? [t('staff.paperwork.col.symptoms')] : []),
  ];
  return (
    // On a phone the table scrolls sideways (a region the keyboard reaches) rather than squeezing its columns.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={t('staff.paperwork.sheet.title')}>
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm text-black print:min-w-0">
        <thead>
          <tr className="border-b-2 border-black">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={`${cell} whitespace-nowrap font-semibold`}>{formatSlotTime(r.timeSlot, locale)}</td>
              <td className={cell}>{r.name}</td>
              {clinic ? (
                <>
                  <td className={cell}>{r.doctorName}</td>
                  <td className={`${cell} whitespace-nowrap`}>{r.contact}</td>
                </>
              ) : null}
              <td className={cell}>{consultationTypeLabel(r.consultationType, t)}</td>
              <td className={cell}>{t(`staff.mode.${r.mode}`)}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.paid ? t('staff.payment.paid') : t('staff.payment.pending')}</td>
              {symptoms ? <td className={`${cell} whitespace-pre-line`}>{r.symptoms}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `after`: pages printed after the consultations' (the day's therapy sessions, for the desk). */
export function DaySheetPages({ sheets, printedAt, after }: { sheets: DaySheets; printedAt: string; after?: React.ReactNode }) {
  const { t, intl } = useT();
  const clinicFacts = useClinicFacts();
  const clinic = sheets.view === 'clinic';
  const day = formatClinicDate(sheets.date, intl, { dateStyle: 'full' });
  const pages = sheets.pages.length ? sheets.pages : [{ doctorId: null, doctorName: '', rows: [] }];
  return (
    <main className="space-y-6 print:space-y-0">
      {pages.map((page) => (
        <section
          key={page.doctorId ?? 'clinic'}
          className="day-sheet mx-auto max-w-4xl border border-stone-300 bg-white p-4 shadow-sm sm:p-8"
          aria-labelledby={`sheet-${page.doctorId ?? 'clinic'}`}
        >
          <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-black pb-2">
            <div>
              <p className="text-sm">{clinicFacts.name}</p>
              <h1 id={`sheet-${page.doctorId ?? 'clinic'}`} className="text-xl font-bold">
                {clinic ? t('staff.paperwork.sheet.clinicTitle') : t('staff.paperwork.sheet.title')}
                {page.doctorName ? ` · ${page.doctorName}` : ''}
              </h1>
              <p className="font-medium">{day}</p>
            </div>
            <p className="text-sm">{t('staff.paperwork.sheet.count', { count: page.rows.length })}</p>
          </header>
          {page.rows.length ? (
            <SheetTable rows={page.rows} clinic={clinic} symptoms={sheets.showSymptoms} />
          ) : (
            <p>{t('staff.paperwork.sheet.none')}</p>
          )}
          <p className="mt-4 text-xs">
            {t('staff.paperwork.sheet.printed', { at: formatClinicDateTime(printedAt, intl, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
        </section>
      ))}
      {after}
    </main>
  );
}
