import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the server HTML and while React hydrates it, true from then on (and at once on a
 * client-side navigation). For controls that do nothing until the page's code runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
