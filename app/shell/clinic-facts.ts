import { addressLine, directionsLinks, displayPhone, openingHours, socialLinks, upcomingHolidays, whatsappLink } from '@core/clinic';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { useRootData } from './root-data';

/**
 * The clinic profile as pages show it, in the page's language: one place for the footer, the
 * contact details, the map, the call buttons and the prescription print.
 */
export function useClinicFacts() {
  const { clinic, today } = useRootData();
  const { t, locale } = useT();
  const hours = openingHours(clinic, locale, formatSlotTime);
  return {
    name: clinic.name[locale],
    legalName: clinic.legalName,
    phone: clinic.phone,
    phoneDisplay: displayPhone(clinic.phone),
    whatsapp: whatsappLink(clinic),
    whatsappDisplay: displayPhone(clinic.whatsapp),
    email: clinic.email,
    address: addressLine(clinic, locale),
    geo: clinic.geo,
    directions: directionsLinks(clinic),
    hours: [
      ...hours.lines.map((l) =>
        l.breaks.length
          ? t('footer.hoursOpenBreak', { days: l.days, open: l.open, close: l.close, breaks: l.breaks.join(', ') })
          : t('footer.hoursOpen', { days: l.days, open: l.open, close: l.close }),
      ),
      ...(hours.closed ? [t('footer.hoursClosed', { days: hours.closed })] : []),
    ],
    holidays: upcomingHolidays(clinic, today).map((h) => ({ date: h.date, name: h.name[locale] })),
    social: socialLinks(clinic),
  };
}
