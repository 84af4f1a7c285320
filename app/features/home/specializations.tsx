import { ArrowRight } from '~/ui/icons';
import { CheckList } from '~/ui/forms/check-list';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { SectionHeading } from '~/ui/page-hero';
import type { TreatmentCard } from '~/features/treatments/treatment-cards.server';
import { treatmentHref } from '@content/treatments/treatment-href';

export function Specializations({ treatments, intro }: { treatments: TreatmentCard[]; intro: string }) {
  const { t } = useT();
  const bullets = [t('site.home.bullet1'), t('site.home.bullet2'), t('site.home.bullet3'), t('site.home.bullet4')];
  return (
    <section id="treatments" aria-labelledby="treatments-title" className="scroll-mt-24 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading
          id="treatments-title"
          eyebrow={t('site.home.specializationsEyebrow')}
          title={t('site.home.specializationsTitle')}
          text={intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {treatments.map((item) => (
            <li
              key={item.path}
              className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-earth-50 shadow-sm transition-shadow hover:shadow-md"
            >
              <img src={item.image} alt="" width={800} height={600} loading="lazy" className="aspect-[4/3] h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-serif text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-700">{item.summary}</p>
                <CheckList items={bullets} className="mt-4 space-y-1.5 text-sm text-stone-800" />
                <Link
                  to={treatmentHref(item.path)}
                  className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:text-brand-900"
                >
                  {/* The link's text names its page (search engines and screen readers read it whole). */}
                  {t('common.learnMore')}
                  <span className="sr-only">: {item.title}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
