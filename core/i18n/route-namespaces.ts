/**
 * Which message namespaces (key prefixes, `<ns>.<name>`) a page needs, by path. The root loader
 * sends only these (server: `messagesFor` in catalog.ts), instead of the whole catalog on every
 * page; the root revalidates on a client navigation that needs a different set.
 *
 * The sets come from the keys each route module and the components it imports use (the shell's
 * own keys are in ALWAYS); `route-namespaces.test.ts` scans the sources and fails when a route
 * uses a namespace its set lacks. Browser-safe: no catalog is imported here.
 */
/**
 * The shell's own namespaces. `auth` (the sign-in forms' messages, about 8 KB) is not one of them:
 * only the pages that show a sign-in or phone form get it (decision 0077).
 */
const ALWAYS = ['app', 'common', 'doctors', 'error', 'footer', 'nav'] as const;

/** What every console page needs: its own messages, and the navigation's names of the dispensary's pages. */
const CONSOLE = [
  'staff',
  'auth',
  'consultations',
  'blog',
  'booking',
  'documents',
  'programmes',
  'receipts',
  'terminology',
  'dispensary',
  'dispensing',
];

const BY_PREFIX: [prefix: string, namespaces: string[]][] = [
  // The desk's booking form uses the patient booking form's calendar and slot buttons.
  ['/staff/book', [...CONSOLE, 'channels']],
  // The dispensary, the therapist's day and a programme read the materials sessions used (decision 0071).
  ['/staff/dispensary', [...CONSOLE, 'materials']],
  ['/staff/my-day', [...CONSOLE, 'materials']],
  ['/staff/programmes/', [...CONSOLE, 'materials']],
  // The case sheet names a coded diagnosis's terminology (`terminology.system.<id>`, a key built at run time).
  ['/staff', CONSOLE],
  ['/doctors', ['site']],
  ['/about', ['site']],
  ['/contact', ['site', 'auth']],
  ['/auth', ['auth']],
  ['/register', ['auth']],
  ['/events', ['site']],
  ['/treatments', ['site']],
  ['/services', ['site']],
  // A prescription shows what the dispensary gave and what is still to collect (decision 0069).
  ['/track_consultation', ['booking', 'consultations', 'channels', 'offline', 'documents', 'dispensary', 'dispensing']],
  ['/consultation/', ['booking', 'consultations', 'channels', 'offline', 'documents', 'dispensary', 'dispensing']],
  [
    '/appointments',
    ['consultations', 'channels', 'offline', 'documents', 'patientProgrammes', 'booking', 'programmes', 'dispensary', 'dispensing'],
  ],
  ['/programme/', ['patientProgrammes', 'booking', 'channels', 'programmes', 'receipts']],
  ['/history', ['consultations', 'channels', 'documents', 'dispensary', 'dispensing']],
  ['/feedback/', ['consultations']],
  ['/book-consultation', ['booking', 'channels', 'auth']],
  ['/payment/', ['booking', 'channels']],
  ['/profile', ['profile', 'channels', 'emailVerify', 'auth']],
  ['/confirm-email', ['emailVerify', 'auth']],
  ['/privacy', ['privacy', 'auth']],
  ['/blog', ['blog']],
];

const cache = new Map<string, readonly string[]>();

/** The namespaces the page at `pathname` needs, sorted (the same array for the same set). */
export function namespacesFor(pathname: string): readonly string[] {
  const matches = (prefix: string) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`);
  const extra = pathname === '/' || pathname === '' ? ['site'] : (BY_PREFIX.find(([prefix]) => matches(prefix))?.[1] ?? []);
  const key = extra.join(',');
  let list = cache.get(key);
  if (!list) {
    list = [...new Set([...ALWAYS, ...extra])].sort();
    cache.set(key, list);
  }
  return list;
}
