/**
 * `toast.success()` / `toast.error()` without react-hot-toast in a page's first-load JavaScript:
 * the library is imported on first use (the shell's Toaster imports it once the page is idle).
 * A toast raised before the Toaster is there waits in react-hot-toast's store and shows when it
 * mounts, also after a navigation.
 */
import type { ToastOptions } from 'react-hot-toast';

const library = () => import('react-hot-toast').then((m) => m.default);

export const toast = {
  success: (message: string, options?: ToastOptions) => void library().then((t) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) => void library().then((t) => t.error(message, options)),
};
