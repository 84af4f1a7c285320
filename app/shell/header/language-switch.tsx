import { Form, useLocation } from 'react-router';
import { Languages } from '~/ui/icons';
import { useT } from '~/i18n/provider';

/** English / हिन्दी: a form post, so it works before JavaScript loads and keeps the current page. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, locale } = useT();
  const location = useLocation();
  const next = locale === 'en' ? 'hi' : 'en';
  return (
    <Form method="post" action="/set-language" className={className} reloadDocument>
      <input type="hidden" name="locale" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {/* The name is the words shown, in their own language (lang on them, not on the page's
          "Language:"), so a screen reader reads "हिन्दी" with a Hindi voice (WCAG 3.1.2, 2.5.3). */}
      <button
        type="submit"
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
      >
        <Languages className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{t('nav.language')}: </span>
        <span lang={next} className={next === 'hi' ? 'font-switch' : undefined}>
          {next === 'hi' ? t('nav.switchToHindi') : t('nav.switchToEnglish')}
        </span>
      </button>
    </Form>
  );
}
