/**
 * Every route module (with everything it imports) may only use message keys of namespaces that
 * `namespacesFor` sends for its path: otherwise the page would show a raw key. The sources are
 * bundled with esbuild and searched for key literals ('<ns>.'); a new route needs a sample path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { POLICIES } from '../policy';
import { catalogs } from './catalog';
import { namespacesFor } from './route-namespaces';

const root = path.resolve(import.meta.dirname, '../..');
const KEYS = Object.keys(catalogs.en);
const CAPABILITIES = new Set<string>(Object.keys(POLICIES));
const NAMESPACES = [...new Set(Object.keys(catalogs.en).map((key) => key.slice(0, key.indexOf('.'))))];

/** A path each route module answers (keys: the file names in app/routes.ts). */
const SAMPLE: Record<string, string> = {
  'routes/site/home.tsx': '/',
  'routes/account/set-language.ts': '/set-language',
  'routes/account/auth.tsx': '/auth',
  'routes/account/register.tsx': '/register',
  'routes/account/login.ts': '/login',
  'routes/site/doctors.tsx': '/doctors',
  'routes/site/about.tsx': '/about',
  'routes/site/contact.tsx': '/contact',
  'routes/site/events.tsx': '/events',
  'routes/site/treatments.tsx': '/treatments/x',
  'routes/site/treatments-index.tsx': '/treatments',
  'routes/site/treatment.tsx': '/treatments/x',
  'routes/site/services.tsx': '/services/x',
  'routes/site/services-index.tsx': '/services',
  'routes/site/service.tsx': '/services/x',
  'routes/feeds/sitemap.ts': '/sitemap.xml',
  'routes/feeds/robots.ts': '/robots.txt',
  'routes/booking/track-consultation.tsx': '/consultation/x',
  'routes/patient/appointments.tsx': '/appointments',
  'routes/patient/history.tsx': '/history',
  'routes/patient/feedback.tsx': '/feedback/x',
  'routes/booking/book-consultation.tsx': '/book-consultation',
  'routes/booking/payment.tsx': '/payment/x',
  'routes/patient/programme-deposit.tsx': '/programme/x/deposit',
  'routes/patient/programme-bill.tsx': '/programme/x/bill',
  'routes/account/profile.tsx': '/profile',
  'routes/account/confirm-email.tsx': '/confirm-email',
  'routes/site/privacy.tsx': '/privacy',
  'routes/site/blog.tsx': '/blog',
  'routes/feeds/blog-rss.ts': '/blog/rss.xml',
  'routes/site/blog-post.tsx': '/blog/x',
  'routes/staff/layout.tsx': '/staff',
  'routes/staff/index.tsx': '/staff',
  'routes/staff/desk/today.tsx': '/staff/today',
  'routes/staff/desk/desk-booking.tsx': '/staff/book',
  'routes/staff/programmes/my-day.tsx': '/staff/my-day',
  'routes/staff/desk/schedule.tsx': '/staff/schedule',
  'routes/staff/clinical/consultation.tsx': '/staff/consultations/x',
  'routes/staff/clinical/doctors.tsx': '/staff/doctors',
  'routes/staff/clinical/doctor.tsx': '/staff/doctors/x',
  'routes/staff/admin/blog.tsx': '/staff/blog',
  'routes/staff/admin/blog-post.tsx': '/staff/blog/x',
  'routes/staff/admin/messages.tsx': '/staff/messages',
  'routes/staff/admin/events.tsx': '/staff/events',
  'routes/staff/admin/feedback.tsx': '/staff/feedback',
  'routes/staff/admin/audit.tsx': '/staff/audit',
  'routes/staff/admin/notices.tsx': '/staff/notices',
  'routes/staff/admin/team.tsx': '/staff/team',
  'routes/staff/programmes/therapists.tsx': '/staff/therapists',
  'routes/staff/programmes/rooms.tsx': '/staff/rooms',
  'routes/staff/dispensary/stock.tsx': '/staff/dispensary',
  'routes/staff/dispensary/catalogue.tsx': '/staff/dispensary/catalogue',
  'routes/staff/dispensary/receive.tsx': '/staff/dispensary/receive',
  'routes/staff/dispensary/reports.tsx': '/staff/dispensary/reports',
  'routes/staff/dispensary/item.tsx': '/staff/dispensary/items/x',
  'routes/staff/dispensary/sale.tsx': '/staff/dispensary/sale',
  'routes/staff/dispensary/invoices.tsx': '/staff/dispensary/invoices',
  'routes/staff/dispensary/invoice.tsx': '/staff/dispensary/invoices/x',
  'routes/staff/dispensary/counter.tsx': '/staff/dispensary/counter',
  'routes/staff/dispensary/dispense.tsx': '/staff/dispensary/counter/x',
  'routes/staff/programmes/therapy-settings.tsx': '/staff/therapy-settings',
  'routes/staff/programmes/programme-templates.tsx': '/staff/programme-templates',
  'routes/staff/admin/clinic.tsx': '/staff/clinic',
  'routes/staff/admin/insights.tsx': '/staff/insights',
  'routes/staff/programmes/programmes.tsx': '/staff/programmes',
  'routes/staff/programmes/programme.tsx': '/staff/programmes/00000000-0000-4000-8000-000000000001',
  'routes/staff/programmes/programme-bill.tsx': '/staff/programmes/x/bill',
  'routes/staff/clinical/patients.tsx': '/staff/patients',
  'routes/staff/clinical/patient.tsx': '/staff/patients/00000000-0000-4000-8000-000000000001',
  'routes/staff/clinical/patient-prakriti.tsx': '/staff/patients/00000000-0000-4000-8000-000000000001/prakriti',
  'routes/staff/clinical/prescription-print.tsx': '/staff/consultations/x/print',
  'routes/staff/desk/reconciliation.tsx': '/staff/reconciliation',
  'routes/staff/desk/exports.tsx': '/staff/exports',
  'routes/staff/desk/day-sheet.tsx': '/staff/day-sheet',
  'routes/staff/programmes/therapy-requests.tsx': '/staff/therapy-requests',
  'routes/site/not-found.tsx': '/no-such-page',
};

const aliases: Plugin = {
  name: 'aliases',
  setup(b) {
    b.onResolve({ filter: /\.css$|\?url$|^virtual:|\+types\// }, (a) => ({ path: a.path, external: true }));
    for (const [prefix, dir] of [
      ['~/', 'app'],
      ['@core/', 'core'],
      ['@content/', 'content'],
    ] as const)
      b.onResolve({ filter: new RegExp(`^${prefix}`) }, (a) =>
        b.resolve(`./${path.join(dir, a.path.slice(prefix.length))}`, { resolveDir: root, kind: a.kind }),
      );
    // Server code runs on the server (its messages are translated there); packages are not ours.
    b.onResolve({ filter: /^@server\/|^[a-z@][^:]*$/ }, (a) => (a.path.startsWith('.') ? undefined : { path: a.path, external: true }));
  },
};

async function namespacesUsed(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [aliases],
  });
  const used = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.includes('core/i18n/')) continue;
    const source = readFileSync(path.join(root, input), 'utf8');
    // A literal counts when it is a message key or the start of one (`staff.status.${s}`), and not
    // a capability of the permission table ('payments.reconcile', 'consultations.cancel': decision
    // 0032), which look alike (a message key spelled exactly like a capability goes unseen).
    for (const ns of NAMESPACES)
      for (const [, literal] of source.matchAll(new RegExp(`['"\`](${ns}\\.[\\w.-]*)`, 'g')))
        if (
          !CAPABILITIES.has(literal!) &&
          (literal!.endsWith('.') ? KEYS.some((key) => key.startsWith(literal!)) : KEYS.includes(literal!))
        )
          used.add(ns);
  }
  return used;
}

describe('namespacesFor', () => {
  it('knows a sample path for every route module', () => {
    const routes = [...readFileSync(path.join(root, 'app/routes.ts'), 'utf8').matchAll(/'(routes\/[^']+\.tsx?)'/g)].map((m) => m[1]!);
    expect(routes.filter((r) => !(r in SAMPLE))).toEqual([]);
  });

  it('sends every namespace the shell and each route module use', { timeout: 60_000 }, async () => {
    const shell = await namespacesUsed('app/root.tsx');
    const missing: string[] = [];
    for (const [file, sample] of Object.entries(SAMPLE)) {
      const sent = new Set(namespacesFor(sample));
      for (const ns of new Set([...shell, ...(await namespacesUsed(`app/${file}`))]))
        if (!sent.has(ns)) missing.push(`${file} (${sample}): ${ns}`);
    }
    expect(missing).toEqual([]);
  });

  it('sends less than the whole catalog to public pages, and the same array for the same set', () => {
    expect(namespacesFor('/')).not.toContain('staff');
    expect(namespacesFor('/blog')).toBe(namespacesFor('/blog/some-post'));
    expect(namespacesFor('/staff/blog')).toContain('staff');
  });
});
