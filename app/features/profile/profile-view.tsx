import type { ReactNode } from 'react';
import { Download, Send, ShieldCheck, Smartphone } from '~/ui/icons';
import type { NoticeChannel } from '@core/constants';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import type { PatientUser } from '@core/schemas/auth';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { ChangePhoneDialog } from './change-phone-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { EmailConfirmation } from './email-confirmation';
import { NoticeChannelForm } from './notice-channel-form';
import { SignOutEverywhere } from './sign-out-everywhere';

export interface ProfileData {
  user: PatientUser;
  consentAt: string | null;
  consentVersion: string | null;
  noticeChannel: NoticeChannel;
  noticeConsentAt: string | null;
  /** Whether `user.email` is confirmed (decision 0033). */
  emailVerified: boolean;
  /** The clinic sends no e-mail (EMAIL_PROVIDER=off): nothing to confirm. */
  emailOff: boolean;
}

/** The profile page: details, edit, phone change, sessions (sign out everywhere), and the DPDP data rights (download, delete). */
export function ProfileView({ profile }: { profile: ProfileData }) {
  const { t, intl } = useT();
  const { user } = profile;
  const rows: [string, string, boolean?, ReactNode?][] = [
    [t('profile.name'), user.name],
    [
      t('profile.email'),
      user.email ?? t('profile.emailNotAvailable'),
      !user.email,
      user.email && !profile.emailOff ? <EmailConfirmation verified={profile.emailVerified} /> : null,
    ],
    [t('profile.phone'), `+91 ${user.contact}`],
    [t('profile.age'), user.age === null ? t('profile.notProvided') : String(user.age), user.age === null],
    [t('profile.accountType'), t('profile.patient')],
    [t('profile.userId'), user._id],
  ];
  if (profile.consentAt && profile.consentVersion) {
    // The clinic's calendar day, not the process's: the server and a browser elsewhere write the same date.
    const date = formatClinicDateTime(profile.consentAt, intl, { day: 'numeric', month: 'short', year: 'numeric' });
    rows.push([t('profile.consent'), t('profile.consentValue', { version: profile.consentVersion, date })]);
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('profile.title')}</h1>
      {/* The buttons open dialogs: they wait for the page's code. */}
      <HydratedFieldset>
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <dl className="divide-y divide-stone-200">
            {rows.map(([label, value, muted, extra]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="text-sm font-semibold text-stone-700">{label}</dt>
                <dd className={muted ? 'break-all text-stone-600 italic' : 'break-all text-stone-900'}>
                  {value}
                  {extra}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <EditProfileDialog user={user} />
            <ChangePhoneDialog />
          </div>
        </div>

        <ProfileSection icon={Send} title={t('channels.title')} intro="">
          <NoticeChannelForm channel={profile.noticeChannel} consentAt={profile.noticeConsentAt} />
        </ProfileSection>

        <ProfileSection icon={Smartphone} title={t('profile.sessionsTitle')} intro={t('profile.sessionsIntro')}>
          <SignOutEverywhere />
        </ProfileSection>

        <ProfileSection icon={ShieldCheck} title={t('profile.dataTitle')} intro={t('profile.dataIntro')}>
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <a href="/api/profile/export" download className={buttonClasses('outline', 'md')}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t('profile.download')}
              </a>
              <p className="mt-2 text-sm text-stone-700">{t('profile.downloadDescription')}</p>
            </div>
            <div>
              <DeleteAccountDialog contact={user.contact} />
              <p className="mt-2 text-sm text-stone-700">{t('profile.deleteDescription')}</p>
            </div>
          </div>
        </ProfileSection>
      </HydratedFieldset>
    </section>
  );
}

/** A card of the profile page below the details: icon and title, a short text, its controls. */
function ProfileSection({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: typeof ShieldCheck;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="flex items-center gap-2 font-serif text-2xl font-semibold text-brand-900">
        <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
        {title}
      </h2>
      {intro ? <p className="mt-2 text-stone-700">{intro}</p> : null}
      <div className={intro ? 'mt-6' : 'mt-4'}>{children}</div>
    </div>
  );
}
