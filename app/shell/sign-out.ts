import { toast } from '~/ui/toast';
import { api } from './api-client';

/** Ends the session on the server, then reloads (spec: 'Logged out successfully', page reloads). */
export async function signOut(messages: { success: string; failure: string }) {
  try {
    await api('/auth/logout', { method: 'POST', body: {} });
    toast.success(messages.success);
    window.setTimeout(() => window.location.assign('/'), 600);
  } catch {
    toast.error(messages.failure);
  }
}
