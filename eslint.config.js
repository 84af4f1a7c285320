import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const corePattern = {
  group: ['**/app/**', '**/server/**', '~/*', '@server/*'],
  message: 'core/ and content/ must not import app/ or server/.',
};
/** Everywhere: React's Node renderer (async hooks on Node 20, decision 0007); Lucide's components (the sprite). */
const restrictedEverywhere = [
  ...['react-dom/server', 'react-dom/server.node'].map((name) => ({
    name,
    message: "Use 'react-dom/server.browser': the Node build's AsyncLocalStorage slows every request on Node 20 (docs/decisions/0007).",
  })),
  { name: 'lucide-react', message: "Import icons from '~/ui/icons' (one sprite); add a new one there and run `npm run icons`." },
];
/** The shared schemas take zod from core/schemas/z.ts, which configures it for the browser's CSP. */
const zodPath = { name: 'zod', message: "Import { z } from './z' (core/schemas/z.ts): it turns off zod's eval probe in the browser." };

const importAndRoleRules = [
  {
    selector: 'ImportDeclaration[source.value=/^\\.\\.\\//]',
    message: "Import another folder through its alias (~/, @core/, @content/, @server/), not '../'.",
  },
  {
    // Who may do what is the permission table's (core/policy.ts, decision 0032): a literal list of roles elsewhere drifts.
    selector: 'ArrayExpression[elements.length>0]:not(:has(> :not(Literal[value=/^(admin|reception|doctor|therapist|patient)$/])))',
    message: 'A literal list of roles: name a capability of core/policy.ts instead (can(), requireStaffPage(), config.permission).',
  },
];
/** The clinic's offset is core/booking/slots.ts's alone (docs/decisions/0046). */
const clinicTimeRules = [
  ...['Literal', 'TemplateElement'].map((node) => ({
    selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/\\+05:30/]`,
    message: "The clinic's offset typed out: use core/booking/slots.ts (slotStart, clinicNoon, clinicDate) or formatClinicDate.",
  })),
  {
    selector: "BinaryExpression[operator='*'][left.value=330]",
    message: "The clinic's offset in minutes: use core/booking/slots.ts (clinicDate, clinicTime, toClinicLocalInput).",
  },
  ...['Literal[value=/^Asia\\/Kolkata$/]', "TemplateElement[value.raw=/'Asia\\/Kolkata'/]"].map((selector) => ({
    selector,
    message: "The clinic's time zone typed out: use CLINIC_TIME_ZONE (core/booking/slots.ts), a bound parameter in SQL.",
  })),
];
/** Rupees are written by core/money.ts's formatRupees alone (docs/decisions/0046). */
const rupeeRules = [
  { selector: 'TemplateElement[tail=false][value.raw=/₹$/]', message: '₹ before an amount: use formatRupees (core/money.ts).' },
  { selector: 'JSXText[value=/₹\\s*$/]', message: '₹ before an amount: use formatRupees (core/money.ts).' },
  { selector: "BinaryExpression[operator='+'] > Literal[value=/₹$/]", message: '₹ before an amount: use formatRupees (core/money.ts).' },
];

/** Which part of the tree may import which (docs/decisions/0022-boundaries.md); type-only imports are free. */
const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const feature = (from, to) => ({
  from: { element: { type: 'feature', captured: { name: from } } },
  allow: { to: { element: { type: 'feature', captured: { name: to.length === 1 ? to[0] : `{${to.join(',')}}` } } } },
});
const SERVER = [
  'server-http',
  'server-domain',
  'server-audit',
  'server-module',
  'server-db',
  'server-cache',
  'server-notify',
  'server-jobs',
  'server-documents',
];
/** The features with console screens (docs/decisions/0045-app-layout.md); `staff-console` is their shell. */
const CONSOLE_SLICES = [
  'consultation-desk',
  'clinical',
  'programmes',
  'schedule',
  'resources',
  'paperwork',
  'insights',
  'blog',
  'team',
  'clinic',
  'events',
  'therapy-requests',
  'desk-booking',
  'dispensary',
  'session-notes',
  'outcomes',
];
const architecture = {
  files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts', 'content/**/*.ts'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { boundaries, 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'boundaries/files': [
      { category: 'http-routes', pattern: 'server/modules/**/*.routes.ts' },
      { category: 'db-setup', pattern: 'server/db/{seed,startup,demo}.ts' },
      { category: 'server-only', pattern: 'app/**/*.server.{ts,tsx}' },
    ],
    'boundaries/elements': [
      { type: 'feature', pattern: 'app/features/*', capture: ['name'] },
      { type: 'routes', pattern: 'app/routes' },
      { type: 'shell', pattern: 'app/shell' },
      { type: 'ui', pattern: 'app/ui' },
      { type: 'i18n-ui', pattern: 'app/i18n' },
      { type: 'server-http', pattern: 'server/http' },
      { type: 'server-domain', pattern: 'server/domain' },
      { type: 'server-audit', pattern: 'server/audit' },
      { type: 'server-module', pattern: 'server/modules/*', capture: ['name'] },
      { type: 'server-db', pattern: 'server/db' },
      { type: 'server-cache', pattern: 'server/cache' },
      { type: 'server-notify', pattern: 'server/notify' },
      { type: 'server-jobs', pattern: 'server/jobs' },
      { type: 'server-documents', pattern: 'server/documents' },
      { type: 'core', pattern: 'core' },
      { type: 'content', pattern: 'content' },
    ],
  },
  rules: {
    'import-x/no-cycle': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { allow: { dependency: { kind: 'type' } } },
          // Route plugins are the HTTP layer of their module; *.server.ts files of the app run on the server only.
          { from: { file: { categories: 'http-routes' } }, allow: { to: { element: { type: 'server-http' } } } },
          { from: { file: { categories: 'db-setup' } }, allow: { to: { element: { type: 'server-module' } } } },
          { from: { file: { categories: 'server-only' } }, allow: { to: { element: { types: { anyOf: SERVER } } } } },
          may('core', ['core']),
          may('content', ['core', 'content']),
          may('ui', ['ui', 'i18n-ui', 'core']),
          may('i18n-ui', ['ui', 'i18n-ui', 'core', 'content']),
          may('shell', ['shell', 'ui', 'i18n-ui', 'core', 'content']),
          may('feature', ['ui', 'i18n-ui', 'shell', 'core', 'content']),
          // A feature is a slice of its own; auth (phone and code), consultations (status display) and seo (page meta) are shared.
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { name: '{{ from.captured.name }}' } } } },
          },
          {
            from: { element: { types: { anyOf: ['feature', 'shell'] } } },
            allow: { to: { element: { type: 'feature', captured: { name: '{auth,consultations,seo}' } } } },
          },
          // The home and about pages put other features' cards together; a treatment page shows therapy
          // cards; the sitemap lists the treatments.
          feature('home', ['doctors', 'services', 'treatments']),
          feature('about', ['contact', 'doctors']),
          feature('treatments', ['services']),
          feature('seo', ['treatments']),
          // A programme's deposit is paid like a consultation: the same UPI QR panel and UTR field.
          feature('programmes', ['booking']),
          // The desk books for a patient with the patient's own calendar, slot buttons and availability.
          feature('desk-booking', ['booking']),
          // The staff console (docs/decisions/0045-app-layout.md): each console slice builds on the
          // console's shell (page title, cards, badges, confirm dialog, image upload); a consultation's
          // page shows its programmes and the doctor's prescribe panel; a therapist's leave is entered
          // with the team's leave-day form, and its case sheet and the patient's alerts (the clinical record).
          ...CONSOLE_SLICES.map((name) => feature(name, ['staff-console'])),
          feature('consultation-desk', ['programmes', 'clinical']),
          feature('resources', ['team']),
          // The dispensary's forms use the resource editors' form hook (useResourceForm).
          feature('dispensary', ['resources']),
          // Session notes (decision 0064) on the therapist's day, the programme's page and the patient's timeline.
          feature('programmes', ['session-notes']),
          feature('clinical', ['session-notes']),
          // Outcomes over time (decision 0068): a section of the patient page and a view of Insights.
          feature('clinical', ['outcomes']),
          feature('insights', ['outcomes']),
          feature('programmes', ['outcomes']),
          // The therapist's day shows the patient's allergies and alerts with the clinical pages' banner (decision 0059).
          feature('programmes', ['clinical']),
          may('routes', ['routes', 'feature', 'shell', 'ui', 'i18n-ui', 'core', 'content', ...SERVER]),
          may('server-http', [...SERVER, 'core', 'content']),
          may('server-module', [
            'server-domain',
            'server-audit',
            'server-module',
            'server-db',
            'server-cache',
            'server-notify',
            'server-jobs',
            'server-documents',
            'core',
            'content',
          ]),
          may('server-jobs', [
            'server-domain',
            'server-module',
            'server-db',
            'server-notify',
            'server-jobs',
            'server-http',
            'core',
            'content',
          ]),
          may('server-notify', ['server-domain', 'server-db', 'server-notify', 'server-jobs', 'server-module', 'core', 'content']),
          may('server-cache', ['server-domain', 'server-db', 'server-cache', 'server-http', 'core', 'content']),
          may('server-db', ['server-domain', 'server-db', 'server-cache', 'core', 'content']),
          may('server-domain', ['server-domain', 'core']),
          // The audit log is the shared domain layer's: every module's staff action writes it (docs/decisions/0043).
          may('server-audit', ['server-domain', 'server-db', 'core']),
          // Printed documents (PDF): drawing only; the data comes from the modules that call them.
          may('server-documents', ['server-domain', 'server-db', 'server-documents', 'core', 'content']),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'no-restricted-imports': ['error', { paths: restrictedEverywhere }],
    },
  },
  {
    // Imports flow one way: core/ and content/ import nothing of the app or the server.
    files: ['core/**/*.ts', 'content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [zodPath], patterns: [corePattern] }],
    },
  },
  { files: ['core/schemas/z.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [corePattern] }] } },
  {
    // The browser never imports server code, except through *.server.ts modules and type-only imports (tests are not bundled).
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/*.server.ts',
      'app/**/*.server.tsx',
      'app/**/*.test.{ts,tsx}',
      'app/routes/**',
      'app/root.tsx',
      'app/load-context.ts',
      'app/shell/viewer.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**'], message: 'Import server code only from *.server.ts files.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // The full catalogs hold every string of both languages: browser code reads the request's
    // catalog from the root data (useT(), or the root match's messages in meta) instead. Route
    // modules may use them in loaders (server only), so they are not checked; their meta must not.
    // Tests are not bundled.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/root.tsx', 'app/routes/**', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedEverywhere,
            {
              name: '@core/i18n/catalog',
              importNames: ['catalogs', 'translate', 'isMessageKey'],
              message: 'This bundles every language into the page: use useT() or the root data messages.',
            },
          ],
        },
      ],
    },
  },
  architecture,
  {
    // One import style: another folder through its alias (~/, @core/, @content/, @server/), a sibling
    // through ./ (tests may reach tests/helpers and scripts/ relatively). No function over 80 lines.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'core/**/*.ts', 'content/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...importAndRoleRules, ...clinicTimeRules, ...rupeeRules],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // The clinic's time zone and dates have one module, rupees one formatter (docs/decisions/0046).
  { files: ['core/booking/slots.ts'], rules: { 'no-restricted-syntax': ['error', ...importAndRoleRules, ...rupeeRules] } },
  { files: ['core/money.ts'], rules: { 'no-restricted-syntax': ['error', ...importAndRoleRules, ...clinicTimeRules] } },
  { files: ['content/**/*.ts'], rules: { 'max-lines-per-function': 'off' } },
  {
    // No app file over 400 lines: a longer one is doing two things; split it by step (docs/decisions/0045-app-layout.md).
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // No source file of the server or core over 400 lines (docs/decisions/0043): split by step or
    // by domain. Blank lines and comments are not counted; tests may run to 600 (one file per feature).
    files: ['server/**/*.ts', 'core/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['server/**/*.test.ts', 'core/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['scripts/lib/icon-sprite.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,js}', '*.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly', URL: 'readonly' } },
  },
);
