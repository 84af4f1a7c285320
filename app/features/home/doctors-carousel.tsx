import { CallClinicText } from '~/shell/call-clinic';
import type { EmblaCarouselType } from 'embla-carousel';
import { ArrowRight, ChevronLeft, ChevronRight } from '~/ui/icons';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { SectionHeading } from '~/ui/page-hero';
import { useNearViewport } from '~/ui/use-near-viewport';
import { DoctorCard, type DoctorCardData } from '~/features/doctors/doctor-card';
import { useStaticPage } from '~/shell/static-page';

/** About a phone's screen: the carousel starts when it is that close to the viewport. */
const CAROUSEL_START_MARGIN_PX = 800;

/**
 * Embla, loaded when the carousel comes within a screen of the viewport (or at the first press on
 * an arrow, which then waits for it), not while the page loads: the server-rendered row of cards is
 * already laid out as Embla lays it out at slide 0, so nothing moves when it starts, and a visit
 * that never scrolls to the doctors never pays for it.
 */
function useLazyEmbla() {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const ready = useRef<Promise<EmblaCarouselType | undefined>>(undefined);
  const api = useRef<EmblaCarouselType>(undefined);
  const unmounted = useRef(false);

  const start = useCallback((viewport: HTMLDivElement | null) => {
    ready.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (unmounted.current || !viewport) return undefined;
      api.current = EmblaCarousel(viewport, { loop: true, align: 'start', dragThreshold: 10, duration: 25 });
      setEmbla(api.current);
      return api.current;
    });
    return ready.current;
  }, []);
  // Observed until Embla runs.
  const viewportRef = useNearViewport<HTMLDivElement>(start, !embla, CAROUSEL_START_MARGIN_PX);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      api.current?.destroy();
    };
  }, []);

  const run = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (embla) action(embla);
      else void start(viewportRef.current).then((started) => started && action(started));
    },
    [embla, start, viewportRef],
  );

  return { viewportRef, embla, run };
}

/** The selected slide and the snap points, kept in step with Embla once it runs. */
function useSelectedSlide(embla: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return { selected, snaps };
}

function CarouselDots({ snaps, selected, goTo }: { snaps: number[]; selected: number; goTo: (index: number) => void }) {
  const { t } = useT();
  if (snaps.length <= 1) return null;
  return (
    <div className="mt-6 flex justify-center gap-2">
      {snaps.map((_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => goTo(i)}
          aria-label={t('site.carousel.goTo', { index: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          className="flex h-6 w-6 items-center justify-center"
        >
          <span className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-brand-700' : 'w-2.5 bg-stone-300'}`} />
        </button>
      ))}
    </div>
  );
}

const ARROW =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-stone-200 hover:bg-brand-50 md:inline-flex';

/**
 * The carousel region (spec: loops; 1 card small, 2 medium, 3 large; arrows from medium up;
 * left/right arrow keys; drag threshold 10, animation duration 25).
 */
function Carousel({ doctors }: { doctors: DoctorCardData[] }) {
  const { t } = useT();
  const { viewportRef, embla, run } = useLazyEmbla();
  const { selected, snaps } = useSelectedSlide(embla);
  const prev = useCallback(() => run((api) => api.scrollPrev()), [run]);
  const next = useCallback(() => run((api) => api.scrollNext()), [run]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') prev();
    else next();
  };
  return (
    <>
      {/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- the carousel region is focusable and takes the arrow keys (WAI-ARIA carousel pattern) */}
      <div
        className="relative mt-12 rounded-2xl md:px-14"
        role="region"
        aria-roledescription="carousel"
        aria-label={t('site.carousel.label')}
        aria-describedby="carousel-keys"
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-selected={selected}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
        <p id="carousel-keys" className="sr-only">
          {t('site.carousel.keys')}
        </p>
        <button type="button" className={`${ARROW} left-0`} onClick={prev} aria-label={t('site.carousel.previous')}>
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        {/* relative: the clipping box is also where the cards' absolutely placed parts (a visually
            hidden label, the departments tooltip) are placed from, so it clips them too; without
            it the last card's hidden label stretched the page to 1,630 px. */}
        <div ref={viewportRef} className="relative overflow-hidden">
          <ul className="-ml-6 flex touch-pan-y">
            {doctors.map((doctor, index) => (
              <li
                key={doctor._id}
                className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
                aria-roledescription="slide"
                aria-label={t('site.carousel.slide', { index: index + 1, count: doctors.length })}
              >
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className={`${ARROW} right-0`} onClick={next} aria-label={t('site.carousel.next')}>
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
        <CarouselDots snaps={snaps} selected={selected} goTo={(i) => run((api) => api.scrollTo(i))} />
        <p className="sr-only" aria-live="polite">
          {t('site.carousel.status', { index: selected + 1, count: doctors.length })}
        </p>
      </div>
    </>
  );
}

/**
 * A page without JavaScript: the same cards in a row that scrolls sideways (snapping to a card), a
 * focusable region so the arrow keys scroll it.
 */
function DoctorsRow({ doctors }: { doctors: DoctorCardData[] }) {
  const { t } = useT();
  /* eslint-disable jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes the keyboard's arrow keys (WCAG 2.1.1) */
  return (
    <div
      className="mt-12 snap-x snap-mandatory overflow-x-auto rounded-2xl pb-4"
      role="region"
      aria-label={t('site.carousel.label')}
      tabIndex={0}
    >
      <ul className="-ml-6 flex">
        {doctors.map((doctor) => (
          <li key={doctor._id} className="min-w-0 shrink-0 grow-0 basis-[88%] snap-start pl-6 md:basis-1/2 lg:basis-1/3">
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ul>
    </div>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-tabindex */
}

/** The home page's doctors section: the carousel (a row that scrolls, without JavaScript), or a line when no doctor is listed. */
export function DoctorsCarousel({ doctors }: { doctors: DoctorCardData[] }) {
  const { t } = useT();
  const staticPage = useStaticPage();
  return (
    <section id="doctors" aria-labelledby="doctors-title" className="scroll-mt-24 bg-earth-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading
          id="doctors-title"
          eyebrow={t('site.home.doctorsEyebrow')}
          title={t('site.home.doctorsTitle')}
          text={t('site.home.doctorsText')}
        />
        {doctors.length === 0 ? (
          <p className="mt-10 text-center text-stone-700">
            <CallClinicText messageKey="site.home.noDoctors" />
          </p>
        ) : staticPage ? (
          <DoctorsRow doctors={doctors} />
        ) : (
          <Carousel doctors={doctors} />
        )}
        <div className="mt-10 text-center">
          <Link to="/doctors" className={buttonClasses('outline', 'md')}>
            {t('site.home.viewAllDoctors')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
