import { lazy, Suspense, useContext, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { clinicDate } from '@core/booking/slots';
import { SESSION_COOKIE } from '@core/constants';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { messagesFor } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { namespacesFor } from '@core/i18n/route-namespaces';
import type { Route } from './+types/root';
import { I18nProvider } from '~/i18n/provider';
import { menuData } from '~/shell/header/menu.server';
import { toViewer } from '~/shell/viewer';
import { isConsolePath, SiteShell } from '~/shell/site-shell';
import { RouteErrorPage } from '~/shell/error-pages';
import { useOffline, useReloadWhenUnreachable } from '~/features/offline/use-offline';
import { languageAlternates } from '@core/i18n/locale-url';
import { StaticPageProvider, useShouldHydrate, useStaticPageScripts } from '~/shell/static-page';
import { InlineStylesheetContext, useNonce } from './nonce';
import languageSwitchFont from './fonts/devanagari-language-switch.woff2?url';
import { deviceFontScript } from '~/shell/device-font';
import './app.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const clinic = await clinicProfile(context.ctx);
  return {
    locale: context.locale,
    // Only the namespaces this page uses (the whole catalog is ~3x more, in every page). The
    // clinic's name is the profile's: every `t('app.name')` and page title follows it.
    messages: { ...messagesFor(context.locale, namespacesFor(url.pathname)), 'app.name': clinic.name[context.locale] },
    viewer: toViewer(context.identity),
    /** A session cookie came with the request (even one no longer valid): the page hydrates (decision 0079). */
    session: hasCookie(request.headers.get('cookie'), SESSION_COOKIE),
    menu: menuData(context.locale),
    origin: context.ctx.config.baseUrl,
    year: new Date().getFullYear(),
    /** Demo mode: the demo's fictional people and its notice are shown (decision 0016). */
    demo: context.ctx.config.demoMode,
    /** The clinic profile (staff console, /staff/clinic): name, address, contacts, hours, links. */
    clinic,
    /** Today in clinic time (YYYY-MM-DD): which holidays are still to come. */
    today: clinicDate(new Date()),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

function hasCookie(header: string | null, name: string): boolean {
  return header?.split(';').some((part) => part.trim().startsWith(`${name}=`)) ?? false;
}

/**
 * The title of an error page shown by the root's boundary (below): a route whose loader throws and
 * has no boundary of its own does not get its own meta run, and the page would have no title.
 */
export function meta({ error, data }: Route.MetaArgs) {
  if (!error) return [];
  const messages = data?.messages;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? (messages?.['error.notFoundTitle'] ?? 'Page not found')
      : status === 400
        ? (messages?.['error.badRequestTitle'] ?? 'This address is not valid')
        : (messages?.['error.serverTitle'] ?? 'Something went wrong');
  return [{ title: `${title} | ${messages?.['app.name'] ?? 'Sarona Ayurveda'}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The root data (with the page's messages) is reloaded on submissions (language switch), an
 * explicit `useRevalidator().revalidate()` (after sign-in, same URL), entering/leaving /staff, and
 * a navigation to a page that needs other message namespaces (the default would not reload it).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate, currentUrl, nextUrl }) => {
  // A form whose answer was lost (the booking page's clientAction: decision 0042) keeps the page as it is.
  if ((actionResult as { unreachable?: unknown } | undefined)?.unreachable === true) return false;
  if (namespacesFor(currentUrl.pathname) !== namespacesFor(nextUrl.pathname)) return true;
  return formMethod !== undefined ||
    currentUrl.href === nextUrl.href ||
    isConsolePath(currentUrl.pathname) !== isConsolePath(nextUrl.pathname)
    ? defaultShouldRevalidate
    : false;
};

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
  // A content page for a signed-out visitor: no scripts, its stylesheet inline (decision 0079).
  const hydrate = useShouldHydrate();
  const stylesheet = useContext(InlineStylesheetContext);
  const scripts = useStaticPageScripts();
  const linked = hydrate || stylesheet === undefined;
  const preload = useSwitchFontPreload(linked, data?.locale);
  return (
    // The device font script marks <html> before React reads it (decision 0089).
    <html lang={data?.locale ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3f" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: deviceFontScript(preload) }} />
        <Meta />
        {data && <LanguageAlternates origin={data.origin} />}
        {linked ? <Links /> : <StaticLinks stylesheet={stylesheet} />}
      </head>
      <body>
        <StaticPageProvider value={!hydrate}>{children}</StaticPageProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          scripts.map((script) => <script key={script} nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />)
        )}
      </body>
    </html>
  );
}

/** The root's links and the page's stylesheets inline: a static page waits for no other file before its first paint. */
function StaticLinks({ stylesheet }: { stylesheet: string }) {
  return (
    <>
      {links().map((link) => (
        <link key={link.rel} {...link} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
    </>
  );
}

/**
 * The site header of an English page shows 'हिन्दी' in its own small font (app/app.css). Where the
 * stylesheet is a file of its own, the font would be asked for only once that file has come and been
 * read: preloaded, both come at once (decision 0086), on a device without a Devanagari font of its
 * own (the device font script adds the preload, decision 0089). Not on a content page, whose
 * stylesheet is inline (the font is found as soon as the page is read), not on a Hindi page, whose
 * switch says 'English', nor in the console, whose switch sits in a menu that a phone shows closed.
 */
function useSwitchFontPreload(linked: boolean, locale: Locale | undefined): string | undefined {
  const { pathname } = useLocation();
  // The switch's own rule (app/shell/header/language-switch.tsx): an English page offers 'हिन्दी'.
  return linked && locale === 'en' && !isConsolePath(pathname) ? languageSwitchFont : undefined;
}

/**
 * The same page in each language (the language is a cookie; `?lang=hi` selects Hindi in a link):
 * core/i18n/locale-url.ts. The current location, not the root loader's, which most client-side
 * visits do not load again.
 */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname: path } = useLocation();
  return (
    <>
      {languageAlternates(origin, path).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has hydrated it (end-to-end tests wait for it before a
  // client-side navigation; the app itself reads useHydrated()).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  useOffline(loaderData.viewer, loaderData.locale);
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </I18nProvider>
  );
}

/**
 * When the root loader itself failed no catalog arrived: the English one is loaded for this rare
 * page only, instead of sitting in every page's first-load bundle.
 */
const FallbackI18n = lazy(async () => {
  const { common } = await import('@core/i18n/en/common');
  return {
    default: ({ children }: { children: React.ReactNode }) => (
      <I18nProvider locale="en" messages={common as never}>
        {children}
      </I18nProvider>
    ),
  };
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  useReloadWhenUnreachable(error);
  const page = <RouteErrorPage error={error} />;
  if (!data)
    return (
      <Suspense fallback={null}>
        <FallbackI18n>{page}</FallbackI18n>
      </Suspense>
    );
  return (
    <I18nProvider locale={data.locale} messages={data.messages}>
      <SiteShell>{page}</SiteShell>
    </I18nProvider>
  );
}
