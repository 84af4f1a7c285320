import { listEvents } from '@server/modules/events/events.server';
import type { Route } from './+types/events';
import { EventCard } from '~/features/events/event-card';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import { PageHero } from '~/ui/page-hero';
import { JsonLd, clinicReference } from '~/features/seo/json-ld';
import { useRootData } from '~/shell/root-data';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  return listEvents(context.ctx);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.eventsTitle'),
    description: metaT(args, 'site.meta.eventsDescription'),
    path: '/events',
  });
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { origin, clinic } = useRootData();
  const { upcoming, past } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('site.events.eyebrow')} title={t('site.events.title')} lead={t('site.events.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <div className="max-w-4xl">
          <section aria-labelledby="upcoming">
            <h2 id="upcoming" className="font-serif text-2xl font-semibold text-brand-900">
              {t('site.events.upcoming')}
            </h2>
            {upcoming.length ? (
              <ul className="mt-5 space-y-4">
                {upcoming.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-2xl bg-white p-5 text-stone-700 ring-1 ring-stone-200">{t('site.events.noneUpcoming')}</p>
            )}
          </section>
          <section aria-labelledby="past" className="mt-12">
            <h2 id="past" className="font-serif text-2xl font-semibold text-brand-900">
              {t('site.events.past')}
            </h2>
            {past.length ? (
              <ul className="mt-5 space-y-4">
                {past.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} past />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-stone-700">{t('site.events.nonePast')}</p>
            )}
          </section>
        </div>
      </div>
      {upcoming.length > 0 && (
        <JsonLd
          data={upcoming.map((e) => ({
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: e.title,
            description: e.description,
            startDate: new Date(e.startsAt).toISOString(),
            ...(e.endsAt ? { endDate: new Date(e.endsAt).toISOString() } : {}),
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            eventStatus: 'https://schema.org/EventScheduled',
            location: {
              '@type': 'Place',
              name: e.location,
              address: { '@type': 'PostalAddress', addressLocality: 'Raipur', addressRegion: 'Chhattisgarh', addressCountry: 'IN' },
            },
            organizer: clinicReference(origin, clinic),
          }))}
        />
      )}
    </>
  );
}
