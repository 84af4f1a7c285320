import { toast } from '~/ui/toast';
import { api } from './api-client';

/**
 * Ends the session on the server, then reloads (spec: 'Logged out successfully', page reloads).
 * `everywhere`: ends every session of the patient, on all devices.
 */
export async function signOut(messages: { success: string; failure: string }, options: { everywhere?: boolean } = {}) {
  try {
    await api(options.everywhere ? '/auth/logout-all' : '/auth/logout', { method: 'POST', body: {} });
    toast.success(messages.success);
    window.setTimeout(() => window.location.assign('/'), 600);
  } catch {
    toast.error(messages.failure);
  }
}
