/**
 * "Add to calendar" on the payment, tracking and appointments pages: the .ics file of
 * GET /api/consultations/:id/calendar.ics (updated or cancelled by the same UID when the booking
 * changes) and a Google Calendar link built from the same slot (core/consultations/calendar-link.ts).
 * A cancelled booking offers neither and says so.
 */
import { addressLine } from '@core/clinic';
import { consultationWindow, googleCalendarUrl } from '@core/consultations/calendar-link';
import type { ConsultationRead } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { useRootData } from '~/shell/root-data';
import { buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { CalendarPlus, Download, ExternalLink } from '~/ui/icons';

type CalendarConsultation = Pick<ConsultationRead, '_id' | 'displayId' | 'date' | 'timeSlot' | 'mode' | 'status'> & {
  doctor: { doctorName: string };
};

function useGoogleLink(c: CalendarConsultation): string {
  const { t, locale } = useT();
  const { clinic, origin } = useRootData();
  const name = clinic.name[locale];
  const link = `${origin}/consultation/${c._id}`;
  return googleCalendarUrl({
    ...consultationWindow(c.date, c.timeSlot),
    title: t('channels.calendar.summary', { doctor: c.doctor.doctorName }),
    details: t('channels.calendar.details', { id: c.displayId, clinic: name, link }),
    location: c.mode === 'online' ? link : `${name}, ${addressLine(clinic, locale)}`,
  });
}

/** The two links; `bare` without the titled box (the appointments card's button row). */
export function AddToCalendar({
  consultation: c,
  bare,
  className,
}: {
  consultation: CalendarConsultation;
  bare?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const google = useGoogleLink(c);
  if (c.status === 'cancelled') {
    return bare ? null : <p className={cn('text-sm text-stone-700', className)}>{t('channels.calendar.cancelled')}</p>;
  }
  const links = (
    <>
      <a
        href={`/api/consultations/${c._id}/calendar.ics`}
        download={`consultation-${c._id}.ics`}
        className={buttonClasses('outline', 'sm')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('channels.calendar.ics')}
      </a>
      <a href={google} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        {t('channels.calendar.google')}
        <span className="sr-only"> {t('footer.opensInNewTab')}</span>
      </a>
    </>
  );
  if (bare) return links;
  return (
    <div className={className} data-testid="add-to-calendar">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <CalendarPlus className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {t('channels.calendar.title')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">{links}</div>
    </div>
  );
}
