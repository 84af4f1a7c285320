import { ChevronRight } from '~/ui/icons';
import { Link } from 'react-router';
import { useT } from '~/i18n/provider';

export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t('site.services.breadcrumb')}>
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
