/**
 * `toast.success()` / `toast.error()` without react-hot-toast in a page's JavaScript until a toast
 * is raised: the first one imports the library and tells the shell to mount its Toaster (which
 * imports the same chunk). A toast raised before the Toaster is there waits in react-hot-toast's
 * store and shows when it mounts, also after a navigation.
 */
import type { ToastOptions } from 'react-hot-toast';

/** Fired when a toast is raised: the shell mounts its Toaster. */
export const TOAST_REQUESTED = 'sarona:toast-requested';

let requested = false;

/**
 * True once a toast has been raised on this page: for a Toaster whose listener came too late (a
 * child's effect raising a toast runs before its parent's effect adds the listener).
 */
export const toastRequested = () => requested;

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
