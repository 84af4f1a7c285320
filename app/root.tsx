import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { catalogs } from '@core/i18n/catalog';
import type { Route } from './+types/root';
import { I18nProvider } from '~/i18n/provider';
import { menuData } from '~/shell/menu.server';
import { toViewer } from '~/shell/viewer';
import { SiteShell } from '~/shell/site-shell';
import { NotFoundPage, ServerErrorPage } from '~/shell/error-pages';
import { useNonce } from './nonce';
import { common as fallbackMessages } from '@core/i18n/en/common';
import './app.css';

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    locale: context.locale,
    messages: catalogs[context.locale],
    viewer: toViewer(context.identity),
    menu: menuData(context.locale),
    origin: context.ctx.config.baseUrl,
    path: url.pathname,
    year: new Date().getFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The catalog is sent once; only submissions (language switch), an explicit
 * `useRevalidator().revalidate()` (after sign-in, same URL) and entering/leaving /staff reload it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  formMethod !== undefined ||
  currentUrl.href === nextUrl.href ||
  currentUrl.pathname.startsWith('/staff') !== nextUrl.pathname.startsWith('/staff')
    ? defaultShouldRevalidate
    : false;

export function links() {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3f" />
        <Meta />
        {data && <LanguageAlternates origin={data.origin} path={data.path} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The same page in each language (the language is a cookie; `?lang=` selects it in a link). */
function LanguageAlternates({ origin, path }: { origin: string; path: string }) {
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${path}?lang=en`} />
      <link rel="alternate" hrefLang="hi" href={`${origin}${path}?lang=hi`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const page = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />;
  if (!data)
    return (
      <I18nProvider locale="en" messages={fallbackMessages as never}>
        {page}
      </I18nProvider>
    );
  return (
    <I18nProvider locale={data.locale} messages={data.messages}>
      <SiteShell>{page}</SiteShell>
    </I18nProvider>
  );
}
