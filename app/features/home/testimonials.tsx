import { Quote, Star } from '~/ui/icons';
import { testimonials } from '@content/home';
import { useT } from '~/i18n/provider';
import { SectionHeading } from '~/ui/page-hero';

export function Testimonials() {
  const { t, l } = useT();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-24 bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading id="testimonials-title" eyebrow={t('site.home.storiesEyebrow')} title={t('site.home.storiesTitle')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((story) => (
            <li key={story.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                <Quote className="h-8 w-8 text-earth-300" aria-hidden="true" />
                <p className="mt-2 flex gap-0.5" role="img" aria-label={t('site.home.rating', { rating: story.rating })}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      className={i < story.rating ? 'h-4 w-4 fill-earth-500 text-earth-500' : 'h-4 w-4 text-stone-300'}
                      aria-hidden="true"
                    />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 leading-relaxed text-stone-800">{l(story.text)}</blockquote>
                <figcaption className="mt-5 border-t border-stone-100 pt-4">
                  <span className="block font-semibold text-brand-900">{story.name}</span>
                  <span className="block text-sm text-stone-600">{l(story.condition)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-stone-600">{t('site.home.storiesNote')}</p>
      </div>
    </section>
  );
}
