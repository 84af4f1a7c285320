/**
 * A completed visit's summary on History and My Appointments (decision 0065): what the doctor wrote
 * for the patient on the signed case sheet (diagnosis in plain words, advice, pathya, apathya, the
 * follow-up date with a booking link), who wrote it and when, and the PDF in English and in Hindi.
 */
import { Link } from 'react-router';
import type { VisitSummary } from '@core/clinical/visit-summary';
import { formatInstant } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { CalendarDays, Download } from '~/ui/icons';
import { formatDate } from '~/features/consultations/format';

export function VisitSummaryBlock({ summary, doctorId }: { summary: VisitSummary; doctorId: string }) {
  const { t, locale } = useT();
  const rows: [string, string][] = [
    [t('documents.visit.diagnosis'), summary.diagnosis],
    [t('documents.visit.advice'), summary.advice],
    [t('documents.visit.pathya'), summary.pathya],
    [t('documents.visit.apathya'), summary.apathya],
  ];
  const date = formatDate(summary.date, locale);
  return (
    <section
      className="mt-4 border-t border-stone-200 pt-3"
      aria-labelledby={`summary-${summary.consultationId}`}
      data-testid="visit-summary"
    >
      <h3 id={`summary-${summary.consultationId}`} className="font-semibold text-stone-900">
        {t('documents.visit.heading')}
      </h3>
      <dl className="mt-2 space-y-2 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-stone-700">{label}</dt>
              <dd className="break-words whitespace-pre-line text-stone-900">{value}</dd>
            </div>
          ))}
        {summary.followUpDate ? (
          <div>
            <dt className="font-medium text-stone-700">{t('documents.visit.followUp')}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-900">
              {formatDate(summary.followUpDate, locale)}
              <Link
                to={`/book-consultation?doctorId=${encodeURIComponent(doctorId)}&date=${summary.followUpDate}`}
                className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
              >
                <CalendarDays aria-hidden className="h-4 w-4" />
                {t('documents.visit.bookFollowUp')}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        {t('documents.visit.signed', { name: summary.doctorName, date })}
        {summary.amendedAt ? ` ${t('documents.visit.amended', { date: formatInstant(summary.amendedAt, locale) })}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(['en', 'hi'] as const).map((lang) => (
          <a
            key={lang}
            href={`/api/documents/visit-summary/${summary.consultationId}?lang=${lang}`}
            download
            className={buttonClasses('outline', 'sm')}
            aria-label={t(lang === 'en' ? 'documents.visit.downloadEnFor' : 'documents.visit.downloadHiFor', { date })}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t(lang === 'en' ? 'documents.visit.downloadEn' : 'documents.visit.downloadHi')}
          </a>
        ))}
      </div>
    </section>
  );
}
