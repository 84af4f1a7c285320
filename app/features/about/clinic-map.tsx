import { Link, useSearchParams } from 'react-router';
import { ExternalLink, MapPin } from '~/ui/icons';
import { useT } from '~/i18n/provider';
import { useClinicFacts } from '~/shell/clinic-facts';
import { useRootData } from '~/shell/root-data';
import { buttonClasses } from '~/ui/button';

/** The query that shows the map (`/about?map=1`), and the map's anchor. */
const SHOW = { param: 'map', value: '1', anchor: 'clinic-map' } as const;

/** OpenStreetMap's embed around the clinic's map location (clinic profile). */
function mapEmbedUrl({ lat, lng }: { lat: number; lng: number }): string {
  const bbox = [lng - 0.01, lat - 0.007, lng + 0.01, lat + 0.007].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

/**
 * The OpenStreetMap embed loads only when asked for: no third-party request on page load. Asking is
 * a link to the same page with `?map=1`, so it works on the page sent without JavaScript (decision
 * 0079) as on a hydrated one (a client-side visit there).
 */
export function ClinicMap() {
  const { t, locale } = useT();
  const clinic = useClinicFacts();
  const { address } = useRootData().clinic;
  const [params] = useSearchParams();
  const shown = params.get(SHOW.param) === SHOW.value;
  return (
    <div id={SHOW.anchor} className="scroll-mt-24 overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200">
      <div className="relative aspect-[4/3] w-full bg-brand-50 sm:aspect-[16/9]">
        {shown ? (
          <iframe
            title={t('site.about.mapTitle', { name: clinic.name, city: address.city[locale] })}
            src={mapEmbedUrl(clinic.geo)}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-100),transparent_60%),radial-gradient(circle_at_70%_70%,var(--color-earth-100),transparent_60%)] p-6 text-center">
            <MapPin className="h-10 w-10 text-brand-700" aria-hidden="true" />
            <p className="max-w-sm text-sm text-stone-700">{t('site.about.mapNotice')}</p>
            <Link to={`?${SHOW.param}=${SHOW.value}#${SHOW.anchor}`} rel="nofollow" className={buttonClasses('primary')}>
              {t('site.about.showMap')}
            </Link>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
        <span className="text-stone-700">{clinic.address}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={clinic.directions.google}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t('site.about.openGoogleMaps')}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
          <a
            href={clinic.directions.osm}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t('site.about.openMap')}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
        </span>
      </div>
    </div>
  );
}
