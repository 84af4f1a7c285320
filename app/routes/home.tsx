import { LIMITS } from '@core/constants';
import { listActiveDoctors } from '@server/modules/doctors/doctors.server';
import type { Route } from './+types/home';
import { BookingCta } from '~/features/home/booking-cta';
import { DoctorsCarousel } from '~/features/home/doctors-carousel';
import { Hero } from '~/features/home/hero';
import { Specializations } from '~/features/home/specializations';
import { SponsorsMarquee } from '~/features/home/sponsors-marquee';
import { Testimonials } from '~/features/home/testimonials';
import { TherapiesGrid } from '~/features/home/therapies-grid';
import { therapyCards } from '~/features/services/therapy-views.server';
import { treatmentCards } from '~/features/treatments/treatment-cards.server';
import { JsonLd, clinicJsonLd } from '~/features/seo/json-ld';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/shell/root-data';

export async function loader({ context }: Route.LoaderArgs) {
  const doctors = await listActiveDoctors(context.ctx);
  return {
    doctors: doctors.map(({ _id, name, profileImage, specialization, department, experience, qualification }) => ({ _id, name, profileImage, specialization, department, experience, qualification })),
    treatments: treatmentCards(context.locale),
    therapies: therapyCards(context.locale, LIMITS.homeTherapies),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: metaT(args, 'site.meta.homeTitle'), description: metaT(args, 'site.meta.homeDescription'), path: '/', suffix: false });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { origin } = useRootData();
  return (
    <>
      <Hero />
      <Specializations treatments={loaderData.treatments} />
      <DoctorsCarousel doctors={loaderData.doctors} />
      <TherapiesGrid therapies={loaderData.therapies} />
      <Testimonials />
      <SponsorsMarquee />
      <BookingCta />
      <JsonLd data={clinicJsonLd(origin)} />
    </>
  );
}
