import { Outlet } from 'react-router';
import type { Route } from './+types/treatments';
import { treatments } from '@content/treatments/catalogue';
import { TREATMENTS_SIDEBAR_ID, TreatmentsSidebar } from '~/features/treatments/treatments-sidebar';
import { useT } from '~/i18n/provider';
import { SidebarProvider, SidebarTrigger, sidebarOpenFromCookie } from '~/ui/sidebar';

/** Treatments layout: the sidebar's open state comes from the cookie, so the server renders it as the browser will. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    sidebarOpen: sidebarOpenFromCookie(request.headers.get('cookie')),
    items: treatments.map((t) => ({ path: t.path, title: t.title[context.locale] })),
  };
}

export default function TreatmentsLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <SidebarProvider defaultOpen={loaderData.sidebarOpen} className="bg-earth-50">
      <TreatmentsSidebar items={loaderData.items} />
      <div className="min-w-0 flex-1">
        <div className="sticky top-16 z-20 flex items-center gap-3 border-b border-stone-200 bg-earth-50/95 px-4 py-2 backdrop-blur lg:top-20 lg:px-6">
          <SidebarTrigger controls={TREATMENTS_SIDEBAR_ID} label={t('site.treatments.toggle')} hint={t('site.treatments.toggleHint')} />
          <span className="text-sm font-medium text-stone-700">{t('site.treatments.menu')}</span>
        </div>
        <Outlet />
      </div>
    </SidebarProvider>
  );
}
