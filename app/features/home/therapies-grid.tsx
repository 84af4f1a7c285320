import { ArrowRight } from '~/ui/icons';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { SectionHeading } from '~/ui/page-hero';
import { TherapyIcon } from '~/features/services/therapy-icon';
import type { TherapyCard } from '~/features/services/therapy-views.server';
import { serviceHref } from '@content/therapies/service-href';

/** The first 8 therapies of the catalogue, each linking to its service page. */
export function TherapiesGrid({ therapies }: { therapies: TherapyCard[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="therapies-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading
          id="therapies-title"
          eyebrow={t('site.home.therapiesEyebrow')}
          title={t('site.home.therapiesTitle')}
          text={t('site.home.therapiesText')}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {therapies.map((therapy) => (
            <li key={therapy.route}>
              <Link
                to={serviceHref(therapy.route)}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-earth-50 p-5 transition hover:border-brand-300 hover:bg-brand-50 hover:shadow-md"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800 group-hover:bg-brand-700 group-hover:text-white">
                  <TherapyIcon name={therapy.icon} className="h-6 w-6" />
                </span>
                <span className="mt-4 font-serif text-lg font-semibold text-brand-900">{therapy.title}</span>
                <span className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-700">{therapy.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/services" className={buttonClasses('outline', 'md')}>
            {t('site.home.allServices')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
