import { ExternalLink, MapPin } from '~/ui/icons';
import { useState } from 'react';
import { useT } from '~/i18n/provider';
import { useClinicFacts } from '~/shell/clinic-facts';
import { useRootData } from '~/shell/root-data';
import { Button } from '~/ui/button';

/** OpenStreetMap's embed around the clinic's map location (clinic profile). */
function mapEmbedUrl({ lat, lng }: { lat: number; lng: number }): string {
  const bbox = [lng - 0.01, lat - 0.007, lng + 0.01, lat + 0.007].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

/** The OpenStreetMap embed loads only when asked for: no third-party request on page load. */
export function ClinicMap() {
  const { t, locale } = useT();
  const clinic = useClinicFacts();
  const { address } = useRootData().clinic;
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200">
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
            <Button variant="primary" onClick={() => setShown(true)}>
              {t('site.about.showMap')}
            </Button>
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
