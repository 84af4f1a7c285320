/** The pages of the printable day sheets (app/routes/staff/desk/day-sheet.tsx): a table per doctor, or one for the clinic. */
import type { DaySheets, SheetRow } from '@server/modules/paperwork/day-sheet.server';
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { consultationTypeLabel } from '@core/i18n/labels';
import { useClinicFacts } from '~/shell/clinic-facts';
import { PaperTable, paperCell } from './paper-table';

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
    <PaperTable label={t('staff.paperwork.sheet.title')} head={head} minWidth="min-w-[48rem]">
      {rows.map((r) => (
        <tr key={r.id}>
          <td className={`${paperCell} whitespace-nowrap font-semibold`}>{formatSlotTime(r.timeSlot, locale)}</td>
          <td className={paperCell}>{r.name}</td>
          {clinic ? (
            <>
              <td className={paperCell}>{r.doctorName}</td>
              <td className={`${paperCell} whitespace-nowrap`}>{r.contact}</td>
            </>
          ) : null}
          <td className={paperCell}>{consultationTypeLabel(r.consultationType, t)}</td>
          <td className={paperCell}>{t(`staff.mode.${r.mode}`)}</td>
          <td className={`${paperCell} whitespace-nowrap`}>{r.paid ? t('staff.payment.paid') : t('staff.payment.pending')}</td>
          {symptoms ? <td className={`${paperCell} whitespace-pre-line`}>{r.symptoms}</td> : null}
        </tr>
      ))}
    </PaperTable>
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
