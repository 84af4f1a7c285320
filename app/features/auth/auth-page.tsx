import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '~/i18n/provider';
import { useViewer } from '~/shell/root-data';
import { buttonClasses } from '~/ui/button';
import { ErrorBanner } from './error-banner';
import { PhoneOtpForm } from './phone-otp-form';
import type { SignInActionData } from './sign-in-action.server';

/** The sign-in action of /auth or /register, keeping where the visitor goes next. */
export function signInActionPath(mode: 'signin' | 'register', redirectTo: string) {
  return `${mode === 'signin' ? '/auth' : '/register'}${redirectTo !== '/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;
}

/**
 * /auth and /register: the same phone-OTP form, a red banner above it, a link to the other page.
 * `result`: what the form's post answered when the browser posted it itself (no JavaScript yet).
 */
export function AuthPage({ mode, redirectTo, result }: { mode: 'signin' | 'register'; redirectTo: string; result?: SignInActionData }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>(result && !result.ok ? [result.message] : []);
  const signedIn = useViewer()?.kind === 'patient';
  const otherHref = signInActionPath(mode === 'signin' ? 'register' : 'signin', redirectTo);
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t(mode === 'signin' ? 'auth.signInTitle' : 'auth.registerTitle')}
      </h1>
      <p className="mt-2 mb-6 text-stone-700">{t(mode === 'signin' ? 'auth.signInIntro' : 'auth.registerIntro')}</p>
      <ErrorBanner messages={errors} />
      <PhoneOtpForm
        mode={mode}
        action={signInActionPath(mode, redirectTo)}
        result={result}
        onErrors={setErrors}
        onVerified={() => navigate(redirectTo, { replace: true })}
      />
      {signedIn && (
        <Link to={redirectTo === '/' ? '/profile' : redirectTo} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.continue')}
        </Link>
      )}
      <p className="mt-6 text-center text-stone-700">
        {t(mode === 'signin' ? 'auth.noAccount' : 'auth.haveAccount')}{' '}
        <Link to={otherHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {t(mode === 'signin' ? 'auth.registerLink' : 'auth.signInLink')}
        </Link>
      </p>
    </section>
  );
}
