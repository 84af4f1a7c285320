import type { DoctorCardData } from '~/features/doctors/doctor-card';
import type { TherapyCard } from '~/features/services/therapy-views.server';
import type { TreatmentCard } from '~/features/treatments/treatment-cards.server';
import { BookingCta } from './booking-cta';
import { DoctorsCarousel } from './doctors-carousel';
import { Hero, type HeroView } from './hero';
import { Specializations } from './specializations';
import { SponsorsMarquee } from './sponsors-marquee';
import { Testimonials } from './testimonials';
import { TherapiesGrid } from './therapies-grid';
import { useRootData } from '~/shell/root-data';

export interface HomeSectionsProps {
  hero: HeroView;
  specializationsIntro: string;
  treatments: TreatmentCard[];
  doctors: DoctorCardData[];
  therapies: TherapyCard[];
}

/**
 * The sections of the home page, in order. Server-rendered with the page; in the browser their
 * code is one chunk hydrated after the router and the shell (see `deferred()` in app/ui/deferred.tsx).
 */
export function HomeSections({ hero, specializationsIntro, treatments, doctors, therapies }: HomeSectionsProps) {
  const { demo } = useRootData();
  return (
    <>
      <Hero copy={hero} />
      {/* Below the first screen: laid out and painted when scrolled near (decision 0079: the page's
          style and layout were its longest tasks once it had no JavaScript). */}
      <div className="[&>section]:[contain-intrinsic-size:auto_900px] [&>section]:[content-visibility:auto]">
        <Specializations treatments={treatments} intro={specializationsIntro} />
        <DoctorsCarousel doctors={doctors} />
        <TherapiesGrid therapies={therapies} />
        {/* Fictional patients and sponsors: the demo's only (decision 0016). */}
        {demo && <Testimonials />}
        {demo && <SponsorsMarquee />}
        <BookingCta />
      </div>
    </>
  );
}
