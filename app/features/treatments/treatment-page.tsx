import { TriangleAlert } from '~/ui/icons';
import { Link } from 'react-router';
import { ArticleSection, ArticleHeader, NumberedSteps, TherapyLinkCard } from '~/features/services/page-parts';
import { JsonLd, clinicReference } from '~/features/seo/json-ld';
import { useRootData } from '~/shell/root-data';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { BookCta } from './book-cta';
import { Paragraphs } from '~/ui/paragraphs';
import type { TreatmentView } from './treatment-cards.server';
import { treatmentHref } from '@content/treatments/treatment-href';
import { bookDepartmentHref } from './book-department-href';
import { serviceHref } from '@content/therapies/service-href';

/** One of the seven condition pages (/treatments/:treatment). */
export function TreatmentPage({ page }: { page: TreatmentView }) {
  const { t } = useT();
  const { origin, clinic } = useRootData();
  const book = bookDepartmentHref(page.department);
  const bookLabel = t('site.treatments.book', { department: page.title });
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 lg:px-8">
      <ArticleHeader title={page.title} lead={page.summary} image={page.image}>
        <Link to={book} className={buttonClasses('primary', 'mdWrap', 'mt-6')}>
          {bookLabel}
        </Link>
      </ArticleHeader>

      <ArticleSection id="about" title={t('site.treatments.about')}>
        <Paragraphs text={page.about} className="mt-4" />
      </ArticleSection>
      <ArticleSection id="approach" title={t('site.treatments.approach')}>
        <Paragraphs text={page.approach} className="mt-4" />
      </ArticleSection>

      <ArticleSection id="therapies" title={t('site.treatments.therapies')}>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.therapies.map((therapy) => (
            <li key={therapy.route}>
              <TherapyLinkCard therapy={therapy} />
            </li>
          ))}
        </ul>
      </ArticleSection>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <ArticleSection id="expect" title={t('site.treatments.expect')} className="rounded-3xl bg-white p-6 ring-1 ring-stone-200">
          <NumberedSteps steps={page.whatToExpect} />
        </ArticleSection>
        <ArticleSection id="lifestyle" title={t('site.treatments.lifestyle')} className="rounded-3xl bg-earth-100 p-6">
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-800 marker:text-earth-700">
            {page.lifestyle.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </ArticleSection>
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
          publisher: clinicReference(origin, clinic),
          mentions: page.therapies.map((th) => ({ '@type': 'MedicalTherapy', name: th.title, url: `${origin}${serviceHref(th.route)}` })),
        }}
      />
    </article>
  );
}
