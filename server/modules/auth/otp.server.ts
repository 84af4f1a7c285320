/**
 * One-time codes sent by SMS, for every purpose that needs proof of a phone number:
 *
 * - 'signin'          patients signing in or registering (auth.routes.ts);
 * - 'staff'           staff console sign-in: every number goes through `sendOtp` (same limits, same
 *                     answers), but only an active staff member's number gets a real code by SMS
 *                     (`deliver: false` for the others: decision 0011);
 * - 'change-phone'    a signed-in patient proving the NEW number (profile.routes.ts);
 * - 'delete-account'  a signed-in patient confirming account deletion (profile.routes.ts).
 *
 * Rules: 6 digits from `crypto.randomInt`; only an HMAC (keyed with the session secret, bound to
 * number and purpose) is stored; valid 10 minutes; single use; a new send replaces the previous
 * code (one row per number and purpose); 5 wrong tries kill the code; no resend within 60 s of an
 * unused code;
 * per hour, at most OTP_NUMBER_HOURLY_LIMIT (config, default 5) sends per number, purpose and
 * requester (the caller's address, or the signed-in account asking), OTP_NUMBER_FLOOD_LIMIT
 * (default 50) per number and purpose from everyone together, and OTP_IP_HOURLY_LIMIT (default 20)
 * per IP. So no caller can lock a number out of sign-in: a stranger's sends count against their
 * own limit, a patient's phone-change codes never touch the number's sign-in, and only a flood from
 * many addresses reaches the number's cap (docs/decisions/0033-account-ends-and-sign-in-safety.md).
 * Limits throw `RateLimited(seconds)` (429 with Retry-After). Codes are compared in constant time and never
 * logged; the development outbox adapter is the only place a code is written.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { LIMITS } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { OtpPurpose } from '@core/schemas/auth';
import type { AppContext } from '@server/context';
import { otpCodes, otpSends } from '@server/db/schema';
import { BadRequest, RateLimited, ServiceUnavailable } from '@server/domain/errors';

/** Sends allowed from one IP address per hour (all numbers together). */
const HOUR_MS = 3_600_000;

const SMS_KEYS = {
  signin: 'auth.smsSignin',
  staff: 'auth.smsStaff',
  'change-phone': 'auth.smsChangePhone',
  'delete-account': 'auth.smsDeleteAccount',
} as const satisfies Record<OtpPurpose, string>;

function codeHash(ctx: AppContext, purpose: OtpPurpose, contact: string, code: string): Buffer {
  return createHmac('sha256', ctx.config.sessionSecret).update(`otp:${purpose}:${contact}:${code}`).digest();
}

/** The SMS text: the clinic's name, the code, its lifetime and a warning not to share it. */
function otpSmsText(locale: Locale, purpose: OtpPurpose, code: string, clinicName: string): string {
  return translate(locale, SMS_KEYS[purpose], {
    code,
    clinic: clinicName,
    minutes: LIMITS.otpValidMinutes,
  });
}

export interface SendOtpInput {
  /** 10-digit number without +91. */
  contact: string;
  purpose: OtpPurpose;
  /** Caller's IP, for the per-IP hourly limit. */
  ip: string;
  /** Who asks, for the per-requester limit: 'patient:<id>' when signed in; default 'ip:<ip>'. */
  requester?: string;
  /** Language of the SMS. */
  locale: Locale;
  /**
   * false: do everything a real send does (limits, a stored code, the send record) except the SMS,
   * and store a code that can never match; the call takes about as long as a real SMS does.
   * For numbers that must not be told apart from real ones (staff sign-in). Default true.
   */
  deliver?: boolean;
}

/**
 * How long the SMS provider took for its last few sends (per sender), so a send that texts nobody
 * can take as long as one that does.
 */
const smsLatency = new WeakMap<object, number[]>();
const LATENCY_SAMPLES = 5;

function recordSmsLatency(sender: object, ms: number) {
  const samples = smsLatency.get(sender) ?? [];
  samples.push(ms);
  if (samples.length > LATENCY_SAMPLES) samples.shift();
  smsLatency.set(sender, samples);
}

/** Before the first real send, a guess of an SMS provider's time (the outbox takes none). */
const FIRST_GUESS_MS = { outbox: 0, msg91: 400, twilio: 400 } as const;

/** Waits about as long as a real SMS takes lately (their mean, ±20 %), for a send that texts nobody. */
async function imitateSmsDelay(sender: AppContext['sms']) {
  const samples = smsLatency.get(sender) ?? [];
  const ms = samples.length ? samples.reduce((sum, v) => sum + v, 0) / samples.length : FIRST_GUESS_MS[sender.provider];
  if (ms >= 1) await sleep(ms * (0.8 + Math.random() * 0.4));
}

/** Throws RateLimited (with the seconds until the oldest send counted leaves the hour) when `max` sends match `where`. */
async function assertUnderLimit(ctx: AppContext, limit: { where: SQL | undefined; max: number; key: string }, hourAgo: Date) {
  const recent = and(limit.where, gt(otpSends.sentAt, hourAgo));
  const [counted] = await ctx.db.select({ n: count() }).from(otpSends).where(recent);
  if ((counted?.n ?? 0) < limit.max) return;
  const [oldest] = await ctx.db.select({ sentAt: otpSends.sentAt }).from(otpSends).where(recent).orderBy(asc(otpSends.sentAt)).limit(1);
  const now = hourAgo.getTime() + HOUR_MS;
  throw new RateLimited(Math.max(1, Math.ceil(((oldest?.sentAt.getTime() ?? now) + HOUR_MS - now) / 1000)), limit.key);
}

/**
 * Creates a fresh code for the number and purpose, replacing any previous one, and sends it by SMS.
 * Throws RateLimited (resend too soon, too many sends per number or IP) or ServiceUnavailable
 * when the SMS provider fails (the code is then withdrawn).
 */
export async function sendOtp(ctx: AppContext, input: SendOtpInput): Promise<{ expiresAt: Date; resendAt: Date }> {
  const { contact, purpose, ip, locale, deliver = true } = input;
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const resendMs = LIMITS.otpResendSeconds * 1000;

  const [existing] = await ctx.db
    .select({ createdAt: otpCodes.createdAt, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.contact, contact), eq(otpCodes.purpose, purpose)));
  // The 60 s wait protects an unused code; once a code has been used, a new one may follow at once.
  if (existing && !existing.consumedAt && now.getTime() - existing.createdAt.getTime() < resendMs) {
    const wait = Math.ceil((existing.createdAt.getTime() + resendMs - now.getTime()) / 1000);
    throw new RateLimited(wait, 'auth.resendWait');
  }

  const requester = input.requester ?? `ip:${ip}`;
  const thisNumber = and(eq(otpSends.contact, contact), eq(otpSends.purpose, purpose));
  const limits = [
    // This caller asking for this number's codes of this purpose.
    { where: and(thisNumber, eq(otpSends.requester, requester)), max: ctx.config.OTP_NUMBER_HOURLY_LIMIT, key: 'auth.tooManySends' },
    // Everyone asking for them: a flood.
    { where: thisNumber, max: ctx.config.OTP_NUMBER_FLOOD_LIMIT, key: 'auth.tooManySends' },
    // This address asking for any number's codes.
    { where: eq(otpSends.ip, ip), max: ctx.config.OTP_IP_HOURLY_LIMIT, key: 'auth.tooManyFromIp' },
  ];
  for (const limit of limits) await assertUnderLimit(ctx, limit, hourAgo);

  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  const expiresAt = new Date(now.getTime() + LIMITS.otpValidMinutes * 60_000);
  const values = {
    contact,
    purpose,
    // A code nobody is sent is stored as random bytes: no code can match it.
    codeHash: (deliver ? codeHash(ctx, purpose, contact, code) : randomBytes(32)).toString('base64url'),
    attempts: 0,
    createdAt: now,
    expiresAt,
    consumedAt: null,
  };
  // Atomic with the resend rule: the previous code is replaced only if it is used or at least
  // 60 s old, so two simultaneous requests cannot both send.
  const replaced = await ctx.db
    .insert(otpCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [otpCodes.contact, otpCodes.purpose],
      set: { codeHash: values.codeHash, attempts: 0, createdAt: now, expiresAt, consumedAt: null },
      setWhere: or(isNotNull(otpCodes.consumedAt), lt(otpCodes.createdAt, new Date(now.getTime() - resendMs + 1))),
    })
    .returning({ id: otpCodes.id });
  const id = replaced[0]?.id;
  if (!id) throw new RateLimited(LIMITS.otpResendSeconds, 'auth.resendWait');

  await ctx.db.insert(otpSends).values({ contact, ip, purpose, requester, sentAt: now });
  if (!deliver) {
    await imitateSmsDelay(ctx.sms);
    return { expiresAt, resendAt: new Date(now.getTime() + resendMs) };
  }
  try {
    const started = performance.now();
    await ctx.sms.send({ to: contact, body: otpSmsText(locale, purpose, code, (await clinicProfile(ctx)).name[locale]), otp: code });
    recordSmsLatency(ctx.sms, performance.now() - started);
  } catch (error) {
    await ctx.db.delete(otpCodes).where(eq(otpCodes.id, id));
    ctx.log.error({ err: error, provider: ctx.sms.provider, purpose }, 'one-time code SMS failed');
    throw new ServiceUnavailable('auth.smsFailed');
  }
  return { expiresAt, resendAt: new Date(now.getTime() + resendMs) };
}

export interface VerifyOtpInput {
  contact: string;
  purpose: OtpPurpose;
  code: string;
  /**
   * Runs once the code has proved right, before it is used up; if it throws, the code stays usable
   * (a sign-in that still needs consent). Checks that tell something about the number belong here,
   * so only someone holding the code learns it.
   */
  beforeConsume?: () => void | Promise<void>;
}

/**
 * Checks a code and consumes it. Returns normally when the code is right; otherwise throws
 * BadRequest with a message key: 'auth.otpMissing' (no live code), 'auth.otpExpired',
 * 'auth.otpLocked' (5 wrong tries), 'auth.otpWrongLeft' (wrong, with tries left).
 * Every wrong try counts, including the fifth, after which the code is dead.
 */
export async function verifyOtp(ctx: AppContext, input: VerifyOtpInput): Promise<void> {
  const { contact, purpose, code, beforeConsume } = input;
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.contact, contact), eq(otpCodes.purpose, purpose)));
  const fail = (key: string, params?: Record<string, number>) => new BadRequest(key, { otp: params ? 'auth.invalidOtp' : key }, params);
  if (!row || row.consumedAt) throw fail('auth.otpMissing');
  if (row.attempts >= LIMITS.otpMaxAttempts) throw fail('auth.otpLocked');
  if (row.expiresAt.getTime() <= now.getTime()) throw fail('auth.otpExpired');

  // Count the try first (atomically, so parallel guesses cannot exceed the limit), then compare.
  const [counted] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, LIMITS.otpMaxAttempts), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw fail('auth.otpLocked');

  const given = codeHash(ctx, purpose, contact, /^\d+$/.test(code) ? code : '');
  const stored = Buffer.from(row.codeHash, 'base64url');
  const match = stored.length === given.length && timingSafeEqual(stored, given);
  if (!match) {
    const left = LIMITS.otpMaxAttempts - counted.attempts;
    throw left > 0 ? fail('auth.otpWrongLeft', { left }) : fail('auth.otpLocked');
  }
  if (beforeConsume) {
    try {
      await beforeConsume();
    } catch (error) {
      // The right code was given: that try does not count against the five.
      await ctx.db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} - 1` })
        .where(eq(otpCodes.id, row.id));
      throw error;
    }
  }

  const [consumed] = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw fail('auth.otpMissing');
}

/** Housekeeping: removes send records older than an hour and dead codes. */
export async function purgeOtpRecords(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(otpSends).where(lt(otpSends.sentAt, new Date(now.getTime() - HOUR_MS)));
  await ctx.db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(now.getTime() - HOUR_MS)));
}
