import { Link } from 'react-router';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { useRootData } from '~/shell/root-data';
import { useSignOut } from '~/shell/sign-out';
import { treatmentHref } from '@content/treatments/treatment-href';
import { serviceHref } from '@content/therapies/service-href';

/**
 * The small-screen menu's content: the site's sections, then the account links. In the sheet of a
 * hydrated page (mobile-menu-sheet.tsx), or the panel of a page without JavaScript (mobile-menu.tsx).
 */
export function MobileMenuLinks({ close }: { close: () => void }) {
  const { t } = useT();
  const item = 'block rounded-lg px-3 py-2.5 text-base text-stone-800 hover:bg-brand-50';
  return (
    <>
      <nav className="flex-1 px-3 py-3" aria-label={t('nav.mainMenu')}>
        <ul className="space-y-0.5">
          <li>
            <Link to="/" className={item} onClick={close}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <MenuServices item={item} close={close} />
          </li>
          <li>
            <MenuTreatments item={item} close={close} />
          </li>
          <li>
            <Link to="/doctors" className={item} onClick={close}>
              {t('nav.doctors')}
            </Link>
          </li>
          <li>
            <Link to="/about" className={item} onClick={close}>
              {t('nav.about')}
            </Link>
          </li>
          <li>
            <Link to="/track_consultation" className={item} onClick={close}>
              {t('nav.consultations')}
            </Link>
          </li>
          <li>
            <Link to="/blog" className={item} onClick={close}>
              {t('nav.blog')}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={item} onClick={close}>
              {t('nav.contact')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="space-y-2 border-t border-stone-200 p-4">
        <MenuAccount item={item} close={close} />
      </div>
    </>
  );
}

/** The services submenu: each service, then 'many more'. */
function MenuServices({ item, close }: { item: string; close: () => void }) {
  const { t } = useT();
  const { menu } = useRootData();
  return (
    <details className="group">
      <summary className={`${item} cursor-pointer list-none`}>{t('nav.services')}</summary>
      <ul className="ml-3 border-l border-brand-100 pl-2">
        {menu.services.map((s) => (
          <li key={s.route}>
            <Link to={serviceHref(s.route)} className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50" onClick={close}>
              {s.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/services" className="block rounded-lg px-3 py-2 text-sm font-semibold text-earth-700" onClick={close}>
            {t('nav.manyMore')}
          </Link>
        </li>
      </ul>
    </details>
  );
}

/** The treatments submenu. */
function MenuTreatments({ item, close }: { item: string; close: () => void }) {
  const { t } = useT();
  const { menu } = useRootData();
  return (
    <details className="group">
      <summary className={`${item} cursor-pointer list-none`}>{t('nav.treatments')}</summary>
      <ul className="ml-3 border-l border-brand-100 pl-2">
        {menu.treatments.map((x) => (
          <li key={x.path}>
            <Link
              to={treatmentHref(x.path)}
              className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50"
              onClick={close}
            >
              {x.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The foot of the menu: the patient's pages and sign-out, the staff console, or book and register. */
function MenuAccount({ item, close }: { item: string; close: () => void }) {
  const { t } = useT();
  const { viewer } = useRootData();
  const { signOut, busy: signingOut } = useSignOut();
  return viewer?.kind === 'patient' ? (
    <>
      <p className="px-1 text-sm text-stone-600">{viewer.name}</p>
      <Link to="/appointments" className={item} onClick={close}>
        {t('nav.currentAppointments')}
      </Link>
      <Link to="/history" className={item} onClick={close}>
        {t('nav.history')}
      </Link>
      <Link to="/profile" className={item} onClick={close}>
        {t('nav.profileSettings')}
      </Link>
      <button
        type="button"
        className="block w-full rounded-lg px-3 py-2.5 text-left text-base text-red-700 hover:bg-red-50"
        disabled={signingOut}
        onClick={() => void signOut({ success: t('nav.loggedOut'), failure: t('nav.logoutFailed') })}
      >
        {t('nav.signOut')}
      </button>
    </>
  ) : viewer?.kind === 'staff' ? (
    <Link to="/staff" className={buttonClasses('outline', 'md', 'w-full')} onClick={close}>
      {viewer.name}
    </Link>
  ) : (
    <>
      <Link to="/book-consultation" className={buttonClasses('primary', 'md', 'w-full')} onClick={close}>
        {t('nav.bookNow')}
      </Link>
      <Link to="/auth" className={buttonClasses('outline', 'md', 'w-full')} onClick={close}>
        {t('nav.register')}
      </Link>
    </>
  );
}
