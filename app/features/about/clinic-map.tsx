import { ExternalLink, MapPin } from '~/ui/icons';
import { useState } from 'react';
import { clinic } from '@core/clinic';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';

const { lat, lng } = clinic.geo;
const bbox = [lng - 0.01, lat - 0.007, lng + 0.01, lat + 0.007].map((n) => n.toFixed(4)).join(',');
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

/** The OpenStreetMap embed loads only when asked for: no third-party request on page load. */
export function ClinicMap() {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200">
      <div className="relative aspect-[4/3] w-full bg-brand-50 sm:aspect-[16/9]">
        {shown ? (
          <iframe title={t('site.about.mapTitle')} src={MAP_EMBED_URL} className="absolute inset-0 h-full w-full border-0" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-100),transparent_60%),radial-gradient(circle_at_70%_70%,var(--color-earth-100),transparent_60%)] p-6 text-center">
            <MapPin className="h-10 w-10 text-brand-700" aria-hidden="true" />
            <p className="max-w-sm text-sm text-stone-700">{t('site.about.mapNotice')}</p>
            <Button variant="primary" onClick={() => setShown(true)}>{t('site.about.showMap')}</Button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
        <span className="text-stone-700">{t('footer.address')}</span>
        <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          {t('site.about.openMap')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </div>
  );
}
