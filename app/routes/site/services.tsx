import { Outlet, useMatches } from 'react-router';
import type { Route } from './+types/services';
import { Breadcrumbs } from '~/features/services/breadcrumbs';
import { ServicesSidebar, ServicesSidebarSheet } from '~/features/services/services-sidebar';
import { SEARCH_MAX } from '~/features/services/search';
import { CONTENT_PAGE } from '~/shell/static-page';
import { sidebarTree } from '~/features/services/therapy-views.server';
import { useT } from '~/i18n/provider';

/** Services layout: breadcrumbs, the searchable therapy sidebar (`?q=` its search: decision 0020) and the list or detail page. */
export function loader({ context, request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, SEARCH_MAX);
  return { tree: sidebarTree(context.locale), query };
}

export const handle = CONTENT_PAGE;

export default function ServicesLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const matches = useMatches();
  const detail = matches.find((m) => m.id === 'routes/service');
  const title = (detail?.loaderData as { therapy?: { title: string } } | undefined)?.therapy?.title;
  const crumbs = [
    { label: t('site.services.home'), href: '/' },
    { label: t('site.services.title'), href: detail ? '/services' : undefined },
  ];
  if (detail) crumbs.push({ label: title ?? t('site.services.notFound'), href: undefined });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 lg:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumbs items={crumbs} />
        <ServicesSidebarSheet tree={loaderData.tree} query={loaderData.query} />
      </div>
      <div className="mt-6 flex items-start gap-8">
        <ServicesSidebar tree={loaderData.tree} query={loaderData.query} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
