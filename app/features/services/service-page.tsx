import { Check, Clock, ShieldAlert, UserCheck } from '~/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JsonLd, clinicReference } from '~/features/seo/json-ld';
import { Paragraphs } from '~/ui/paragraphs';
import { useRootData } from '~/shell/root-data';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { ArticleSection, ArticleHeader, NumberedSteps, TherapyLinkCard } from './page-parts';
import { TherapyIcon } from './therapy-icon';
import type { ServiceView } from './therapy-views.server';
import { serviceHref } from '@content/therapies/service-href';

/**
 * /services/:serviceId: one therapy, with the therapies related to it. `actions` end the header
 * (how the therapy is given and the way to it); `request` follows the therapy's facts (the request
 * form). The route composes them: features do not import each other.
 */
export function ServicePage({ data, actions, request }: { data: ServiceView; actions: ReactNode; request?: ReactNode }) {
  const { t } = useT();
  const { origin, clinic } = useRootData();
  const { therapy, related } = data;
  const url = `${origin}${serviceHref(therapy.route)}`;
  return (
    <article>
      <ArticleHeader
        title={therapy.title}
        lead={therapy.description}
        image={therapy.image}
        imageAlt={t('site.services.imageAlt', { title: therapy.title })}
        columns="gap-6 xl:grid-cols-[1.3fr_1fr]"
        before={
          <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <TherapyIcon name={therapy.icon} className="h-6 w-6" />
          </span>
        }
      >
        {actions}
      </ArticleHeader>

      <ArticleSection id="overview" title={t('site.services.overview')} className="mt-10">
        <Paragraphs text={therapy.overview} className="mt-4" />
      </ArticleSection>

      <ArticleSection id="benefits" title={t('site.services.benefits')} className="mt-10">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {therapy.benefits.map((b) => (
            <li key={b} className="flex gap-3 rounded-xl bg-brand-50 px-4 py-3 text-stone-800">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
      </ArticleSection>

      <ArticleSection id="procedure" title={t('site.services.procedure')} className="mt-10">
        <NumberedSteps steps={therapy.procedure} />
      </ArticleSection>

      <TherapyFacts therapy={therapy} />

      {request}

      {related.length > 0 && (
        <ArticleSection id="related" title={t('site.services.related')}>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {related.map((r) => (
              <li key={r.route}>
                <TherapyLinkCard therapy={r} />
              </li>
            ))}
          </ul>
        </ArticleSection>
      )}
      <TherapyJsonLd therapy={therapy} url={url} publisher={clinicReference(origin, clinic)} />
    </article>
  );
}

type Therapy = ServiceView['therapy'];

/** How long it takes, whom it suits and when it must not be given. */
function TherapyFacts({ therapy }: { therapy: Therapy }) {
  const { t } = useT();
  return (
    <>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {therapy.duration && (
          <section aria-labelledby="duration" className="rounded-2xl bg-earth-100 p-5">
            <h2 id="duration" className="flex items-center gap-2 text-lg font-semibold text-earth-900">
              <Clock className="h-5 w-5" aria-hidden="true" />
              {t('site.services.duration')}
            </h2>
            <p className="mt-2 text-stone-800">{therapy.duration}</p>
          </section>
        )}
        {therapy.idealFor.length > 0 && (
          <section aria-labelledby="ideal" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <h2 id="ideal" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <UserCheck className="h-5 w-5" aria-hidden="true" />
              {t('site.services.idealFor')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-brand-600">
              {therapy.idealFor.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {therapy.contraindications.length > 0 && (
        <section aria-labelledby="contra" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="contra" className="flex items-center gap-2 text-lg font-semibold text-amber-900">
            <ShieldAlert className="h-5 w-5" aria-hidden="true" />
            {t('site.services.contraindications')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
            {therapy.contraindications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-700">{t('site.services.contraindicationsNote')}</p>
        </section>
      )}
    </>
  );
}

function TherapyJsonLd({ therapy, url, publisher }: { therapy: Therapy; url: string; publisher: Record<string, unknown> }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        url,
        name: therapy.title,
        description: therapy.description,
        publisher,
        mainEntity: {
          '@type': 'MedicalTherapy',
          name: therapy.titleEn,
          alternateName: therapy.title !== therapy.titleEn ? therapy.title : undefined,
          description: therapy.description,
          url,
          relevantSpecialty: 'Ayurveda',
          contraindication: therapy.contraindications,
        },
      }}
    />
  );
}

/** An unknown therapy: a 404 with the way back to the list. */
export function ServiceNotFound() {
  const { t } = useT();
  return (
    <section className="rounded-3xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <p className="font-serif text-5xl font-semibold text-brand-600">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-brand-900">{t('site.services.notFound')}</h1>
      <p className="mx-auto mt-3 max-w-md text-stone-700">{t('site.services.notFoundText')}</p>
      <Link to="/services" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('site.services.browseAll')}
      </Link>
    </section>
  );
}
