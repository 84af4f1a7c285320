/**
 * Block 1 of the booking page: who books. A signed-in patient sees their details; a visitor verifies
 * their phone inline with the shared OTP form (its own <form>, beside the booking form, so the
 * choices below are kept while they do).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { signInActionPath } from '~/features/auth/auth-page';
import { PhoneOtpForm } from '~/features/auth/phone-otp-form';
import { ErrorBanner } from '~/features/auth/error-banner';
import { useT } from '~/i18n/provider';
import { useViewer } from '~/shell/root-data';

export function PatientBlock({ headingId }: { headingId: string }) {
  const { t } = useT();
  const viewer = useViewer();
  const patient = viewer?.kind === 'patient' ? viewer : null;
  const [errors, setErrors] = useState<string[]>([]);
  const location = useLocation();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {t('booking.patientInfo')}
      </h2>
      {patient ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-600">{t('booking.patientName')}</dt>
            <dd className="font-medium text-stone-900">{patient.name}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('booking.patientContact')}</dt>
            <dd className="font-medium text-stone-900">+91 {patient.contact}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{t('booking.patientEmail')}</dt>
            <dd className="font-medium break-all text-stone-900">{patient.email || '—'}</dd>
          </div>
        </dl>
      ) : (
        <div className="mt-3">
          <p className="mb-4 text-sm text-stone-700">{t('booking.verifyPhoneFirst')}</p>
          <ErrorBanner messages={errors} />
          <PhoneOtpForm
            mode="signin"
            action={signInActionPath('signin', location.pathname + location.search)}
            compact
            onErrors={setErrors}
            onVerified={() => setErrors([])}
          />
        </div>
      )}
    </section>
  );
}
