import { useId, useState, type FormEvent } from 'react';
import type { NoticeChannel } from '@core/constants';
import { formatClinicInstant } from '~/features/consultations/format';
import { NoticeChannelChoice } from '~/features/consultations/notice-channel-choice';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';

/** The profile's SMS / WhatsApp / both choice (PUT /api/profile/notices), with the consent's date once given. */
export function NoticeChannelForm({ channel, consentAt }: { channel: NoticeChannel; consentAt: string | null }) {
  const { t, locale } = useT();
  const id = useId();
  const [selected, setSelected] = useState<NoticeChannel>(channel);
  const { run, busy } = useAction();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api('/profile/notices', { method: 'PUT', body: { noticeChannel: selected } }), {
      success: t('channels.saved'),
      failure: t('channels.saveFailed'),
    });
  };
  return (
    <form onSubmit={save} data-form="notice-channel">
      <fieldset>
        <legend className="sr-only">{t('channels.title')}</legend>
        <NoticeChannelChoice
          id={id}
          selected={selected}
          radio={(value) => ({ checked: selected === value, onChange: () => setSelected(value) })}
          consentNote={
            consentAt && channel !== 'sms' ? t('channels.consentGiven', { date: formatClinicInstant(consentAt, locale).date }) : undefined
          }
        />
      </fieldset>
      <Button type="submit" variant="outline" className="mt-4" disabled={busy || selected === channel}>
        {t('channels.save')}
      </Button>
    </form>
  );
}
