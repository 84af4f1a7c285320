import { useState } from 'react';
import { toast } from '~/ui/toast';
import { api } from './api-client';

/**
 * Ends the session on the server, then reloads (spec: 'Logged out successfully', page reloads).
 * `everywhere`: ends every session of the patient, on all devices. Busy from the click until the
 * page reloads, or until it failed. Not useAction: the header loads this on every page, and
 * signing out needs neither its data reload nor its error handling.
 */
export function useSignOut() {
  const [busy, setBusy] = useState(false);
  async function signOut(messages: { success: string; failure: string }, options: { everywhere?: boolean } = {}) {
    setBusy(true);
    try {
      await api(options.everywhere ? '/auth/logout-all' : '/auth/logout', { method: 'POST', body: {} });
      toast.success(messages.success);
      // Pages saved for offline use go with the session (loaded now: not in every page's bundle).
      await import('./forget-saved-pages').then((m) => m.forgetSavedPages()).catch(() => undefined);
      window.setTimeout(() => window.location.assign('/'), 600);
    } catch {
      toast.error(messages.failure);
      setBusy(false);
    }
  }
  return { signOut, busy };
}
