import { Clock, Mail, MapPin, Phone } from '~/ui/icons';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './social-icons';
import { Link } from 'react-router';
import { useClinicFacts } from '~/shell/clinic-facts';
import { useT } from '~/i18n/provider';
import { LogoMark } from '~/shell/header/logo';
import { useRootData } from '~/shell/root-data';
import { WhatsAppChatLink } from './whatsapp-chat-link';
import { serviceHref } from '@content/therapies/service-href';

const SOCIAL = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
} as const;

const heading = 'mb-4 font-serif text-lg font-semibold text-white';
const link = 'text-brand-100 hover:text-white hover:underline underline-offset-2';

export function Footer() {
  const { t } = useT();
  const { year, demo } = useRootData();
  const clinic = useClinicFacts();
  return (
    <footer className="bg-brand-900 text-brand-100" id="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <FooterBrand />
        <FooterQuickLinks />
        <FooterServices />
        <FooterContact />
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pb-24 pt-5 text-xs text-brand-200 sm:flex-row sm:justify-between lg:px-6">
          <p>{t('footer.copyright', { year, name: clinic.name })}</p>
          {demo && <p>{t('footer.demoNotice')}</p>}
        </div>
      </div>
    </footer>
  );
}

/** The clinic's name and logo, a line about it and its social links. */
function FooterBrand() {
  const { t } = useT();
  const clinic = useClinicFacts();
  return (
    <div>
      <div className="mb-4 flex items-center gap-2">
        <LogoMark className="h-10 w-10" />
        <span className="font-serif text-xl font-semibold text-white">{clinic.name}</span>
      </div>
      <p className="text-sm leading-relaxed">{t('footer.about')}</p>
      {/* Only the links the clinic has set (staff console); none: no heading either. */}
      {clinic.social.length > 0 && (
        <>
          <p className="mt-4 text-sm font-semibold text-white">{t('footer.followUs')}</p>
          <ul className="mt-2 flex gap-2">
            {clinic.social.map(({ network, url }) => {
              const { label, Icon } = SOCIAL[network];
              return (
                <li key={network}>
                  <a
                    href={url}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 hover:bg-brand-700"
                    aria-label={label}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/** The site's main pages. */
function FooterQuickLinks() {
  const { t } = useT();
  return (
    <nav aria-labelledby="footer-quick">
      <h2 id="footer-quick" className={heading}>
        {t('footer.quickLinks')}
      </h2>
      <ul className="space-y-2 text-sm">
        <li>
          <Link className={link} to="/doctors">
            {t('nav.doctors')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/appointments">
            {t('nav.currentAppointments')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/events">
            {t('nav.events')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/about">
            {t('nav.about')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/contact">
            {t('nav.contact')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/blog">
            {t('nav.blog')}
          </Link>
        </li>
        <li>
          <Link className={link} to="/privacy">
            {t('nav.privacy')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The first seven services and a link to them all. */
function FooterServices() {
  const { t } = useT();
  const { menu } = useRootData();
  return (
    <nav aria-labelledby="footer-services">
      <h2 id="footer-services" className={heading}>
        {t('footer.ourServices')}
      </h2>
      <ul className="space-y-2 text-sm">
        {menu.services.slice(0, 7).map((s) => (
          <li key={s.route}>
            <Link className={link} to={serviceHref(s.route)}>
              {s.title}
            </Link>
          </li>
        ))}
        <li>
          <Link className={link} to="/services">
            {t('nav.manyMore')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Address, phone, e-mail and hours. */
function FooterContact() {
  const { t } = useT();
  const clinic = useClinicFacts();
  return (
    <div>
      <h2 className={heading}>{t('footer.contactUs')}</h2>
      <ul className="space-y-3 text-sm">
        <li className="flex gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <address className="not-italic">{clinic.address}</address>
        </li>
        <li className="flex gap-2">
          <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a className={link} href={`tel:${clinic.phone}`}>
            {clinic.phoneDisplay}
          </a>
        </li>
        {clinic.whatsapp && (
          <li>
            <WhatsAppChatLink className={link} />
          </li>
        )}
        <li className="flex gap-2">
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a className={link} href={`mailto:${clinic.email}`}>
            {clinic.email}
          </a>
        </li>
        <li className="flex gap-2">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {clinic.hours.map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </span>
        </li>
      </ul>
    </div>
  );
}
