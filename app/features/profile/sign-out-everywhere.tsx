import { LogOut } from '~/ui/icons';
import { useT } from '~/i18n/provider';
import { useSignOut } from '~/shell/sign-out';
import { Button } from '~/ui/button';

/** The profile's "Sign out on all devices": ends every session of the account, then goes home. */
export function SignOutEverywhere() {
  const { t } = useT();
  const { signOut, busy } = useSignOut();
  const run = () =>
    signOut({ success: t('auth.loggedOutEverywhere'), failure: t('profile.signOutEverywhereFailed') }, { everywhere: true });
  return (
    <div>
      <Button variant="outline" onClick={() => void run()} disabled={busy}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t('profile.signOutEverywhere')}
      </Button>
      <p className="mt-2 text-sm text-stone-700">{t('profile.signOutEverywhereDescription')}</p>
    </div>
  );
}
