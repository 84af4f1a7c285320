import { ChevronDown, UserRound } from '~/ui/icons';
import { Link, useLocation } from 'react-router';
import { LIMITS } from '@core/constants';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { useRootData } from '~/shell/root-data';
import { useSignOut } from '~/shell/sign-out';
import { useScrolledPast } from './use-scrolled';
import { useStaticPage } from '~/shell/static-page';
import { treatmentHref } from '@content/treatments/treatment-href';
import { serviceHref } from '@content/therapies/service-href';

/** A top-level menu link, marked as the current page when its section is open. */
function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const active = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-full px-3 py-2 text-[15px] font-medium transition-colors hover:bg-brand-50 hover:text-brand-900',
        active ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-stone-700',
      )}
    >
      {children}
    </Link>
  );
}

const triggerClass =
  'group inline-flex items-center gap-1 rounded-full px-3 py-2 text-[15px] font-medium text-stone-700 hover:bg-brand-50 data-[state=open]:bg-brand-50 group-open:bg-brand-50';

/** A menu of the header: a button that opens a panel of pages, each with a line about it. */
function MenuPanel({
  label,
  width,
  columns = '',
  items,
  children,
}: {
  label: string;
  width: string;
  columns?: string;
  items: { to: string; title: string; text: string }[];
  children?: React.ReactNode;
}) {
  return (
    <NavDropdown
      buttonClassName={triggerClass}
      label={
        <>
          {label}
          <ChevronDown
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180 group-open:rotate-180"
            aria-hidden="true"
          />
        </>
      }
      panelClassName={`absolute left-0 top-full mt-2 ${width} rounded-2xl border border-stone-200 bg-white p-4 shadow-xl`}
    >
      <ul className={`grid gap-1 ${columns}`}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block rounded-lg px-3 py-2 hover:bg-brand-50">
              <span className="block text-sm font-semibold text-brand-900">{item.title}</span>
              <span className="line-clamp-1 text-xs text-stone-600">{item.text}</span>
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </NavDropdown>
  );
}

/** The header's shadow once the page has scrolled: by CSS on a page without JavaScript, whose one script marks <html data-scrolled> (app/shell/static-page.tsx). */
function useHeaderShadow() {
  const scrolled = useScrolledPast(LIMITS.headerShadowPx);
  if (useStaticPage()) return { shadow: 'in-data-scrolled:border-stone-200 in-data-scrolled:shadow-md', scrolled: undefined };
  return { shadow: scrolled && 'border-stone-200 shadow-md', scrolled };
}

export function Header() {
  const { t } = useT();
  const { viewer, menu } = useRootData();
  const { shadow, scrolled } = useHeaderShadow();

  return (
    <header
      className={cn('sticky top-0 z-40 border-b border-transparent bg-earth-50/95 backdrop-blur transition-shadow', shadow)}
      data-scrolled={scrolled}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 lg:h-20 lg:px-6">
        <Logo />
        <nav className="relative hidden xl:flex" aria-label={t('nav.mainMenu')}>
          <ul className="flex items-center gap-0.5">
            <li>
              <MenuLink to="/">{t('nav.home')}</MenuLink>
            </li>
            <li>
              <MenuPanel
                label={t('nav.services')}
                width="w-[min(44rem,90vw)]"
                columns="grid-cols-2"
                items={menu.services.map((x) => ({ to: serviceHref(x.route), title: x.title, text: x.description }))}
              >
                <li>
                  <Link to="/services" className="block rounded-lg px-3 py-2 text-sm font-semibold text-earth-700 hover:bg-earth-100">
                    {t('nav.manyMore')} →
                  </Link>
                </li>
              </MenuPanel>
            </li>
            <li>
              <MenuPanel
                label={t('nav.treatments')}
                width="w-[min(30rem,90vw)]"
                items={menu.treatments.map((x) => ({ to: treatmentHref(x.path), title: x.title, text: x.summary }))}
              />
            </li>
            {(
              [
                ['/doctors', 'nav.doctors'],
                ['/about', 'nav.about'],
                ['/track_consultation', 'nav.consultations'],
                ['/blog', 'nav.blog'],
                ['/contact', 'nav.contact'],
              ] as const
            ).map(([to, key]) => (
              <li key={to}>
                <MenuLink to={to}>{t(key)}</MenuLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {viewer?.kind === 'patient' ? (
            <AccountMenu name={viewer.name} />
          ) : viewer?.kind === 'staff' ? (
            <Link to="/staff" className={buttonClasses('outline', 'sm', 'max-md:hidden')}>
              <UserRound className="h-4 w-4" aria-hidden="true" />
              {viewer.name}
            </Link>
          ) : (
            <>
              <Link to="/book-consultation" className={buttonClasses('primary', 'sm', 'max-md:hidden')}>
                {t('nav.bookNow')}
              </Link>
              <Link to="/register" className={buttonClasses('outline', 'sm', 'max-md:hidden')}>
                {t('nav.register')}
              </Link>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function AccountMenu({ name }: { name: string }) {
  const { t } = useT();
  const { signOut, busy: signingOut } = useSignOut();
  const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm';
  return (
    <div className="hidden md:block">
      <NavDropdown
        buttonClassName={buttonClasses('outline', 'sm')}
        buttonLabel={`${t('nav.account')}: ${name}`}
        label={
          <>
            <UserRound className="h-4 w-4" aria-hidden="true" />
            <span className="max-w-32 truncate">{t('nav.account')}</span>
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </>
        }
        panelClassName="absolute right-0 top-full z-50 mt-2 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl"
      >
        <p className="px-3 py-2 text-xs text-stone-600">{name}</p>
        <ul>
          {(
            [
              ['/appointments', 'nav.currentAppointments'],
              ['/history', 'nav.history'],
              ['/profile', 'nav.profileSettings'],
            ] as const
          ).map(([to, key]) => (
            <li key={to}>
              <Link to={to} className={cn(item, 'text-stone-800 hover:bg-brand-50 focus-visible:bg-brand-50')}>
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="my-1 h-px bg-stone-200" />
        <button
          type="button"
          className={cn(item, 'text-red-700 hover:bg-red-50 focus-visible:bg-red-50')}
          disabled={signingOut}
          onClick={() => void signOut({ success: t('nav.loggedOut'), failure: t('nav.logoutFailed') })}
        >
          {t('nav.signOut')}
        </button>
      </NavDropdown>
    </div>
  );
}
