import { useId, useState } from 'react';
import { toast } from '~/ui/toast';
import { ResendButton, useCodeStep } from '~/features/auth/code-step';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { CodeDialog } from './code-dialog';

/** Delete my account: asks for a fresh code sent to the account's number, then deletes and reloads. */
export function DeleteAccountDialog({ contact }: { contact: string }) {
  const { t } = useT();
  const id = useId();
  const code = useCodeStep();
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    code.reset();
  };

  const send = () => code.send(() => api<{ resendInSeconds: number }>('/profile/delete/sendOtp', { body: {} }));

  const remove = () =>
    code.verify(() => api('/profile', { method: 'DELETE', body: { otp: code.otp } }), {
      fallback: t('profile.deleteFailed'),
      onVerified: () => {
        toast.success(t('profile.deleted'));
        void import('~/shell/forget-saved-pages').then((m) => m.forgetSavedPages());
        window.setTimeout(() => window.location.assign('/'), 800);
      },
      keepBusy: true,
    });

  return (
    <CodeDialog
      trigger={
        <Button variant="danger" onClick={() => onOpenChange(true)}>
          {t('profile.delete')}
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.deleteTitle')}
      description={t('profile.deleteDescription')}
      id={id}
      code={code}
      contact={contact}
      onSubmit={() => {
        if (code.sent && code.complete) void remove();
      }}
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          {code.sent ? (
            <>
              <ResendButton variant="outline" onClick={() => void send()} disabled={code.busy} resendIn={code.resendIn} />
              <Button type="submit" variant="danger" disabled={code.busy || !code.complete}>
                {t('profile.deleteConfirm')}
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => void send()} disabled={code.busy}>
              {code.busy ? t('auth.sending') : t('profile.deleteSendCode', { contact })}
            </Button>
          )}
        </>
      }
    />
  );
}
