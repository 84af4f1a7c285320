import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import type { Route } from './+types/doctors';
import { DoctorsGrid } from '~/features/doctors/doctors-grid';
import { freshDoctors } from '~/features/doctors/doctors-cache';
import { physiciansJsonLd } from '~/features/doctors/physician-json-ld';
import { JsonLd } from '~/features/seo/json-ld';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import { useRootData } from '~/shell/root-data';
import { PageHero } from '~/ui/page-hero';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  return { doctors: await listActiveDoctors(context.ctx) };
}

/** After the first page, the list comes from the 5-minute browser cache or is fetched by the grid. */
export function clientLoader() {
  return { doctors: freshDoctors() };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.doctorsTitle'),
    description: metaT(args, 'site.meta.doctorsDescription'),
    path: '/doctors',
  });
}

export default function DoctorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { origin, clinic } = useRootData();
  return (
    <>
      <PageHero eyebrow={t('site.doctors.eyebrow')} title={t('site.doctors.title')} lead={t('site.doctors.text')} />
      <section className="mx-auto max-w-7xl px-4 py-12 lg:px-6" aria-label={t('site.doctors.title')}>
        <DoctorsGrid initial={loaderData.doctors} />
      </section>
      {loaderData.doctors && loaderData.doctors.length > 0 && <JsonLd data={physiciansJsonLd(origin, loaderData.doctors, clinic)} />}
    </>
  );
}
