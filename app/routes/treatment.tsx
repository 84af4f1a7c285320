import { ArrowRight, TriangleAlert } from '~/ui/icons';
import { Link, data } from 'react-router';
import type { Route } from './+types/treatment';
import { findTreatment } from '@content/treatments/catalogue';
import { findTherapy } from '@content/therapies/catalogue';
import { TherapyIcon } from '~/features/services/therapy-icon';
import { BookCta } from '~/features/treatments/book-cta';
import { buttonClasses } from '~/ui/button';
import { Paragraphs } from '~/features/treatments/paragraphs';
import { bookDepartmentHref, treatmentHref } from '~/features/treatments/treatment-href';
import { JsonLd } from '~/features/seo/json-ld';
import { notFoundMeta, pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/shell/root-data';
import { useT } from '~/i18n/provider';
import { RouteErrorPage } from '~/shell/error-pages';

/** One of the seven condition pages; the path must be exactly the spec's ('skin&hair', also reached as 'skin%26hair'). */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = findTreatment(params.treatment);
  if (!page) throw data(null, { status: 404 });
  const loc = context.locale;
  const s = page.sections;
  return {
    path: page.path,
    department: page.department,
    title: page.title[loc],
    titleEn: page.title.en,
    summary: page.summary[loc],
    image: page.image,
    about: s.about[loc],
    approach: s.approach[loc],
    therapies: s.therapies.flatMap((route) => {
      const therapy = findTherapy(route);
      return therapy ? [{ route, title: therapy.title[loc], description: therapy.description[loc], icon: therapy.sidebarIcon }] : [];
    }),
    whatToExpect: s.whatToExpect[loc],
    lifestyle: s.lifestyle[loc],
    caution: s.caution[loc],
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (!page) return notFoundMeta(args);
  return pageMeta(args, { title: page.title, description: page.summary, path: treatmentHref(page.path) });
}

export default function TreatmentPage({ loaderData: page }: Route.ComponentProps) {
  const { t } = useT();
  const { origin } = useRootData();
  const book = bookDepartmentHref(page.department);
  const bookLabel = t('site.treatments.book', { department: page.title });
  const h2 = 'font-serif text-2xl font-semibold text-brand-900';
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 lg:px-8">
      <header className="grid items-center gap-8 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{page.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{page.summary}</p>
          <Link to={book} className={buttonClasses('primary', 'mdWrap', 'mt-6')}>
            {bookLabel}
          </Link>
        </div>
        <img src={page.image} alt="" width={800} height={600} className="h-auto w-full rounded-3xl ring-1 ring-earth-200" />
      </header>

      <section aria-labelledby="about" className="mt-12">
        <h2 id="about" className={h2}>{t('site.treatments.about')}</h2>
        <Paragraphs text={page.about} className="mt-4" />
      </section>
      <section aria-labelledby="approach" className="mt-12">
        <h2 id="approach" className={h2}>{t('site.treatments.approach')}</h2>
        <Paragraphs text={page.approach} className="mt-4" />
      </section>

      <section aria-labelledby="therapies" className="mt-12">
        <h2 id="therapies" className={h2}>{t('site.treatments.therapies')}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.therapies.map((therapy) => (
            <li key={therapy.route}>
              <Link to={`/services/${therapy.route}`} className="group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <TherapyIcon name={therapy.icon} className="h-5 w-5" />
                </span>
                <span className="mt-3 flex items-center gap-1 font-semibold text-brand-900">
                  {therapy.title}
                  <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
                <span className="mt-1 line-clamp-3 text-sm text-stone-700">{therapy.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="expect" className="rounded-3xl bg-white p-6 ring-1 ring-stone-200">
          <h2 id="expect" className={h2}>{t('site.treatments.expect')}</h2>
          <ol className="mt-4 space-y-3">
            {page.whatToExpect.map((step, i) => (
              <li key={step} className="flex gap-3 text-stone-800">
                <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white" aria-hidden="true">{i + 1}</span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="lifestyle" className="rounded-3xl bg-earth-100 p-6">
          <h2 id="lifestyle" className={h2}>{t('site.treatments.lifestyle')}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-800 marker:text-earth-700">
            {page.lifestyle.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="caution" className="mt-12 rounded-2xl border border-amber-300 bg-amber-50 p-6">
        <h2 id="caution" className="flex items-center gap-2 text-lg font-semibold text-amber-900">
          <TriangleAlert className="h-5 w-5" aria-hidden="true" />
          {t('site.treatments.caution')}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">{page.caution}</p>
      </section>

      <BookCta href={book} label={bookLabel} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'MedicalWebPage',
          name: page.title,
          description: page.summary,
          url: `${origin}${treatmentHref(page.path)}`,
          specialty: 'Ayurveda',
          about: { '@type': 'MedicalCondition', name: page.titleEn },
          publisher: { '@id': `${origin}/#clinic` },
          mentions: page.therapies.map((th) => ({ '@type': 'MedicalTherapy', name: th.title, url: `${origin}/services/${th.route}` })),
        }}
      />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
