/**
 * Links that work without signing in: `purpose:subject:exp` signed with the session secret. The
 * prescription PDF's 7-day link (decision 0024) and the e-mail confirmation link (decision 0033).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '@server/context';

/** 22 base64url characters (132 bits of the HMAC): short enough for a DLT SMS variable run, far beyond guessing. */
export function linkSignature(ctx: Pick<AppContext, 'config'>, purpose: string, subject: string, exp: number): string {
  return createHmac('sha256', ctx.config.sessionSecret).update(`${purpose}:${subject}:${exp}`).digest('base64url').slice(0, 22);
}

/** Seconds since the epoch, `days` from now: the `exp` of a new link. */
export function linkExpiry(ctx: Pick<AppContext, 'now'>, days: number): number {
  return Math.floor(ctx.now().getTime() / 1000) + days * 86_400;
}

/** Whether `sig` signs `purpose:subject:exp` ('invalid' also for a malformed exp), and then whether `exp` has passed. */
export function checkLinkSignature(
  ctx: Pick<AppContext, 'config' | 'now'>,
  purpose: string,
  subject: string,
  exp: string,
  sig: string,
): 'valid' | 'invalid' | 'expired' {
  const expiry = /^\d{1,12}$/.test(exp) ? Number(exp) : NaN;
  if (!Number.isFinite(expiry)) return 'invalid';
  const expected = Buffer.from(linkSignature(ctx, purpose, subject, expiry));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return ctx.now().getTime() / 1000 > expiry ? 'expired' : 'valid';
}
