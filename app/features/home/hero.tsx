import { Award, Phone, Star, Users } from '~/ui/icons';
import { Link } from 'react-router';
import { useClinicFacts } from '~/shell/clinic-facts';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

/** The hero's copy comes from the home loader, in the page's language. */
export interface HeroView {
  tagline: string;
  headline: string;
  text: string;
  image: string;
}

export function Hero({ copy }: { copy: HeroView }) {
  const clinic = useClinicFacts();
  const { t } = useT();
  const trust = [
    { icon: Users, value: '2000+', label: t('site.hero.patients') },
    { icon: Star, value: '4.9/5', label: t('site.hero.rating') },
    { icon: Award, value: t('site.hero.certified'), label: t('site.hero.certifiedText') },
  ];
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-earth-50 to-earth-100"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -left-32 top-10 h-80 w-80 rounded-full bg-brand-100/60 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:px-6 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-earth-700 ring-1 ring-earth-200">
            {copy.tagline}
          </p>
          <h1 id="hero-title" className="mt-5 font-serif text-4xl font-semibold leading-tight text-brand-900 sm:text-5xl lg:text-6xl">
            {copy.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-700">{copy.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/book-consultation" className={buttonClasses('primary', 'lg')}>
              {t('site.hero.book')}
            </Link>
            <a
              href={`tel:${clinic.phone}`}
              className={buttonClasses('outline', 'lg')}
              aria-label={t('site.hero.callLabel', { phone: clinic.phoneDisplay })}
            >
              <Phone className="h-5 w-5" aria-hidden="true" />
              {t('site.hero.call')}
            </a>
          </div>
          <ul className="mt-10 grid grid-cols-3 gap-3 sm:gap-6">
            {trust.map(({ icon: Icon, value, label }) => (
              <li key={label} className="rounded-2xl bg-white/80 p-3 ring-1 ring-earth-200 sm:p-4">
                <Icon className="h-5 w-5 text-earth-700" aria-hidden="true" />
                <p className="mt-2 font-serif text-lg font-semibold leading-tight text-brand-900 sm:text-2xl">{value}</p>
                <p className="mt-1 text-xs text-stone-700 sm:text-sm">{label}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <img
            src={copy.image}
            alt={t('site.hero.imageAlt')}
            width={1200}
            height={800}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] object-cover shadow-xl ring-1 ring-earth-200 lg:h-[550px]"
          />
        </div>
      </div>
    </section>
  );
}
