/**
 * SMS, WhatsApp or both: the radios and the WhatsApp consent sentence beside them, for
 * the booking form and the profile. Plain radios named `noticeChannel`: they post without
 * JavaScript too. The caller gives each radio's props (react-hook-form's `register`, or its own).
 */
import type { InputHTMLAttributes } from 'react';
import { NOTICE_CHANNELS, type NoticeChannel } from '@core/constants';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

const LABELS = { sms: 'channels.sms', whatsapp: 'channels.whatsapp', both: 'channels.both' } as const;

export function NoticeChannelChoice({
  id,
  selected,
  radio,
  consentNote,
}: {
  id: string;
  selected: NoticeChannel | string;
  radio: (value: NoticeChannel) => InputHTMLAttributes<HTMLInputElement>;
  /** Shown under the consent sentence (when it was given). */
  consentNote?: string;
}) {
  const { t } = useT();
  const consentId = `${id}-consent`;
  return (
    <div>
      <p className="mb-3 text-sm text-stone-700">{t('channels.intro')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {NOTICE_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              selected === channel ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name="noticeChannel"
              value={channel}
              aria-describedby={channel === 'sms' ? undefined : consentId}
              className="choice h-4 w-4"
              {...radio(channel)}
            />
            {t(LABELS[channel])}
          </label>
        ))}
      </div>
      <p id={consentId} className="mt-3 text-sm text-stone-700">
        {t('channels.consent')}
      </p>
      {consentNote ? <p className="mt-1 text-sm font-medium text-brand-900">{consentNote}</p> : null}
    </div>
  );
}
