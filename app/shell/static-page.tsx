/**
 * Content pages without JavaScript (docs/decisions/0079-static-content-pages.md). A route whose page
 * is content only exports `handle = CONTENT_PAGE`; when every matched route below the root does, and
 * nobody is signed in, the server leaves the page's scripts out and inlines its stylesheet, and the
 * shell renders the parts that need no JavaScript (menus as <details>, a row that scrolls instead of
 * the carousel, the search as a GET form), plus one small inline script (`STATIC_PAGE_SCRIPT`).
 */
import { createContext, useContext } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { LIMITS } from '@core/constants';
import type { RootData } from '~/root';

/** What a route module may say in its `handle`. */
export interface PageHandle {
  /** false: the page is content only; a signed-out visitor gets it without JavaScript. */
  hydrate?: boolean;
  /** A small inline script of the page when it is sent without JavaScript (the blog list's infinite scroll). */
  script?: string;
}

/** The `handle` of a content page. */
export const CONTENT_PAGE: PageHandle = { hydrate: false };

/**
 * Whether this page is sent with its scripts. In the browser always true: a page that runs there
 * was hydrated (and renders its client-side visits hydrated too).
 */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (typeof document !== 'undefined') return true;
  if (!root || root.viewer || root.session) return true;
  const below = matches.filter((match) => match.id !== 'root');
  return below.length === 0 || below.some((match) => (match.handle as PageHandle | undefined)?.hydrate !== false);
}

/**
 * The static page's one script (allowed by its hash in the page cache's CSP, by the nonce otherwise):
 * marks <html> once the page has scrolled past the header's shadow (`data-scrolled`) and past the
 * scroll-to-top button's 300 px (`data-scrolled-far`, the floating buttons show: app.css); the
 * scroll-to-top button scrolls up; Escape or a press outside closes an open menu (`details[data-menu]`);
 * a doctor card's departments tooltip (`[data-tip]`) is kept inside its card and the window, as
 * `place()` in app/features/doctors/departments-hint.tsx does on a hydrated page.
 */
const STATIC_PAGE_SCRIPT = [
  '(function(){var d=document,h=d.documentElement;',
  'function scrolled(){',
  `h.toggleAttribute('data-scrolled',scrollY>${LIMITS.headerShadowPx});`,
  `h.toggleAttribute('data-scrolled-far',scrollY>${LIMITS.scrollButtonPx})}`,
  "addEventListener('scroll',scrolled,{passive:true});scrolled();",
  "function close(keep){d.querySelectorAll('details[data-menu][open]').forEach(function(m){if(m!==keep)m.open=false})}",
  "d.addEventListener('click',function(e){var t=e.target;",
  "if(t.closest('[data-scroll-top]'))scrollTo({top:0,behavior:matchMedia('(prefers-reduced-motion: reduce)').matches?'auto':'smooth'});",
  "close(t.closest('details[data-menu]'))});",
  "d.addEventListener('keydown',function(e){if(e.key!=='Escape')return;",
  "var m=d.activeElement&&d.activeElement.closest('details[data-menu][open]');",
  "close(null);if(m)m.querySelector('summary').focus()});",
  'function place(e){var o=e.target.closest&&e.target.closest("[data-tip]"),t=o&&o.querySelector("[role=tooltip]");if(!t)return;',
  "requestAnimationFrame(function(){t.style.removeProperty('--tip-shift');var b=t.getBoundingClientRect();if(!b.width)return;",
  "var c=t.closest('article'),r=c&&c.getBoundingClientRect(),l=Math.max(8,r?r.left:0),R=Math.min(h.clientWidth-8,r?r.right:1/0),",
  "s=b.left<l?l-b.left:b.right>R?R-b.right:0;if(s)t.style.setProperty('--tip-shift',Math.round(s)+'px')})}",
  "d.addEventListener('pointerover',place);d.addEventListener('focusin',place)})();",
].join('');

/** The inline scripts of a page sent without JavaScript: the shell's, then its routes'. */
export function useStaticPageScripts(): string[] {
  const matches = useMatches();
  return [STATIC_PAGE_SCRIPT, ...matches.flatMap((match) => (match.handle as PageHandle | undefined)?.script ?? [])];
}

const StaticPageContext = createContext(false);

/** Given by the root's layout: true while rendering a page that ships no JavaScript. */
export const StaticPageProvider = StaticPageContext.Provider;

/** True in the server render of a page that ships no JavaScript: render the part's no-script form. */
export const useStaticPage = () => useContext(StaticPageContext);
