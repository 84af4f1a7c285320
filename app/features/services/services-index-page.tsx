import { ArrowRight } from '~/ui/icons';
import { CheckList } from '~/ui/forms/check-list';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { TherapyIcon } from './therapy-icon';
import type { TherapyCard } from './therapy-views.server';
import { serviceHref } from '@content/therapies/service-href';

/** /services: every therapy as a card with its first benefits. */
export function ServicesIndexPage({ therapies }: { therapies: TherapyCard[] }) {
  const { t } = useT();
  return (
    <>
      <header>
        <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('site.services.title')}</h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700">{t('site.services.text')}</p>
      </header>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {therapies.map((therapy) => (
          <li
            key={therapy.route}
            className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <TherapyIcon name={therapy.icon} className="h-5 w-5" />
            </span>
            <h2 className="mt-3 font-serif text-xl font-semibold text-brand-900">{therapy.title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-stone-700">{therapy.description}</p>
            <CheckList items={therapy.benefits} className="mt-3 space-y-1 text-sm text-stone-800" />
            <Link
              to={serviceHref(therapy.route)}
              className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:text-brand-900"
              aria-label={t('site.home.learnMoreAbout', { title: therapy.title })}
            >
              {t('common.learnMore')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
