/**
 * A message that asks to call the clinic, with the clinic's number in it as a `tel:` link
 * (docs/decisions/0052): the catalog's `{phone}` becomes the link, so the sentence stays translated whole.
 */
import type { MessageKey } from '@core/i18n/catalog';
import type { MessageParams } from '@core/i18n/format';
import { displayPhone } from '@core/clinic';
import { useT } from '~/i18n/provider';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '~/root';

const MARK = '\u0001';

/** The clinic's number as a link: '+91 98765 43210'. */
function ClinicPhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} className="font-medium whitespace-nowrap text-brand-800 underline underline-offset-2">
      {displayPhone(phone)}
    </a>
  );
}

/** `t(messageKey)` with its `{phone}` as the clinic's number, linked; plain text where no root data is at hand. */
export function CallClinicText({ messageKey, params }: { messageKey: MessageKey; params?: MessageParams }) {
  const { t } = useT();
  const phone = (useRouteLoaderData('root') as RootData | undefined)?.clinic.phone;
  if (!phone) return <>{t(messageKey, params)}</>;
  const [before, after = ''] = t(messageKey, { ...params, phone: MARK }).split(MARK);
  return (
    <>
      {before}
      <ClinicPhoneLink phone={phone} />
      {after}
    </>
  );
}
