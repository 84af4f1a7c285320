import { ArrowRight, CheckCircle2, TriangleAlert } from '~/ui/icons';
import { Link } from 'react-router';
import { ArticleHeader, ArticleSection } from '~/features/services/page-parts';
import { JsonLd, clinicReference } from '~/features/seo/json-ld';
import { useRootData } from '~/shell/root-data';
import { useT } from '~/i18n/provider';
import { BookCta } from './book-cta';
import { Paragraphs } from '~/ui/paragraphs';
import type { TreatmentsIndexView } from './treatment-cards.server';
import { TreatmentIcon } from './treatment-icon';
import { treatmentHref } from '@content/treatments/treatment-href';

/** /treatments: what Ayurveda treats here and how, then the seven condition pages. */
export function TreatmentsIndexPage({ data }: { data: TreatmentsIndexView }) {
  const { t } = useT();
  const { origin, clinic } = useRootData();
  const { intro, treatments } = data;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 lg:px-8">
      <ArticleHeader title={intro.title} lead={intro.lead} image={intro.image} />

      <ArticleSection id="holistic" title={intro.holistic.heading}>
        <Paragraphs text={intro.holistic.body} className="mt-4" />
      </ArticleSection>

      <ArticleSection id="why" title={intro.why.heading} className="mt-12 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:p-8">
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {intro.why.points.map((p) => (
            <li key={p} className="flex gap-3 text-stone-800">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              {p}
            </li>
          ))}
        </ul>
      </ArticleSection>

      <ArticleSection id="approach" title={intro.approach.heading}>
        <Paragraphs text={intro.approach.body} className="mt-4" />
        <h3 className="mt-8 text-lg font-semibold text-brand-900">{t('site.treatments.doshas')}</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {intro.approach.doshas.map((d) => (
            <li key={d.name} className="rounded-2xl bg-earth-100 p-5">
              <p className="font-serif text-xl font-semibold text-earth-900">{d.name}</p>
              <p className="mt-2 text-sm leading-relaxed text-stone-800">{d.description}</p>
              <p className="mt-3 text-sm text-stone-800">
                <span className="font-semibold">{t('site.treatments.imbalance')}: </span>
                {d.imbalance}
              </p>
            </li>
          ))}
        </ul>
      </ArticleSection>

      <ArticleSection id="explore" title={t('site.treatments.explore')}>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {treatments.map((item) => (
            <li key={item.path}>
              <TreatmentLinkCard item={item} />
            </li>
          ))}
        </ul>
      </ArticleSection>

      <p className="mt-12 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-stone-800">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        {intro.closing}
      </p>
      <BookCta href="/book-consultation" label={t('site.hero.book')} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'MedicalWebPage',
          name: intro.title,
          description: intro.lead,
          url: `${origin}/treatments`,
          specialty: 'Ayurveda',
          publisher: clinicReference(origin, clinic),
          hasPart: treatments.map((tr) => ({ '@type': 'MedicalWebPage', name: tr.title, url: `${origin}${treatmentHref(tr.path)}` })),
        }}
      />
    </article>
  );
}

/** A link to a condition page: its icon, title and summary. */
function TreatmentLinkCard({ item }: { item: TreatmentsIndexView['treatments'][number] }) {
  return (
    <Link
      to={treatmentHref(item.path)}
      className="group flex h-full gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <TreatmentIcon path={item.path} className="h-5 w-5" />
      </span>
      <span>
        <span className="flex items-center gap-1 font-semibold text-brand-900">
          {item.title}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
        <span className="mt-1 block text-sm text-stone-700">{item.summary}</span>
      </span>
    </Link>
  );
}
