/**
 * Settings, read once at start-up and validated. `.env.example` documents every key.
 * A bad value stops the process with one line per bad key; production refuses unsafe defaults.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isPostgresUrl } from '@server/db/database-url';
import { NOTICE_KINDS, smsTemplateKey, type SmsTemplateKey } from '@core/notice-kinds';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: (i) => `expected true or false, got '${String(i.input)}'` })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** on/off (also true/false, 1/0, yes/no). */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { error: (i) => `expected on or off, got '${String(i.input)}'` })
  .transform((v) => v === 'on' || v === 'true' || v === '1' || v === 'yes');

const port = z
  .string()
  .refine((v) => /^\d{1,5}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 65535, {
    error: (i) => `expected a number from 1 to 65535, got '${String(i.input)}'`,
  })
  .transform(Number);

/** An enum whose error names the allowed values and the value given. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (i) => `expected one of ${values.join(', ')}, got '${String(i.input)}'` });

const url = (what: string) => z.string().refine((v) => URL.canParse(v), { error: (i) => `expected ${what}, got '${String(i.input)}'` });

/** One trusted proxy: an address, an address range (CIDR) or a name proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies in front of us to believe about the client's address (X-Forwarded-For) and https
 * (X-Forwarded-Proto): false (none), a hop count (1 = one nginx/Caddy in front), or the proxies'
 * addresses. `true` (believe any header) is refused: clients could pick their own address.
 */
const trustProxy = z.string().transform((raw, context): false | number | string[] => {
  const value = raw.trim();
  if (['false', '0', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (['true', 'yes'].includes(value)) {
    context.addIssue({
      code: 'custom',
      message: `'${raw}' would believe any X-Forwarded-For, so clients could choose their own address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1)`,
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((e) => e.trim());
  if (!entries.every(isProxyAddress)) {
    context.addIssue({
      code: 'custom',
      message: `expected false, a number of proxies (e.g. 1) or proxy addresses separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got '${raw}'`,
    });
    return z.NEVER;
  }
  return entries;
});

/** 'mysql://…' for 'mysql://user:password@host/db': a URL's scheme, never its credentials. */
function schemeOnly(value: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  return scheme ? `'${scheme}://…'` : 'a value that is not a URL';
}

/** SMS_TEMPLATE_<KIND>_<EN|HI>: the DLT template id of each notice kind in each language (decision 0023). */
const smsTemplateIds = Object.fromEntries(
  NOTICE_KINDS.flatMap((kind) => [smsTemplateKey(kind, 'en'), smsTemplateKey(kind, 'hi')]).map((key) => [key, z.string().optional()]),
) as Record<SmsTemplateKey, z.ZodOptional<z.ZodString>>;

/** A count per hour: a whole number from 1. */
const hourlyLimit = z
  .string()
  .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= 1, { error: (i) => `expected a whole number from 1, got '${String(i.input)}'` })
  .transform(Number);

const ConfigSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_BASE_URL: url('a URL such as https://clinic.example').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where `npm run backup` writes; DATA_DIR/backups when unset (scripts/lib/backup.ts). */
  BACKUP_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => isPostgresUrl(v), {
      // Only the scheme is repeated: the rest may hold a password.
      error: (i) => `expected a postgres:// or postgresql:// URL, got ${schemeOnly(String(i.input))}`,
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: oneOf(['outbox', 'msg91', 'twilio']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_SENDER_ID: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: url('a URL').default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_BASE_URL: url('a URL').default('https://api.twilio.com'),
  SMS_DLT_ENTITY_ID: z.string().optional(),
  ...smsTemplateIds,
  WHATSAPP_PROVIDER: oneOf(['outbox', 'cloud']).default('outbox'),
  WHATSAPP_BASE_URL: url('a URL').default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'expected a Graph API version such as v21.0' })
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** `off`: the clinic sends no e-mail (decision 0053); no SMTP server is needed. */
  EMAIL_PROVIDER: oneOf(['outbox', 'smtp', 'off']).default('outbox'),
  SMTP_URL: url('an smtp:// URL').optional(),
  EMAIL_FROM: z.string().default('Sarona Ayurveda <care@sarona-ayurveda.example>'),
  PAYMENT_PROVIDER: oneOf(['upi-qr', 'razorpay']).default('upi-qr'),
  // Fictional doctors, staff accounts and events (decision 0016); on by default outside production.
  DEMO_MODE: onOff.optional(),
  /**
   * The end-to-end run's test routes under /api/test (decision 0037): e.g. a consultation's slot
   * moved to one that has begun, so a test need not wait for a real slot. Only a demo clinic
   * listening on a loopback address may have them; a real installation refuses to start with them.
   */
  TEST_ROUTES: onOff.default(false),
  CLINIC_UPI_ID: z
    .string()
    .regex(/^[\w.-]+@[\w.-]+$/, { error: 'expected a UPI id such as clinic@bank' })
    .optional(),
  CLINIC_PHONE: z
    .string()
    .regex(/^\+\d{10,15}$/, { error: 'expected a phone number such as +919876543210' })
    .optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_BASE_URL: url('a URL').default('https://api.razorpay.com'),
  VIDEO_BASE_URL: url('a URL').default('https://meet.jit.si'),
  JOBS_ENABLED: bool.default(true),
  /** Clinic time (HH:MM) on the day before a day of therapy sessions when the patient's reminder goes out. */
  SESSION_REMINDER_TIME: z
    .string()
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: (i) => `expected a time such as 18:00, got '${String(i.input)}'` })
    .default('18:00'),
  RATE_LIMIT_ENABLED: bool.default(true),
  METRICS_ENABLED: bool.default(false),
  METRICS_TOKEN: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
  OTP_IP_HOURLY_LIMIT: hourlyLimit.default(20),
  /**
   * 5 codes per number, purpose and requester (an address, or a signed-in account) and hour; the
   * end-to-end run raises it (its staff sign in many times). docs/decisions/0033
   */
  OTP_NUMBER_HOURLY_LIMIT: hourlyLimit.default(5),
  /** Codes per number and purpose and hour from everyone together: only a flood from many addresses reaches it. */
  OTP_NUMBER_FLOOD_LIMIT: hourlyLimit.default(50),
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  baseUrl: string;
  /** Demo data is seeded and shown (DEMO_MODE; default: on unless NODE_ENV is production). */
  demoMode: boolean;
  sessionSecret: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/**
 * Without SESSION_SECRET (a local trial or development on the embedded database), a random secret is created once in the
 * data folder and reused, so sessions survive restarts and no secret is ever hard-coded.
 */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function isLocalUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';
}

/** Parses settings from an env-like object. Throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  // Every problem in one message (an operator fixes them all before the next try): the checks
  // below also run on the other settings when some do not parse.
  const badValues = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const badKeys = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const rest = parsed.success
    ? parsed
    : ConfigSchema.safeParse(Object.fromEntries(Object.entries(cleaned).filter(([k]) => !badKeys.has(k))));
  if (!rest.success) throw new ConfigError(badValues);
  const c = rest.data;
  const isProduction = c.NODE_ENV === 'production';
  const baseUrl = (c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const problems: string[] = [];
  if (isProduction && !isLocalUrl(baseUrl)) {
    if (!c.SESSION_SECRET)
      problems.push(
        `SESSION_SECRET: required in production when PUBLIC_BASE_URL (${baseUrl}) is not localhost (at least 32 random characters)`,
      );
    if (c.SMS_PROVIDER === 'outbox')
      problems.push(`SMS_PROVIDER: 'outbox' sends no real SMS; set msg91 or twilio when PUBLIC_BASE_URL (${baseUrl}) is not localhost`);
    if (c.EMAIL_PROVIDER === 'outbox')
      problems.push(
        `EMAIL_PROVIDER: 'outbox' sends no real e-mail; set smtp (with SMTP_URL), or off when the clinic sends no e-mail, when PUBLIC_BASE_URL (${baseUrl}) is not localhost`,
      );
    if (c.DEMO_MODE)
      problems.push(
        `DEMO_MODE: demo data (fictional doctors, staff accounts and events) is never served in production when PUBLIC_BASE_URL (${baseUrl}) is not localhost; remove it or set it to off`,
      );
  }
  if (c.TEST_ROUTES) {
    if (isProduction && !isLocalUrl(baseUrl))
      problems.push(`TEST_ROUTES: never in production when PUBLIC_BASE_URL (${baseUrl}) is not localhost; remove it or set it to off`);
    if (!(c.DEMO_MODE ?? !isProduction)) problems.push("TEST_ROUTES: only with DEMO_MODE=on (the end-to-end tests' demo clinic)");
    if (!['127.0.0.1', '::1', 'localhost'].includes(c.HOST))
      problems.push(`TEST_ROUTES: only on a loopback HOST (127.0.0.1), got '${c.HOST}'`);
  }
  // Several instances share one PostgreSQL database: a secret made in each one's data folder would
  // make each refuse the others' sessions and one-time codes (decision 0017).
  if (c.DATABASE_URL && !c.SESSION_SECRET && !problems.some((p) => p.startsWith('SESSION_SECRET:')))
    problems.push(
      'SESSION_SECRET: required with DATABASE_URL (at least 32 random characters, the same for every instance on that database)',
    );
  if (c.SMS_PROVIDER === 'msg91' && !(c.MSG91_AUTH_KEY && c.MSG91_TEMPLATE_ID))
    problems.push('MSG91_AUTH_KEY: required (with MSG91_TEMPLATE_ID) when SMS_PROVIDER is msg91');
  if (c.SMS_PROVIDER === 'twilio' && !(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM))
    problems.push('TWILIO_ACCOUNT_SID: required (with TWILIO_AUTH_TOKEN and TWILIO_FROM) when SMS_PROVIDER is twilio');
  if (c.WHATSAPP_PROVIDER === 'cloud' && !(c.WHATSAPP_ACCESS_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_APP_SECRET))
    problems.push(
      'WHATSAPP_ACCESS_TOKEN: required (with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET) when WHATSAPP_PROVIDER is cloud',
    );
  if (c.EMAIL_PROVIDER === 'smtp' && !c.SMTP_URL) problems.push('SMTP_URL: required when EMAIL_PROVIDER is smtp');
  if (c.PAYMENT_PROVIDER === 'razorpay' && !(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET))
    problems.push('RAZORPAY_KEY_ID: required (with RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) when PAYMENT_PROVIDER is razorpay');
  const all = [...badValues, ...problems.filter((problem) => !badKeys.has(problem.split(':', 1)[0] ?? ''))];
  if (all.length) throw new ConfigError(all);
  return {
    ...c,
    isProduction,
    baseUrl,
    demoMode: c.DEMO_MODE ?? !isProduction,
    sessionSecret: c.SESSION_SECRET ?? localSessionSecret(c.DATA_DIR),
  };
}
