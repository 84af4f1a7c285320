/**
 * The blog's HTML allowlist. Post content is cleaned with it when it is saved (seed, createPost,
 * updatePost) and rendered as-is afterwards. Everything not listed here is removed:
 * - elements: headings, paragraphs, line breaks, lists, links, images, tables, blockquote,
 *   code/pre, strong/em (b and i become strong and em; h1 becomes h2, the page has its own h1);
 * - links: http, https, mailto, tel or a path on this site; every link gets rel="noopener",
 *   links to other sites also "noreferrer";
 * - images: the clinic's uploads (the uploads route, /api/uploads/<name>.webp), an image file of
 *   the site's own image folder (/images/...svg), or a data: URI of a raster image (png, jpeg,
 *   gif, webp); nothing from other origins, no SVG data URIs, and no other path of the site: a
 *   reader's browser asks for an image with the reader's session, so `/api/staff/exports/...` or
 *   `/api/auth/logout` as an image would act for a signed-in reader;
 * - no script, style, event-handler attributes, iframes, objects, forms, srcset or class/style.
 */
import sanitizeHtml from 'sanitize-html';
import { UPLOAD_NAME, UPLOAD_URL_PREFIX } from '@core/schemas/staff/staff';

export interface SanitizeOptions {
  /** The site's own origin (e.g. https://clinic.example): absolute links/images to it become paths. */
  origin?: string;
}

const TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'blockquote',
  'code',
  'pre',
  'strong',
  'em',
];

/** Elements whose whole content is dropped with them (not kept as text). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'head',
  'svg',
  'math',
  'form',
  'button',
  'canvas',
  'video',
  'audio',
  'picture',
  'source',
  'meta',
  'link',
  'base',
];

/** An image file in the site's own folder (public/images): plain names, no '..', '%', query or fragment. */
const OWN_IMAGE = /^\/images\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
const isUpload = (path: string) => path.startsWith(UPLOAD_URL_PREFIX) && UPLOAD_NAME.test(path.slice(UPLOAD_URL_PREFIX.length));
const RASTER_DATA_URI = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;
const SAFE_LINK = /^(?:https?:\/\/[^\s\\]+|mailto:[^\s]+|tel:[+\d][\d\s\-()]*|\/(?![/\\])[^\s\\]*|#[\w-]+)$/i;

/** Control characters and whitespace that browsers ignore inside URLs. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const stripInvisible = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');

function localise(url: string, origin: string | undefined): string {
  if (!origin) return url;
  const base = origin.replace(/\/$/, '');
  return url.toLowerCase().startsWith(`${base.toLowerCase()}/`) ? url.slice(base.length) : url;
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

/** An image source the allowlist accepts (an upload, the site's image folder, a raster data URI), or null. */
export function safeImageSrc(src: string, options: SanitizeOptions = {}): string | null {
  const value = localise(stripInvisible(src), options.origin);
  return isUpload(value) || OWN_IMAGE.test(value) || RASTER_DATA_URI.test(value) ? value : null;
}

export function sanitizePostHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    nonTextTags: DROP_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    parseStyleAttributes: false,
    enforceHtmlBoundary: true,
    transformTags: {
      h1: 'h2',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const raw = attribs.href === undefined ? undefined : localise(stripInvisible(attribs.href), options.origin);
        const href = raw !== undefined && SAFE_LINK.test(raw) ? raw : undefined;
        const next: Record<string, string> = { rel: href && isExternal(href) ? 'noopener noreferrer' : 'noopener' };
        if (href) next.href = href;
        if (attribs.title) next.title = attribs.title;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? null : safeImageSrc(attribs.src, options);
        const next: Record<string, string> = {};
        if (src) next.src = src;
        next.alt = attribs.alt ?? '';
        for (const name of ['title', 'width', 'height'] as const) {
          const value = attribs[name];
          if (value !== undefined && (name === 'title' || /^\d{1,4}$/.test(value))) next[name] = value;
        }
        return { tagName, attribs: next };
      },
    },
    // An image whose source was refused is removed entirely.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** Plain text of sanitized HTML (for reading time, feeds and search descriptions). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(?:p|h\d|li|td|th|blockquote|pre|caption)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROP_WITH_CONTENT })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read, at 200 words a minute (at least 1). */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
