import { api } from './api-client';

/** Ends the session on the server, then reloads (spec: 'Logged out successfully', page reloads). */
export async function signOut(messages: { success: string; failure: string }) {
  // Loaded on use: the toast library stays out of the first-load bundle.
  const { default: toast } = await import('react-hot-toast');
  try {
    await api('/auth/logout', { method: 'POST', body: {} });
    toast.success(messages.success);
    window.setTimeout(() => window.location.assign('/'), 600);
  } catch {
    toast.error(messages.failure);
  }
}
