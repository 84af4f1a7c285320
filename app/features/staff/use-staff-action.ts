import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { toast } from '~/ui/toast';

/** Runs a console action: busy flag, toast on success or failure, then reloads the page data. */
export function useStaffAction() {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T>(action: () => Promise<T>, success?: string): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await action();
      toast.success(success ?? t('staff.saved'));
      await revalidator.revalidate();
      return result;
    } catch (error) {
      toast.error(errorMessage(error, t('error.generic')));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
