import { api } from './api-client';
import { toast } from '~/ui/toast';
import { useAction } from '~/shell/use-action';

/**
 * Ends the session on the server, then reloads (spec: 'Logged out successfully', page reloads).
 * `everywhere`: ends every session of the patient, on all devices.
 */
export function useSignOut() {
  const { run, busy } = useAction();
  const signOut = (messages: { success: string; failure: string }, options: { everywhere?: boolean } = {}) =>
    run(() => api(options.everywhere ? '/auth/logout-all' : '/auth/logout', { method: 'POST', body: {} }), {
      success: messages.success,
      failure: messages.failure,
      // Any failure says the one thing: signing out did not work.
      onError: () => {
        toast.error(messages.failure);
        return true;
      },
      revalidate: false,
      keepBusy: true,
      onSuccess: () => window.setTimeout(() => window.location.assign('/'), 600),
    });
  return { signOut, busy };
}
