// The browser build of React's server renderer, on purpose: the Node build keeps an
// AsyncLocalStorage, and on Node 20 the first render switches on async hooks for the whole process
// for good, which made every later request (API answers included) about 12 % slower
// (docs/decisions/0007-browser-build-of-the-renderer.md). The page is read whole by server/http/pages/ssr.ts anyway.
import { renderToReadableStream } from 'react-dom/server.browser';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { InlineStylesheetContext, NonceContext } from './nonce';
import { scriptsAfterFirstPaint } from '@server/http/pages/paint-first';

export const streamTimeout = 5_000;

/**
 * An error a loader or action threw (a thrown response is not one): to the server's log with the
 * request id, through its error serializer that leaves out the values a failed query was given
 * (server/safe-error.ts), instead of React Router's console.error of the whole error. A request
 * the visitor gave up is not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { ctx, requestId } = context as unknown as AppLoadContext;
  ctx.log.error({ err: error, reqId: requestId, method: request.method, path: new URL(request.url).pathname }, 'page error');
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  // The stylesheets of the matched routes, for a page that ships no JavaScript (app/shell/static-page.tsx).
  const hrefs = routerContext.staticHandlerContext.matches.flatMap((match) => routerContext.manifest.routes[match.route.id]?.css ?? []);
  const stylesheet = loadContext.stylesheets?.([...new Set(hrefs)]);
  let shellRendered = false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), streamTimeout + 1000);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <InlineStylesheetContext.Provider value={stylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: abort.signal,
      // React 19.2 moves a finished Suspense boundary bigger than this out of place, to the end of
      // the stream, revealed by an inline script. The home page's sections and the footer are such
      // boundaries (see app/ui/deferred.tsx): keep them in document order, visible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.ctx.log.error({ err: error, reqId: loadContext.requestId }, 'page render error');
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
  shellRendered = true;
  void body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  // The whole document: server/http/pages/ssr.ts sends a page in one piece, and its scripts are
  // set to load after the first paint (decision 0085).
  await body.allReady;
  const html = scriptsAfterFirstPaint(await new Response(body).text());
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
