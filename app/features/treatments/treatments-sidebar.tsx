import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/provider';
import { Sidebar } from '~/ui/sidebar';
import { cn } from '~/ui/cn';
import { TreatmentIcon } from './treatment-icon';
import { treatmentHref } from '@content/treatments/treatment-href';

export const TREATMENTS_SIDEBAR_ID = 'treatments-sidebar';

/** The seven treatment links plus the overview, icon-only when collapsed. */
export function TreatmentsSidebar({ items }: { items: { path: string; title: string }[] }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const current = safeDecode(pathname);
  const links = [
    { path: null, title: t('site.treatments.overview'), href: '/treatments' },
    ...items.map((i) => ({ ...i, href: treatmentHref(i.path) })),
  ];
  return (
    <Sidebar id={TREATMENTS_SIDEBAR_ID} label={t('site.treatments.menu')}>
      {(collapsed) => (
        <nav aria-label={t('site.treatments.menu')} className="p-2">
          {!collapsed && (
            <p className="px-3 pb-2 pt-3 text-xs font-semibold uppercase tracking-widest text-earth-700">{t('site.treatments.menu')}</p>
          )}
          <ul className="space-y-1">
            {links.map((link) => {
              const active =
                link.path === null ? current === '/treatments' || current === '/treatments/' : current === `/treatments/${link.path}`;
              return (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={active ? 'page' : undefined}
                    aria-label={collapsed ? link.title : undefined}
                    title={collapsed ? link.title : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      collapsed && 'justify-center px-0',
                      active ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-brand-50 hover:text-brand-900',
                    )}
                  >
                    <TreatmentIcon path={link.path} className="h-5 w-5 shrink-0" />
                    {!collapsed && <span className="leading-snug">{link.title}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Sidebar>
  );
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
