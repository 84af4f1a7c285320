import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A server-rendered part of a page whose code is not first-load JavaScript. The module is imported
 * as soon as this file is evaluated (at server start; in the browser, with the route, in parallel
 * with hydration). In the browser the part sits in a Suspense boundary: if its chunk is not there
 * yet when hydration reaches it, React keeps the server HTML in place (no blank, no layout shift)
 * and hydrates it when the chunk arrives. Once loaded it renders directly (later client navigations,
 * and always on the server, so the HTML is complete and in document order).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { ready: Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload.then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Resolves when the code is there: a route's `clientLoader` awaits it so a client-side visit renders at once. */
  Deferred.ready = preload;
  return Deferred;
}
