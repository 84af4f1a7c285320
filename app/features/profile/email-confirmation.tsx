import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';

/**
 * Under the profile's e-mail: whether it is confirmed and, while it is not, "Resend the
 * confirmation" (POST /api/profile/email/resend). Mail goes only to a confirmed address
 * (docs/decisions/0033-account-ends-and-sign-in-safety.md).
 */
export function EmailConfirmation({ verified }: { verified: boolean }) {
  const { t } = useT();
  const { run, busy } = useAction();
  if (verified) return <span className="ml-2 text-sm font-semibold text-brand-800">{`(${t('emailVerify.verified')})`}</span>;
  const resend = () => void run(() => api('/profile/email/resend', { method: 'POST' }), { success: (r) => r.message });
  return (
    <div className="mt-2 not-italic" data-email-unverified>
      <p className="text-sm text-amber-800">{t('emailVerify.unverified')}</p>
      <Button variant="outline" className="mt-2" onClick={resend} disabled={busy}>
        {t('emailVerify.resend')}
      </Button>
    </div>
  );
}
