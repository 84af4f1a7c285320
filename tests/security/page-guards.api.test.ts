/**
 * The console's pages against the one permission table (core/policy.ts): each page's loader, opened
 * by every staff role, a patient and nobody. A role the table gives the page's capability sees it
 * (200); another staff role is refused (403); a patient or nobody is sent to the staff sign-in. The
 * pages are the console's only front door for what they read (decision 0044), so this is the read
 * side of the route matrix.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../core/constants.ts';
import { can, type Capability } from '../../core/policy.ts';
import { createDoctor } from '../../server/db/factories.ts';
import { callPage } from '../helpers/page-loader.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = (args: any) => unknown;
const PAGES: { path: string; capability: Capability; loader: () => Promise<{ loader: Loader }> }[] = [
  { path: '/staff/today', capability: 'consultations.view', loader: () => import('~/routes/staff/desk/today') },
  { path: '/staff/day-sheet', capability: 'consultations.view', loader: () => import('~/routes/staff/desk/day-sheet') },
  { path: '/staff/book', capability: 'consultations.book-for-patient', loader: () => import('~/routes/staff/desk/desk-booking') },
  { path: '/staff/patients', capability: 'patients.view', loader: () => import('~/routes/staff/clinical/patients') },
  { path: '/staff/schedule', capability: 'schedule.view', loader: () => import('~/routes/staff/desk/schedule') },
  { path: '/staff/my-day', capability: 'my-day.view', loader: () => import('~/routes/staff/programmes/my-day') },
  { path: '/staff/programmes', capability: 'programmes.view', loader: () => import('~/routes/staff/programmes/programmes') },
  {
    path: '/staff/programme-templates',
    capability: 'programme-templates.view',
    loader: () => import('~/routes/staff/programmes/programme-templates'),
  },
  {
    path: '/staff/therapy-requests',
    capability: 'therapy-requests.manage',
    loader: () => import('~/routes/staff/programmes/therapy-requests'),
  },
  { path: '/staff/dispensary/reports', capability: 'stock.reports', loader: () => import('~/routes/staff/dispensary/reports') },
  {
    path: '/staff/therapy-settings',
    capability: 'therapy-settings.view',
    loader: () => import('~/routes/staff/programmes/therapy-settings'),
  },
  { path: '/staff/therapists', capability: 'therapists.view', loader: () => import('~/routes/staff/programmes/therapists') },
  { path: '/staff/rooms', capability: 'rooms.view', loader: () => import('~/routes/staff/programmes/rooms') },
  { path: '/staff/reconciliation', capability: 'payments.reconcile', loader: () => import('~/routes/staff/desk/reconciliation') },
  // The dispensary's sales (decision 0070).
  { path: '/staff/dispensary/sale', capability: 'sales.sell', loader: () => import('~/routes/staff/dispensary/sale') },
  { path: '/staff/dispensary/invoices', capability: 'sales.view', loader: () => import('~/routes/staff/dispensary/invoices') },
  { path: '/staff/exports', capability: 'paperwork.exports', loader: () => import('~/routes/staff/desk/exports') },
  { path: '/staff/insights', capability: 'insights.view', loader: () => import('~/routes/staff/admin/insights') },
  { path: '/staff/feedback', capability: 'feedback.report', loader: () => import('~/routes/staff/admin/feedback') },
  { path: '/staff/messages', capability: 'messages.manage', loader: () => import('~/routes/staff/admin/messages') },
  { path: '/staff/notices', capability: 'notices.manage', loader: () => import('~/routes/staff/admin/notices') },
  { path: '/staff/events', capability: 'events.manage', loader: () => import('~/routes/staff/admin/events') },
  { path: '/staff/blog', capability: 'blog.write', loader: () => import('~/routes/staff/admin/blog') },
  { path: '/staff/doctors', capability: 'doctors.view', loader: () => import('~/routes/staff/clinical/doctors') },
  { path: '/staff/team', capability: 'team.manage', loader: () => import('~/routes/staff/admin/team') },
  { path: '/staff/clinic', capability: 'clinic.edit', loader: () => import('~/routes/staff/admin/clinic') },
  { path: '/staff/audit', capability: 'audit.view', loader: () => import('~/routes/staff/admin/audit') },
  { path: '/staff/dispensary/counter', capability: 'dispensing.dispense', loader: () => import('~/routes/staff/dispensary/counter') },
];

describe("the console's pages follow the permission table", () => {
  // The first page's import loads the whole app (seconds on a busy machine): not the first test's time.
  beforeAll(() => PAGES[0]!.loader(), 60_000);
  it.each(PAGES)('$path ($capability): every staff role, a patient and nobody', async (page) => {
    const { loader } = await page.loader();
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Own' });
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const role of STAFF_ROLES) {
      const { token } = await env.signInStaff(role, role === 'doctor' ? { doctorId: doctor!.id } : {});
      const { status } = await callPage(env, loader, { token, url: page.path });
      seen.push(`${role} ${status}`);
      wanted.push(`${role} ${can(role, page.capability) ? 200 : 403}`);
    }
    const { token: patient } = await env.signInPatient();
    for (const [who, token] of [
      ['patient', patient],
      ['nobody', null],
    ] as const) {
      const { status, location } = await callPage(env, loader, { token, url: page.path });
      seen.push(`${who} ${status} ${location}`);
      wanted.push(`${who} 302 /staff`);
    }
    expect(seen).toEqual(wanted);
  });
});
