/**
 * The page the confirmation mail links to (docs/decisions/0033-account-ends-and-sign-in-safety.md):
 * opening it (GET) shows the button and changes nothing (decision 0034); its POST confirms.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients } from '@server/db/schema';
import { emailConfirmationLink } from '@server/modules/profile/email-verification.server';
import { pagesAppOfFile } from '../../../tests/helpers/pages-app.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();
const pages = pagesAppOfFile(env);

const verifiedAt = async (id: string) =>
  (await env.database.db.select({ at: patients.emailVerifiedAt }).from(patients).where(eq(patients.id, id)))[0]?.at ?? null;

const post = (cookie: string, form: Record<string, string>) =>
  pages.app.inject({
    method: 'POST',
    url: '/confirm-email',
    headers: {
      cookie,
      host: new URL(env.config.baseUrl).host,
      origin: env.config.baseUrl,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form).toString(),
  });

describe('/confirm-email', () => {
  it('GET shows "Confirm this e-mail address" and confirms nothing; the POST confirms', async () => {
    const { patient } = await env.signInPatient({ email: 'asha@example.com', emailVerified: false });
    const link = new URL(emailConfirmationLink(env.ctx, patient.id, 'asha@example.com'));
    const page = await pages.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie: 'lang=en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm this e-mail address');
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(await verifiedAt(patient.id)).toBeNull();

    const hi = await pages.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie: 'lang=hi' } });
    expect(hi.body).toContain('इस ई-मेल पते की पुष्टि करें');
    expect(await verifiedAt(patient.id)).toBeNull();

    const fields = Object.fromEntries(link.searchParams);
    // Its first character changed (to another one: a signature may begin with 'x').
    const sig = fields.sig!;
    const tampered = await post('lang=en', { ...fields, sig: `${sig.startsWith('x') ? 'y' : 'x'}${sig.slice(1)}` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This confirmation link is not valid');
    expect(await verifiedAt(patient.id)).toBeNull();

    const done = await post('lang=en', fields);
    expect(done.statusCode, done.body.slice(0, 2000)).toBe(200);
    expect(done.body).toContain('your e-mail address is confirmed');
    expect(await verifiedAt(patient.id)).not.toBeNull();
  });

  it('the profile shows an unconfirmed address as such, with "Resend the confirmation"; a confirmed one without it', async () => {
    const { cookie } = await env.signInPatient({ email: 'asha@example.com', emailVerified: false });
    const page = await pages.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `${cookie}; lang=en` } });
    expect(page.statusCode).toBe(200);
    // The catalog travels with the page: look for the rendered control.
    expect(page.body).toMatch(/data-email-unverified[^]*Not confirmed yet[^]*Resend the confirmation<\/button>/);
    const confirmed = await env.signInPatient({ email: 'ravi@example.com' });
    const other = await pages.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `${confirmed.cookie}; lang=hi` } });
    expect(other.body).not.toContain('data-email-unverified');
    expect(other.body).toContain('(पुष्टि हो गई)');
  });
});
