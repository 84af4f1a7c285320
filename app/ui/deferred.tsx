import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Resolves once the browser has painted the current frame (a frame later at most), or after a
 * short wait in a tab that paints nothing (hidden).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * A server-rendered part of a page whose code is not first-load JavaScript. The module is imported
 * when this file is evaluated: at server start; in the browser, with the route, right after the
 * first paint (so its requests never compete with what that paint needs), in parallel with
 * hydration. In the browser the part sits in a Suspense boundary: if its chunk is not there
 * yet when hydration reaches it, React keeps the server HTML in place (no blank, no layout shift)
 * and hydrates it when the chunk arrives. Once loaded it renders directly (later client navigations,
 * and always on the server, so the HTML is complete and in document order).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { ready: Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = (typeof document === 'undefined' ? load() : afterFirstPaint().then(load)).then((component) => (loaded = component));
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
