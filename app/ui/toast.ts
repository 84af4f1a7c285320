/**
 * `toast.success()` / `toast.error()` without react-hot-toast in a page's first-load JavaScript:
 * the library is imported on first use (the shell's Toaster imports it once the page is idle).
 * A toast raised before the Toaster is there waits in react-hot-toast's store and shows when it
 * mounts, also after a navigation.
 */
import type { ToastOptions } from 'react-hot-toast';

/** Fired when a toast is raised: the shell mounts its Toaster at once instead of when idle. */
export const TOAST_REQUESTED = 'sarona:toast-requested';

const library = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_REQUESTED));
  return import('react-hot-toast').then((m) => m.default);
};

export const toast = {
  success: (message: string, options?: ToastOptions) => void library().then((t) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) => void library().then((t) => t.error(message, options)),
};
