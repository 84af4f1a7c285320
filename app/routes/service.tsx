import { ArrowRight, CalendarPlus, Check, Clock, ShieldAlert, UserCheck } from '~/ui/icons';
import { Link, data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/service';
import { findTherapy, therapies } from '@content/therapies/catalogue';
import { LIMITS } from '@core/constants';
import { relatedTherapies } from '~/features/services/related';
import { TherapyIcon } from '~/features/services/therapy-icon';
import { toCard } from '~/features/services/therapy-views.server';
import { Paragraphs } from '~/features/treatments/paragraphs';
import { JsonLd } from '~/features/seo/json-ld';
import { notFoundMeta, pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/shell/root-data';
import { ServerErrorPage } from '~/shell/error-pages';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

export function loader({ params, context }: Route.LoaderArgs) {
  const therapy = findTherapy(params.serviceId);
  if (!therapy) throw data(null, { status: 404 });
  const loc = context.locale;
  const c = therapy.content;
  return {
    therapy: {
      route: therapy.route,
      title: therapy.title[loc],
      titleEn: therapy.title.en,
      description: therapy.description[loc],
      icon: therapy.sidebarIcon,
      image: c.image,
      overview: c.overview[loc],
      benefits: c.benefits[loc],
      procedure: c.procedure[loc].split('\n').map((s) => s.trim()).filter(Boolean),
      duration: c.duration[loc],
      idealFor: c.idealFor[loc],
      contraindications: c.contraindications[loc],
    },
    related: relatedTherapies(therapy, therapies, LIMITS.relatedServices).map((t) => toCard(t, loc)),
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return notFoundMeta(args, 'site.meta.serviceNotFound');
  return pageMeta(args, { title: d.therapy.title, description: d.therapy.description, path: `/services/${d.therapy.route}` });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { origin } = useRootData();
  const { therapy, related } = loaderData;
  const h2 = 'font-serif text-2xl font-semibold text-brand-900';
  const url = `${origin}/services/${therapy.route}`;
  return (
    <article>
      <header className="grid items-center gap-6 xl:grid-cols-[1.3fr_1fr]">
        <div>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <TherapyIcon name={therapy.icon} className="h-6 w-6" />
          </span>
          <h1 className="mt-3 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{therapy.title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-700">{therapy.description}</p>
          <Link to="/book-consultation" className={buttonClasses('primary', 'md', 'mt-6')}>
            <CalendarPlus className="h-5 w-5" aria-hidden="true" />
            {t('site.services.book')}
          </Link>
        </div>
        <img src={therapy.image} alt={t('site.services.imageAlt', { title: therapy.title })} width={800} height={600} className="h-auto w-full rounded-3xl ring-1 ring-earth-200" />
      </header>

      <section aria-labelledby="overview" className="mt-10">
        <h2 id="overview" className={h2}>{t('site.services.overview')}</h2>
        <Paragraphs text={therapy.overview} className="mt-4" />
      </section>

      <section aria-labelledby="benefits" className="mt-10">
        <h2 id="benefits" className={h2}>{t('site.services.benefits')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {therapy.benefits.map((b) => (
            <li key={b} className="flex gap-3 rounded-xl bg-brand-50 px-4 py-3 text-stone-800">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="procedure" className="mt-10">
        <h2 id="procedure" className={h2}>{t('site.services.procedure')}</h2>
        <ol className="mt-4 space-y-3">
          {therapy.procedure.map((step, i) => (
            <li key={i} className="flex gap-3 text-stone-800">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white" aria-hidden="true">{i + 1}</span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>

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

      {related.length > 0 && (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className={h2}>{t('site.services.related')}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {related.map((r) => (
              <li key={r.route}>
                <Link to={`/services/${r.route}`} className="group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300">
                  <TherapyIcon name={r.icon} className="h-5 w-5 text-brand-700" />
                  <span className="mt-2 flex items-center gap-1 font-semibold text-brand-900">
                    {r.title}
                    <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                  </span>
                  <span className="mt-1 line-clamp-3 text-sm text-stone-700">{r.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'MedicalWebPage',
          url,
          name: therapy.title,
          description: therapy.description,
          publisher: { '@id': `${origin}/#clinic` },
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
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return (
    <section className="rounded-3xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
      <p className="font-serif text-5xl font-semibold text-brand-600">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-brand-900">{t('site.services.notFound')}</h1>
      <p className="mx-auto mt-3 max-w-md text-stone-700">{t('site.services.notFoundText')}</p>
      <Link to="/services" className={buttonClasses('primary', 'md', 'mt-8')}>{t('site.services.browseAll')}</Link>
    </section>
  );
}
