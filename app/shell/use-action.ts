import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { toast } from '~/ui/toast';

export interface ActionOptions<T> {
  /** The toast after success (a catalog message, or one made from the answer); none when left out. */
  success?: string | ((result: T) => string);
  /** How long the success toast stays (ms). */
  duration?: number;
  /** The toast when the action fails without a message of its own (default: the generic error). */
  failure?: string;
  /** Sees a failure first; returns true when it dealt with it (a field error...): no toast then. */
  onError?: (error: unknown) => boolean | void | Promise<boolean | void>;
  /** Runs after success, before the data reloads (closes a dialog...). */
  onSuccess?: (result: T) => void;
  /** Reloads the route's data after success (default true). */
  revalidate?: boolean;
  /** Stays busy after success, while a navigation the caller starts takes over. */
  keepBusy?: boolean;
}

/**
 * A mutation from a click or a dialog: busy flag, the toast on success or failure, then the route's
 * data reloaded. `run` answers the action's result, or undefined when it failed.
 *
 *   const { run, busy } = useAction();
 *   await run(() => api(`/things/${id}`, { method: 'DELETE' }), { success: message, onSuccess: () => setOpen(false) });
 */
export function useAction() {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T>(action: () => Promise<T>, options: ActionOptions<T> | string = {}): Promise<T | undefined> {
    const o: ActionOptions<T> = typeof options === 'string' ? { success: options } : options;
    setBusy(true);
    let ok = false;
    try {
      const result = await action();
      ok = true;
      const message = typeof o.success === 'function' ? o.success(result) : o.success;
      if (message) toast.success(message, o.duration ? { duration: o.duration } : undefined);
      o.onSuccess?.(result);
      if (o.revalidate !== false) await revalidator.revalidate();
      return result;
    } catch (error) {
      if (!(await o.onError?.(error))) toast.error(errorMessage(error, o.failure ?? t('error.generic')));
      return undefined;
    } finally {
      if (!(ok && o.keepBusy)) setBusy(false);
    }
  }
  return { run, busy };
}
