import { sponsors } from '@content/home';
import { useT } from '~/i18n/provider';

/**
 * Six partner logos scrolling continuously (20 s loop). The list is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology. Paused on hover and, for people who
 * prefer reduced motion, not animated at all (the logos wrap instead).
 */
export function SponsorsMarquee() {
  const { t } = useT();
  const logos = (copy: boolean) =>
    sponsors.map((s) => (
      <li key={`${s.id}-${copy ? 'b' : 'a'}`} className="shrink-0 px-6">
        <img
          src={s.logo}
          alt={copy ? '' : s.name}
          width={240}
          height={80}
          loading="lazy"
          className="h-14 w-auto opacity-90 transition hover:opacity-100 sm:h-16"
        />
      </li>
    ));
  return (
    <section aria-labelledby="partners-title" className="border-y border-earth-200 bg-white py-12">
      <h2 id="partners-title" className="px-4 text-center text-sm font-semibold uppercase tracking-widest text-earth-700">
        {t('site.home.partnersTitle')}
      </h2>
      <div className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
          data-testid="sponsor-track"
        >
          <ul className="flex items-center motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4">
            {logos(false)}
          </ul>
          <ul className="flex items-center motion-reduce:hidden" aria-hidden="true">
            {logos(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
