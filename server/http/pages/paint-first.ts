/**
 * A hydrated page is painted before its JavaScript is asked for (decision 0085). React Router's
 * `<Scripts />` writes a `modulepreload` link for every module the page hydrates with (in the head,
 * beside the stylesheet) and an inline module script that imports them. On a phone's slow link
 * those 120-190 KiB compete with the render-blocking stylesheet, so the first paint waits for the
 * page's code though it needs none of it. This leaves the links out and keeps the module script
 * inert (`type="text/plain"`) until the first frame is painted; one small inline script then runs
 * it. The HTML is the same otherwise, so the page hydrates as before, one frame later.
 */

/** The attribute that marks the inert module script (bench/lib/page-weight.ts counts what it imports). */
export const AFTER_PAINT_MARK = 'data-after-paint';

/** Runs the marked script's text as a module after the first paint (rAF: before the frame; the timeout: after it). */
const RUN_AFTER_PAINT = [
  'requestAnimationFrame(function(){setTimeout(function(){',
  `var d=document.querySelector('script[${AFTER_PAINT_MARK}]'),s=document.createElement('script');`,
  "s.type='module';s.nonce=d.nonce;s.textContent=d.textContent;d.after(s)})})",
].join('');

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async=""([^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /\snonce="[^"]*"/;

/** The page's HTML with its code loaded after the first paint; a page without React Router's module script is returned as it is. */
export function scriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, before = '', after = '', text = ''] = script;
  const nonce = NONCE.exec(before + after)?.[0] ?? '';
  const inert = `<script type="text/plain" ${AFTER_PAINT_MARK}=""${nonce}>${text}</script><script${nonce}>${RUN_AFTER_PAINT}</script>`;
  return (html.slice(0, script.index) + inert + html.slice(script.index + whole.length)).replace(MODULEPRELOAD, '');
}
