/**
 * `toast.success()` / `toast.error()` without react-hot-toast in a page's JavaScript until a toast
 * is raised: the first one imports the library and tells the shell to mount its Toaster (which
 * imports the same chunk). A toast raised before the Toaster is there waits in react-hot-toast's
 * store and shows when it mounts, also after a navigation.
 */
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

/** Fired when a toast is raised. */
const TOAST_REQUESTED = 'sarona:toast-requested';

let requested = false;

const subscribe = (onChange: () => void) => {
  window.addEventListener(TOAST_REQUESTED, onChange);
  return () => window.removeEventListener(TOAST_REQUESTED, onChange);
};

/**
 * True once a toast has been raised on this page (false in the server HTML): the shell mounts its
 * Toaster then. Also true for a toast raised before the shell subscribed (a child's effect runs
 * before its parent's).
 */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

const library = () => {
  if (typeof window !== 'undefined') {
    requested = true;
    window.dispatchEvent(new Event(TOAST_REQUESTED));
  }
  return import('react-hot-toast').then((m) => m.default);
};

export const toast = {
  success: (message: string, options?: ToastOptions) => void library().then((t) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) => void library().then((t) => t.error(message, options)),
};
