import { LIMITS, TOAST } from '@core/constants';

/**
 * The blog list's infinite scroll on a page sent without JavaScript (decision 0079), as a small
 * inline script (allowed by its hash or the page's nonce): when the bottom marker (`[data-more]`,
 * the address of the next page) comes within 200 px of view, the next page's HTML is fetched and its
 * cards appended, with the spinner while it loads; at the last page the end text shows; a failure
 * shows 'Try again' and the error as a toast at the top right. Without scripts at all, the plain
 * 'Older posts' link (`[data-pages]`) stays.
 */
export const MORE_POSTS_SCRIPT = [
  '(function(){var d=document,m=d.querySelector("[data-more]");if(!m)return;',
  'var grid=d.querySelector("[data-posts]"),pages=d.querySelector("[data-pages]"),spin=m.querySelector("[data-loading]"),',
  'retry=m.querySelector("[data-retry]"),end=m.querySelector("[data-end]"),busy=false,o;',
  'if(pages)pages.hidden=true;',
  'function toast(text){var t=d.createElement("div");t.setAttribute("role","status");',
  't.className="fixed right-4 top-4 z-50 max-w-sm rounded-lg bg-white px-4 py-3 text-sm font-medium text-red-800 shadow-lg ring-1 ring-red-200";',
  `t.textContent=text;d.body.appendChild(t);setTimeout(function(){t.remove()},${TOAST.durations.error})}`,
  'function more(){var next=m.getAttribute("data-more");if(busy||!next)return;busy=true;spin.hidden=false;retry.hidden=true;',
  'fetch(next,{credentials:"same-origin"}).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.text()}).then(function(html){',
  'var page=new DOMParser().parseFromString(html,"text/html"),cards=page.querySelector("[data-posts]"),after=page.querySelector("[data-more]");',
  'if(cards)Array.prototype.slice.call(cards.children).forEach(function(c){grid.appendChild(d.adoptNode(c))});',
  'var n=after&&after.getAttribute("data-more");if(n)m.setAttribute("data-more",n);else{m.removeAttribute("data-more");end.hidden=false}',
  '}).catch(function(){retry.hidden=false;toast(m.getAttribute("data-failed"))}).then(function(){busy=false;spin.hidden=true;',
  // Observed again: a marker still in view after the new cards asks for the next page.
  'o.unobserve(m);if(m.hasAttribute("data-more")&&retry.hidden)o.observe(m)})}',
  'retry.addEventListener("click",more);',
  // A late callback carries every report since the last one (out of view, then in view): the last is now.
  `o=new IntersectionObserver(function(e){if(e[e.length-1].isIntersecting)more()},{rootMargin:"${LIMITS.infiniteScrollMarginPx}px"});o.observe(m)})();`,
].join('');
