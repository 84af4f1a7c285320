import { CalendarPlus } from '~/ui/icons';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

/** The call to action of a treatment page: books a consultation in that department. */
export function BookCta({ href, label }: { href: string; label: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby="book-cta-title" className="mt-12 rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10">
      <h2 id="book-cta-title" className="font-serif text-2xl font-semibold sm:text-3xl">
        {t('site.treatments.ctaTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-brand-50">{t('site.treatments.ctaText')}</p>
      {/* The label names the treatment ('… परामर्श बुक करें' runs to 50 letters): it wraps on a phone. */}
      <Link to={href} className={buttonClasses('onDark', 'lgWrap', 'mt-6')}>
        <CalendarPlus className="h-5 w-5 shrink-0" aria-hidden="true" />
        {label}
      </Link>
    </section>
  );
}
