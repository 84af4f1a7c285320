/**
 * The page the service worker answers, offline, for a page it has not saved (booking, payment,
 * anything else): plain HTML with its own small style (the site's stylesheet may not be saved),
 * in the visitor's language first and then in the other, since the worker cannot read the
 * language cookie itself. No script.
 */
import { offline as en } from '@core/i18n/en/offline';
import { offline as hi } from '@core/i18n/hi/offline';
import type { offlineReason } from './rules';

type Reason = ReturnType<typeof offlineReason>;
type Texts = typeof en;

const HEADLINE = {
  booking: 'offline.bookingNeedsConnection',
  payment: 'offline.paymentNeedsConnection',
  other: 'offline.pageNotSaved',
} as const satisfies Record<Reason, keyof Texts>;

const STYLE = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#fbf7f0;color:#1b3d25;line-height:1.5}',
  'main{max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}',
  'section{border-left:4px solid #2f6b3f;background:#fff;padding:1rem 1.25rem;margin:0 0 1.25rem;border-radius:.5rem}',
  'h1,h2{font-size:1.35rem;margin:0 0 .5rem}',
  'p{margin:.5rem 0}',
  'a{display:inline-block;margin:.5rem 1rem 0 0;color:#fff;background:#2f6b3f;padding:.6rem 1rem;border-radius:.5rem;text-decoration:none}',
  'a+a{background:#fff;color:#245232;border:1px solid #2f6b3f}',
  'a:focus-visible{outline:3px solid #b5793a;outline-offset:2px}',
].join('');

function section(locale: 'en' | 'hi', texts: Texts, reason: Reason, back: string, heading: 'h1' | 'h2'): string {
  return [
    `<section lang="${locale}">`,
    `<${heading}>${texts[HEADLINE[reason]]}</${heading}>`,
    `<p>${texts['offline.savedPagesHint']}</p>`,
    `<a href="${back}">${texts['offline.tryAgain']}</a>`,
    `<a href="/appointments">${texts['offline.myAppointments']}</a>`,
    '</section>',
  ].join('');
}

/** `path`: the page asked for ("Try again" reloads it); anything but a plain path of this site becomes `/`. */
export function offlinePageHtml(reason: Reason, locale: string, path: string): string {
  const back = /^\/(?!\/)[\w\-./%~]*$/.test(path) ? path : '/';
  const first = locale === 'hi' ? 'hi' : 'en';
  const order = first === 'hi' ? (['hi', 'en'] as const) : (['en', 'hi'] as const);
  const texts = { en, hi } as const;
  return [
    `<!doctype html><html lang="${first}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${texts[first]['offline.title']}</title><style>${STYLE}</style></head>`,
    `<body><main>${order.map((l, i) => section(l, texts[l], reason, back, i === 0 ? 'h1' : 'h2')).join('')}</main></body></html>`,
  ].join('');
}
