/**
 * Page weight of a first visit: the JavaScript and CSS a page's HTML asks for (module scripts,
 * modulepreload links, the inline module script's imports, stylesheets), plus every static import
 * of those modules, each fetched once and measured gzip-compressed (level 9). Code loaded later on
 * demand (dynamic import()) is not first-load; Lighthouse's figures show what a browser really fetched.
 */
import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_MARK } from '../../server/http/pages/paint-first.ts';

export interface PageWeight {
  path: string;
  status: 'ok' | 'missing' | 'error';
  note?: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; gzipBytes: number }[];
}

const ATTR = (name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`, 'i');

/** The assets the HTML makes the browser fetch as it loads: module scripts, modulepreload links, stylesheets, the inline module script's imports. */
function assetUrls(html: string): string[] {
  const urls = new Set<string>();
  const add = (url: string | undefined) => {
    const path = url?.split(/[?#]/)[0];
    if (path?.startsWith('/assets/') && /\.(js|css)$/.test(path)) urls.add(path);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = ATTR('rel').exec(tag)?.[1]?.toLowerCase();
    if (rel === 'modulepreload' || rel === 'stylesheet') add(ATTR('href').exec(tag)?.[1]);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // The module script, or the same script kept until the first paint (decision 0085).
    if (!/type=["']module["']/i.test(attrs ?? '') && !attrs?.includes(AFTER_PAINT_MARK)) continue;
    add(ATTR('src').exec(attrs ?? '')?.[1]);
    // `import ... from "x"`, `import "x"` and the immediate `import("x")` of the entry. Not the JSON
    // route manifest in the same script: it lists every route's modules (and the manifest file,
    // which React Router does not load with lazy route discovery) for later navigations.
    for (const m of (body ?? '').matchAll(/\bimport\s*(?:[\w*${}\s,]+from\s*)?\(?\s*["']([^"']+)["']/g)) add(m[1]);
  }
  return [...urls];
}

/** Static imports of a built module: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
function staticImports(code: string, base: string): string[] {
  const out: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) out.push(new URL(match[1], base).pathname);
  }
  return out;
}

export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const res = await fetch(new URL(path, baseUrl));
  const html = await res.text();
  if (res.status === 404)
    return { path, status: 'missing', note: 'answers 404 (not built yet)', jsGzipBytes: 0, cssGzipBytes: 0, files: [] };
  if (!res.ok) return { path, status: 'error', note: `answers ${res.status}`, jsGzipBytes: 0, cssGzipBytes: 0, files: [] };

  const queue = assetUrls(html);
  const seen = new Set<string>();
  const files: PageWeight['files'] = [];
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const asset = await fetch(new URL(url, baseUrl), { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await asset.arrayBuffer());
    if (!asset.ok) continue;
    files.push({ url, gzipBytes: gzipSync(body, { level: 9 }).length });
    if (url.endsWith('.js')) queue.push(...staticImports(body.toString('utf8'), new URL(url, baseUrl).href));
  }
  const sum = (ext: string) => files.filter((f) => f.url.endsWith(ext)).reduce((n, f) => n + f.gzipBytes, 0);
  return { path, status: 'ok', jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files };
}
