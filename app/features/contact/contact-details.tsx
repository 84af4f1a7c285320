import { Clock, Mail, MapPin, Smartphone, Phone } from '~/ui/icons';
import { Fragment } from 'react';
import { useT } from '~/i18n/provider';
import { useClinicFacts } from '~/shell/clinic-facts';
import { WhatsAppChatLink } from '~/shell/footer/whatsapp-chat-link';
import { buttonClasses } from '~/ui/button';

const link = 'text-brand-800 hover:underline';

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

/** The address with links to directions. */
function LocationBody() {
  const { t } = useT();
  const clinic = useClinicFacts();
  return (
    <>
      <address className="not-italic">{clinic.address}</address>
      <span className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <a className={link} href={clinic.directions.google} target="_blank" rel="noopener noreferrer">
          {t('site.about.openGoogleMaps')}
        </a>
        <a className={link} href={clinic.directions.osm} target="_blank" rel="noopener noreferrer">
          {t('site.about.openMap')}
        </a>
      </span>
    </>
  );
}

/** The opening hours, then the holidays (if any) with their dates. */
function HoursBody() {
  const { t, intl } = useT();
  const clinic = useClinicFacts();
  const day = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      {clinic.hours.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
      {clinic.holidays.length > 0 && (
        <>
          <span className="mt-2 block font-medium text-brand-900">{t('site.contact.holidays')}</span>
          <ul className="text-sm">
            {clinic.holidays.map((h) => (
              <li key={h.date}>
                {day.format(new Date(`${h.date}T00:00:00Z`))}: {h.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Phone, WhatsApp, e-mail, location with directions, hours and holidays, from the clinic profile. */
export function ContactDetails({ className }: { className?: string }) {
  const { t } = useT();
  const clinic = useClinicFacts();
  const rows = [
    {
      icon: Phone,
      label: t('site.contact.phone'),
      body: (
        <a className={link} href={`tel:${clinic.phone}`}>
          {clinic.phoneDisplay}
        </a>
      ),
    },
    ...(clinic.whatsapp
      ? [
          {
            icon: Smartphone,
            label: t('site.contact.whatsapp'),
            body: (
              <>
                <a className={link} href={clinic.whatsapp} target="_blank" rel="noopener noreferrer">
                  {clinic.whatsappDisplay}
                </a>
                <WhatsAppChatLink className={buttonClasses('outline', 'sm', 'mt-3 flex w-fit')} />
              </>
            ),
          },
        ]
      : []),
    {
      icon: Mail,
      label: t('site.contact.email'),
      body: (
        <a className={`break-words ${link}`} href={`mailto:${clinic.email}`}>
          {breakableEmail(clinic.email)}
        </a>
      ),
    },
    {
      icon: MapPin,
      label: t('site.contact.location'),
      body: <LocationBody />,
    },
    {
      icon: Clock,
      label: t('site.contact.hours'),
      body: <HoursBody />,
    },
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
