import { CalendarDays, MapPin } from '~/ui/icons';
import { clinic } from '@core/clinic';
import { clinicTimeOptions } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import type { ClinicEvent } from '@server/modules/events/events.server';
import { cn } from '~/ui/cn';

/** Dates in the clinic's time zone, so the server and every browser show the same time. */
function when(intl: string, start: Date, end: Date | null) {
  const date = new Intl.DateTimeFormat(intl, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: clinic.timeZone,
  }).format(start);
  const time = new Intl.DateTimeFormat(intl, clinicTimeOptions(intl, { hour: 'numeric', minute: '2-digit' }));
  return `${date}, ${time.format(start)}${end ? ` – ${time.format(end)}` : ''}`;
}

export function EventCard({ event, past }: { event: ClinicEvent; past?: boolean }) {
  const { t, intl } = useT();
  const kind = { camp: t('site.events.kind.camp'), workshop: t('site.events.kind.workshop'), talk: t('site.events.kind.talk') }[event.kind];
  const day = new Intl.DateTimeFormat(intl, { day: 'numeric', timeZone: clinic.timeZone }).format(event.startsAt);
  const month = new Intl.DateTimeFormat(intl, { month: 'short', timeZone: clinic.timeZone }).format(event.startsAt);
  return (
    <article className={cn('flex gap-5 rounded-2xl p-5 ring-1 ring-stone-200 sm:p-6', past ? 'bg-stone-50' : 'bg-white')}>
      <div
        className={cn(
          'flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-2xl text-center',
          past ? 'bg-stone-200 text-stone-800' : 'bg-brand-700 text-white',
        )}
        aria-hidden="true"
      >
        <span className="font-serif text-3xl font-semibold leading-none">{day}</span>
        <span className="mt-1 text-sm uppercase">{month}</span>
      </div>
      <div className="min-w-0">
        <p
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            past ? 'bg-stone-200 text-stone-800' : 'bg-earth-100 text-earth-900',
          )}
        >
          {kind}
        </p>
        {/* Written by staff in one language: the page's labels around it may be in the other. */}
        <h3 lang={event.language} className="mt-2 font-serif text-xl font-semibold text-brand-900">
          {event.title}
        </h3>
        <p lang={event.language} className="mt-2 leading-relaxed text-stone-800">
          {event.description}
        </p>
        <dl className="mt-3 space-y-1 text-sm text-stone-700">
          <div className="flex gap-2">
            <dt>
              <CalendarDays className="mt-0.5 h-4 w-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('site.events.when')}</span>
            </dt>
            <dd>{when(intl, event.startsAt, event.endsAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <MapPin className="mt-0.5 h-4 w-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('site.events.location')}</span>
            </dt>
            <dd lang={event.language}>{event.location}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
