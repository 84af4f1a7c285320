import { redirect } from 'react-router';
import { staffHome } from '~/features/staff-console/console-layout';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/index';
import { StaffSignInForm } from '~/features/staff-console/sign-in-form';
import { useT } from '~/i18n/provider';
import { Logo } from '~/shell/header/logo';
import { LanguageSwitch } from '~/shell/header/language-switch';

export function loader({ context }: Route.LoaderArgs) {
  if (context.identity?.kind === 'staff') throw redirect(staffHome(context.identity.staff.role));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.signInTitle');
}

export default function StaffSignIn() {
  const { t } = useT();
  return (
    <main id="staff-main" className="flex min-h-screen items-center justify-center bg-earth-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center justify-between gap-3">
          <Logo />
          <LanguageSwitch />
        </div>
        <h1 className="font-serif text-2xl font-semibold text-brand-900">{t('staff.signInTitle')}</h1>
        <p className="mb-6 mt-2 text-stone-700">{t('staff.signInIntro')}</p>
        <StaffSignInForm />
      </div>
    </main>
  );
}
