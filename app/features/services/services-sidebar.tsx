import { LayoutGrid, ListFilter, Search } from '~/ui/icons';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { Dialog } from '~/ui/dialog';
import { useStaticPage } from '~/shell/static-page';
import { SEARCH_MAX, countTherapies, filterSidebar, type SidebarTherapy, type SidebarTree } from './search';
import { TherapyIcon } from './therapy-icon';
import { serviceHref } from '@content/therapies/service-href';

/**
 * The search box over the tree: a GET form (`?q=`), filtered by the server, so it works without
 * JavaScript (decision 0020); once the page runs, the list follows each key typed.
 */
function SidebarSearch({ inputId, query, onQuery }: { inputId: string; query: string; onQuery: (query: string) => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const staticPage = useStaticPage();
  const field = (
    <form method="get" action={pathname} role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="sr-only">
        {t('site.services.searchLabel')}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" aria-hidden="true" />
      <input
        id={inputId}
        type="search"
        name="q"
        maxLength={SEARCH_MAX}
        {...(staticPage
          ? { defaultValue: query }
          : { value: query, onChange: (e: ChangeEvent<HTMLInputElement>) => onQuery(e.target.value) })}
        placeholder={t('site.services.search')}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-stone-300 bg-white pl-9 pr-3 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </form>
  );
  // No code runs on a static page: the browser submits the form itself (Enter).
  return staticPage ? field : <HydratedFieldset>{field}</HydratedFieldset>;
}

/** The searchable therapy tree: featured therapies, then the eight categories with their subcategories. */
function SidebarContent({ tree, initialQuery, onNavigate }: { tree: SidebarTree; initialQuery: string; onNavigate?: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const filtered = useMemo(() => filterSidebar(tree, query), [tree, query]);
  const empty = countTherapies(filtered) === 0;

  const item = (therapy: SidebarTherapy) => {
    const href = serviceHref(therapy.route);
    const active = pathname === href;
    return (
      <li key={therapy.route}>
        <Link
          to={href}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm transition-colors',
            active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-brand-50 hover:text-brand-900',
          )}
        >
          <TherapyIcon name={therapy.icon} className={cn('h-4 w-4 shrink-0', active ? 'text-white' : 'text-brand-600')} />
          {therapy.title}
        </Link>
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <SidebarSearch inputId={inputId} query={query} onQuery={setQuery} />
      <Link
        to="/services"
        onClick={onNavigate}
        aria-current={pathname === '/services' ? 'page' : undefined}
        className={cn(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
          pathname === '/services' ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
        )}
      >
        <LayoutGrid className="h-4 w-4" aria-hidden="true" />
        {t('site.services.allServices')}
      </Link>
      <div aria-live="polite" className="sr-only">
        {empty ? t('site.services.noMatch', { query }) : ''}
      </div>
      {empty && <p className="px-3 text-sm text-stone-700">{t('site.services.noMatch', { query })}</p>}
      {filtered.featured.length > 0 && (
        <section aria-label={t('site.services.featured')}>
          <h2 className="px-3 text-xs font-semibold uppercase tracking-widest text-earth-700">{t('site.services.featured')}</h2>
          <ul className="mt-1.5 space-y-0.5">{filtered.featured.map(item)}</ul>
        </section>
      )}
      {filtered.categories.map((category) => (
        <section key={category.id} aria-label={category.title}>
          <h2 className="px-3 text-xs font-semibold uppercase tracking-widest text-earth-700">{category.title}</h2>
          {category.subcategories.map((sub) => (
            <div key={sub.titleEn} className="mt-1.5">
              <p className="px-3 text-xs font-medium text-stone-600">{sub.title}</p>
              <ul className="mt-0.5 space-y-0.5">{sub.therapies.map(item)}</ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** Desktop: a sticky column beside the page. */
export function ServicesSidebar({ tree, query }: { tree: SidebarTree; query: string }) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('site.services.sidebar')}
      className="sticky top-20 hidden max-h-[calc(100vh-6rem)] w-72 shrink-0 overflow-y-auto rounded-2xl border border-stone-200 bg-white lg:top-24 lg:block"
    >
      <SidebarContent tree={tree} initialQuery={query} />
    </nav>
  );
}

const SHEET_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-medium text-brand-800 hover:bg-brand-50 lg:hidden';

/**
 * Small screens: a button that opens the same content in a sheet; on a page without JavaScript a
 * <details> whose panel drops below it, open when the page shows a search's results.
 */
export function ServicesSidebarSheet({ tree, query }: { tree: SidebarTree; query: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (useStaticPage())
    return (
      <details data-menu className="group relative lg:hidden" open={query !== ''}>
        <summary className={cn(SHEET_BUTTON, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
          <ListFilter className="h-4 w-4" aria-hidden="true" />
          {t('site.services.openSidebar')}
        </summary>
        <nav
          aria-label={t('site.services.sidebar')}
          className="absolute right-0 top-full z-30 mt-2 max-h-[70vh] w-[18rem] max-w-[88vw] overflow-y-auto rounded-2xl border border-stone-200 bg-white shadow-xl"
        >
          <SidebarContent tree={tree} initialQuery={query} />
        </nav>
      </details>
    );
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className={SHEET_BUTTON}>
        <ListFilter className="h-4 w-4" aria-hidden="true" />
        {t('site.services.openSidebar')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('site.services.sidebar')}
        placement="left"
        className="w-[18rem] max-w-[88vw] open:flex open:flex-col"
        headerClassName="items-center border-b border-stone-200 py-3 pl-4 pr-5"
        titleClassName="text-lg"
      >
        <nav aria-label={t('site.services.sidebar')} className="flex-1 overflow-y-auto">
          <SidebarContent tree={tree} initialQuery={query} onNavigate={() => setOpen(false)} />
        </nav>
      </Dialog>
    </>
  );
}
