import {
  Building2,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  Download,
  Droplets,
  FileText,
  Hand,
  Inbox,
  IndianRupee,
  LayoutGrid,
  ListFilter,
  ListOrdered,
  Leaf,
  LogOut,
  Menu,
  MessageSquareHeart,
  PartyPopper,
  Send,
  Sprout,
  Stethoscope,
  Users,
  Waves,
  X,
  UserRound,
} from '~/ui/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { StaffRole } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import { can, type Capability } from '@core/policy';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { LanguageSwitch } from '~/shell/header/language-switch';
import { cn } from '~/ui/cn';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';

export interface ConsoleUser {
  name: string;
  role: StaffRole;
  /** Whether Insights is in the menu (admin and doctors; reception when the admin allowed its money figures). */
  insights?: boolean;
  /** The running release, at the foot of the menu (server/version.ts). */
  version?: string;
  /** Adverse events in session notes waiting for this doctor: a badge on Programmes (decision 0064). */
  adverseEvents?: number;
}

/** The console's menu: each item shows to the roles with its page's capability (core/policy.ts, decision 0032). */
const ITEMS: { to: string; label: MessageKey; icon: typeof Menu; permission: Capability }[] = [
  { to: '/staff/today', label: 'staff.nav.today', icon: CalendarDays, permission: 'consultations.view' },
  { to: '/staff/patients', label: 'staff.patients.title', icon: UserRound, permission: 'patients.view' },
  { to: '/staff/programmes', label: 'staff.programmes.menu', icon: Leaf, permission: 'programmes.view' },
  { to: '/staff/dispensary', label: 'staff.nav.dispensary', icon: Droplets, permission: 'stock.view' },
  { to: '/staff/my-day', label: 'staff.nav.myDay', icon: CalendarCheck, permission: 'my-day.view' },
  { to: '/staff/schedule', label: 'staff.grid.title', icon: CalendarDays, permission: 'schedule.view' },
  { to: '/staff/doctors', label: 'staff.nav.doctors', icon: Stethoscope, permission: 'doctors.view' },
  { to: '/staff/blog', label: 'staff.nav.blog', icon: FileText, permission: 'blog.write' },
  { to: '/staff/messages', label: 'staff.nav.messages', icon: Inbox, permission: 'messages.manage' },
  { to: '/staff/therapy-requests', label: 'staff.therapyRequests.nav', icon: Sprout, permission: 'therapy-requests.manage' },
  { to: '/staff/events', label: 'staff.nav.events', icon: PartyPopper, permission: 'events.manage' },
  { to: '/staff/notices', label: 'staff.nav.notices', icon: Send, permission: 'notices.manage' },
  { to: '/staff/reconciliation', label: 'staff.nav.reconciliation', icon: IndianRupee, permission: 'payments.reconcile' },
  { to: '/staff/exports', label: 'staff.nav.exports', icon: Download, permission: 'paperwork.exports' },
  { to: '/staff/insights', label: 'staff.insights.nav', icon: LayoutGrid, permission: 'insights.view' },
  { to: '/staff/therapists', label: 'staff.nav.therapists', icon: Hand, permission: 'therapists.view' },
  { to: '/staff/rooms', label: 'staff.nav.rooms', icon: Waves, permission: 'rooms.view' },
  { to: '/staff/therapy-settings', label: 'staff.nav.therapySettings', icon: ListFilter, permission: 'therapy-settings.view' },
  { to: '/staff/programme-templates', label: 'staff.nav.templates', icon: ListOrdered, permission: 'programme-templates.view' },
  { to: '/staff/feedback', label: 'staff.nav.feedback', icon: MessageSquareHeart, permission: 'feedback.report' },
  { to: '/staff/audit', label: 'staff.nav.audit', icon: ClipboardList, permission: 'audit.view' },
  { to: '/staff/team', label: 'staff.nav.team', icon: Users, permission: 'team.manage' },
  { to: '/staff/clinic', label: 'staff.nav.clinic', icon: Building2, permission: 'clinic.edit' },
];

/** The page a role opens the console on: today's board, or a therapist's own day. */
export function staffHome(role: StaffRole): string {
  return can(role, 'consultations.view') ? '/staff/today' : '/staff/my-day';
}

function NavItems({
  role,
  insights,
  adverse,
  onNavigate,
}: {
  role: StaffRole;
  insights?: boolean;
  adverse?: number;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  return (
    <ul className="space-y-1">
      {ITEMS.filter((i) => can(role, i.permission) && (i.to !== '/staff/insights' || insights)).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium',
                isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-brand-50',
              )
            }
          >
            <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t(label)}
            {to === '/staff/programmes' && adverse ? (
              <span className="ml-auto rounded-full bg-red-700 px-2 text-sm font-bold text-white" data-testid="adverse-badge">
                <span aria-hidden="true">{adverse}</span>
                <span className="sr-only">{t('staff.sessionNotes.badge', { count: adverse })}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

async function signOut() {
  try {
    await api('/staff/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    window.location.assign('/staff');
  }
}

/** The console frame: a side menu on tablets and desktops, a slide-down menu on phones. */
export function ConsoleLayout({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const who = t('staff.signedInAs', { name: user.name, role: t(`staff.role.${user.role}`) });
  return (
    <div className="min-h-screen bg-earth-50 md:grid md:grid-cols-[15rem_1fr]">
      <a href="#staff-main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('nav.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-2 border-b border-stone-200 bg-white px-4 py-2 md:hidden">
        <span className="font-serif text-lg font-semibold text-brand-900">{t('staff.console')}</span>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100"
          aria-expanded={open}
          aria-controls="staff-nav"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          <span className="sr-only">{open ? t('staff.closeMenu') : t('staff.openMenu')}</span>
        </button>
      </header>
      <nav
        id="staff-nav"
        aria-label={t('staff.nav')}
        className={cn(
          'border-b border-stone-200 bg-white p-3 md:sticky md:top-0 md:block md:h-screen md:overflow-y-auto md:border-b-0 md:border-r',
          open ? 'block' : 'hidden',
        )}
      >
        <p className="mb-4 hidden px-3 pt-2 font-serif text-xl font-semibold text-brand-900 md:block">{t('staff.console')}</p>
        <NavItems role={user.role} insights={user.insights} adverse={user.adverseEvents} onNavigate={() => setOpen(false)} />
        <div className="mt-6 space-y-2 border-t border-stone-200 px-3 pt-4 text-sm text-stone-700">
          <p>{who}</p>
          <LanguageSwitch />
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex min-h-11 items-center gap-2 font-medium text-red-800 hover:underline"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('staff.signOut')}
          </button>
          {user.version ? <p className="text-xs text-stone-600">{t('staff.version', { version: user.version })}</p> : null}
        </div>
      </nav>
      <main id="staff-main" tabIndex={-1} className="min-w-0 p-4 outline-none sm:p-6">
        {/* Every form control of the console waits for the page's code: a date typed into the
            server HTML before React hydrates it would show but never reach the form's state. */}
        <HydratedFieldset>{children}</HydratedFieldset>
      </main>
    </div>
  );
}
