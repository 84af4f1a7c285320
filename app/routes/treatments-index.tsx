import { ArrowRight, CheckCircle2, TriangleAlert } from '~/ui/icons';
import { Link } from 'react-router';
import type { Route } from './+types/treatments-index';
import { treatmentsIntro } from '@content/treatments/catalogue';
import { BookCta } from '~/features/treatments/book-cta';
import { Paragraphs } from '~/features/treatments/paragraphs';
import { treatmentCards } from '~/features/treatments/treatment-cards.server';
import { TreatmentIcon } from '~/features/treatments/treatment-icon';
import { treatmentHref } from '~/features/treatments/treatment-href';
import { JsonLd } from '~/features/seo/json-ld';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/shell/root-data';
import { useT } from '~/i18n/provider';

export function loader({ context }: Route.LoaderArgs) {
  const l = <T,>(v: { en: T; hi: T }) => v[context.locale];
  const i = treatmentsIntro;
  return {
    intro: {
      title: l(i.title),
      lead: l(i.lead),
      image: i.image,
      holistic: { heading: l(i.holisticCare.heading), body: l(i.holisticCare.body) },
      why: { heading: l(i.whyChooseAyurveda.heading), points: l(i.whyChooseAyurveda.points) },
      approach: {
        heading: l(i.ourApproach.heading),
        body: l(i.ourApproach.body),
        doshas: i.ourApproach.doshas.map((d) => ({ name: l(d.name), description: l(d.description), imbalance: l(d.imbalance) })),
      },
      closing: l(i.closingNote),
    },
    treatments: treatmentCards(context.locale),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.intro.title ?? 'Treatments', description: metaT(args, 'site.meta.treatmentsDescription'), path: '/treatments' });
}

export default function TreatmentsIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { origin } = useRootData();
  const { intro, treatments } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 lg:px-8">
      <header className="grid items-center gap-8 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{intro.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{intro.lead}</p>
        </div>
        <img src={intro.image} alt="" width={800} height={600} className="h-auto w-full rounded-3xl ring-1 ring-earth-200" />
      </header>

      <section aria-labelledby="holistic" className="mt-12">
        <h2 id="holistic" className="font-serif text-2xl font-semibold text-brand-900">{intro.holistic.heading}</h2>
        <Paragraphs text={intro.holistic.body} className="mt-4" />
      </section>

      <section aria-labelledby="why" className="mt-12 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:p-8">
        <h2 id="why" className="font-serif text-2xl font-semibold text-brand-900">{intro.why.heading}</h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {intro.why.points.map((p) => (
            <li key={p} className="flex gap-3 text-stone-800">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
              {p}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="approach" className="mt-12">
        <h2 id="approach" className="font-serif text-2xl font-semibold text-brand-900">{intro.approach.heading}</h2>
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
      </section>

      <section aria-labelledby="explore" className="mt-12">
        <h2 id="explore" className="font-serif text-2xl font-semibold text-brand-900">{t('site.treatments.explore')}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {treatments.map((item) => (
            <li key={item.path}>
              <Link to={treatmentHref(item.path)} className="group flex h-full gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300">
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
            </li>
          ))}
        </ul>
      </section>

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
          publisher: { '@id': `${origin}/#clinic` },
          hasPart: treatments.map((tr) => ({ '@type': 'MedicalWebPage', name: tr.title, url: `${origin}${treatmentHref(tr.path)}` })),
        }}
      />
    </article>
  );
}
