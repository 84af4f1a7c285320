import { LIMITS } from '@core/constants';
import { heroCopy, specializationsIntro } from '@content/home';
import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import type { Route } from './+types/home';
import { therapyCards } from '~/features/services/therapy-views.server';
import { treatmentCards } from '~/features/treatments/treatment-cards.server';
import { JsonLd, clinicJsonLd } from '~/features/seo/json-ld';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/shell/root-data';
import { deferred } from '~/ui/deferred';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

/** The page's sections: static content and links plus the carousel, hydrated after the router and the shell. */
const HomeSections = deferred(() => import('~/features/home/home-sections').then((m) => m.HomeSections));

export async function loader({ context }: Route.LoaderArgs) {
  const doctors = await listActiveDoctors(context.ctx);
  const { locale } = context;
  return {
    hero: { tagline: heroCopy.tagline[locale], headline: heroCopy.headline[locale], text: heroCopy.text[locale], image: heroCopy.image },
    specializationsIntro: specializationsIntro[locale],
    doctors: doctors.map(({ _id, name, profileImage, specialization, department, experience, qualification }) => ({
      _id,
      name,
      profileImage,
      specialization,
      department,
      experience,
      qualification,
    })),
    treatments: treatmentCards(context.locale),
    therapies: therapyCards(context.locale, LIMITS.homeTherapies),
  };
}

/** A client-side visit waits for the sections' code with the data, so the page never shows empty. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), HomeSections.ready]);
  return data;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.homeTitle'),
    description: metaT(args, 'site.meta.homeDescription'),
    path: '/',
    suffix: false,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { origin, clinic, today } = useRootData();
  return (
    <>
      <HomeSections {...loaderData} />
      <JsonLd data={clinicJsonLd(origin, clinic, today)} />
    </>
  );
}
