import { ChevronRight } from '~/ui/icons';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/provider';
import { JsonLd } from '~/features/seo/json-ld';
import { localeUrl } from '@core/i18n/locale-url';
import { useRootData } from '~/shell/root-data';

interface Crumb {
  label: string;
  /** Absent for the page itself (the last crumb). */
  href?: string;
}

/**
 * The trail as a schema.org BreadcrumbList, with the same names and the addresses in the page's
 * language (docs/decisions/0036-markup-pdf-tags-and-seo-data.md).
 */
function breadcrumbJsonLd(items: Crumb[], origin: string, here: string, locale: Parameters<typeof localeUrl>[2]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: localeUrl(origin, item.href ?? here, locale),
    })),
  };
}

/** The trail shown above a page, and its BreadcrumbList for search engines. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, locale } = useT();
  const { origin } = useRootData();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('site.services.breadcrumb')}>
      <JsonLd data={breadcrumbJsonLd(items, origin, pathname, locale)} />
      <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="h-4 w-4 text-stone-400" aria-hidden="true" />}
            {item.href ? (
              <Link to={item.href} className="hover:text-brand-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-stone-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
