/**
 * The therapy page's side of therapy requests: its loader reads how the therapy is given, its
 * action (the form without JavaScript, or through a fetcher) saves a request as the API does, and
 * My Appointments lists the patient's open requests.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { ensureTherapySettings } from '@server/db/programme-factories';
import { therapyRequests } from '@server/db/schema';
import { resolveSignIn } from '@server/modules/auth/sign-ins';
import { action as serviceAction, loader as serviceLoader } from '~/routes/site/service';
import { loader as appointmentsLoader } from '~/routes/patient/appointments';

const env = await setupTestApp();
const db = () => env.database.db;

type Who = Awaited<ReturnType<typeof resolveSignIn>>;
async function identity(token: string) {
  const found = await resolveSignIn(env.ctx, token);
  if (!found) throw new Error('no session');
  return found;
}
const context = (who: Who, locale: 'en' | 'hi' = 'en') => ({
  ctx: env.ctx,
  identity: who,
  locale,
  nonce: '',
  ip: '10.1.2.3',
  requestId: 'test',
});
type Args<L extends (...args: never[]) => unknown> = Parameters<L>[0];

function post(who: Who, slug: string, fields: Record<string, string>, locale: 'en' | 'hi' = 'en') {
  const request = new Request(`http://x/services/${slug}`, { method: 'POST', body: new URLSearchParams(fields) });
  return serviceAction({ request, context: context(who, locale), params: { serviceId: slug } } as unknown as Args<typeof serviceAction>);
}
/** A data() answer's status and body, or a thrown redirect's status and location. */
async function outcome(run: () => Promise<unknown>) {
  try {
    const value = (await run()) as { type?: string; init?: { status?: number }; data?: unknown };
    if (value && value.type === 'DataWithResponseInit') return { status: value.init?.status ?? 200, body: value.data };
    return { status: 200, body: value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    throw error;
  }
}

describe('/services/:serviceId', () => {
  it('tells how the therapy is given, and whether a consultation comes first', async () => {
    await ensureTherapySettings(db());
    const load = (slug: string) =>
      serviceLoader({
        request: new Request(`http://x/services/${slug}`),
        context: context(null),
        params: { serviceId: slug },
      } as unknown as Args<typeof serviceLoader>);
    expect((await load('abhyanga')).facts).toEqual({ sessionMinutes: 60, price: 1800, therapistCount: 2, needsPrescription: false });
    expect((await load('vamana')).facts).toMatchObject({ needsPrescription: true });
  });

  it("saves a signed-in patient's request from the form; visitors sign in first; refusals come back in the page's language", async () => {
    await ensureTherapySettings(db());
    const { token } = await env.signInPatient();
    const who = await identity(token);
    expect(await outcome(() => post(who, 'abhyanga', { timeBand: 'evening', note: 'Weekends' }))).toEqual({
      status: 200,
      body: { ok: true, message: 'Request sent. The clinic will call you to arrange the sessions.' },
    });
    expect(await db().select().from(therapyRequests)).toEqual([expect.objectContaining({ therapySlug: 'abhyanga', timeBand: 'evening' })]);

    const again = await outcome(() => post(who, 'abhyanga', { timeBand: 'any' }, 'hi'));
    expect(again).toMatchObject({ status: 409, body: { ok: false, message: 'आप यह थेरेपी पहले ही माँग चुके हैं। क्लिनिक आपको फ़ोन करेगा।' } });
    expect(await outcome(() => post(who, 'vamana', { timeBand: 'any' }))).toMatchObject({ status: 422 });
    expect(await outcome(() => post(who, 'shiro-dhara', { timeBand: 'night' }))).toMatchObject({
      status: 400,
      body: { message: 'Choose a preferred time.' },
    });
    expect(await outcome(() => post(null, 'abhyanga', { timeBand: 'any' }))).toEqual({
      status: 302,
      location: '/auth?redirectTo=%2Fservices%2Fabhyanga',
    });
    expect(await db().select().from(therapyRequests)).toHaveLength(1);

    const appointments = await appointmentsLoader({
      request: new Request('http://x/appointments'),
      context: context(who, 'hi'),
      params: {},
    } as unknown as Args<typeof appointmentsLoader>);
    expect(appointments.therapyRequests).toEqual([expect.objectContaining({ therapy: 'अभ्यंग', timeBand: 'evening' })]);
  });
});
