import { Clock, Mail, MapPin, Phone } from '~/ui/icons';
import { Fragment } from 'react';
import { clinic } from '@core/clinic';
import { useT } from '~/i18n/provider';

/**
 * An e-mail address that may wrap after its '@' and before a '.', where a reader expects it (a
 * narrow phone broke it as 'ayurved | a.example'); `break-words` is the last resort for a part
 * longer than the line.
 */
function breakableEmail(email: string) {
  return email.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Phone, e-mail, location and hours, from core/clinic.ts and the footer strings. */
export function ContactDetails({ className }: { className?: string }) {
  const { t } = useT();
  const rows = [
    { icon: Phone, label: t('site.contact.phone'), body: <a className="text-brand-800 hover:underline" href={`tel:${clinic.phone}`}>{clinic.phoneDisplay}</a> },
    { icon: Mail, label: t('site.contact.email'), body: <a className="break-words text-brand-800 hover:underline" href={`mailto:${clinic.email}`}>{breakableEmail(clinic.email)}</a> },
    { icon: MapPin, label: t('site.contact.location'), body: <address className="not-italic">{t('footer.address')}</address> },
    { icon: Clock, label: t('site.contact.hours'), body: <span>{t('footer.hoursWeekdays')}<br />{t('footer.hoursSunday')}</span> },
  ];
  return (
    <ul className={className}>
      {rows.map(({ icon: Icon, label, body }) => (
        <li key={label} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-brand-900">{label}</p>
            <div className="mt-1 text-stone-800">{body}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
