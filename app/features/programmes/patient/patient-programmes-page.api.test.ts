/**
 * The page side of the patient's programmes: the deposit page's loader and UTR action and My
 * Appointments' "Ask to move" action answer like the API (same schemas and services): someone
 * else's programme or session is a 404, bad input a 400 with the field's message, nothing thrown.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../../server/db/programme-factories.ts';
import { createPatientProgramme } from '../../../../server/db/patient-programme-factories.ts';
import { programmes, sessionMoveRequests } from '../../../../server/db/schema/index.ts';
import { bookSession } from '../../../../server/modules/programmes/sessions/sessions.server.ts';
import type { AppLoadContextValue } from '../../../load-context.ts';
import { depositAction, loadDepositPage, moveRequestAction } from './patient-programmes.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;

function context(patient: { id: string } | null, locale: 'en' | 'hi' = 'en'): AppLoadContextValue {
  const identity = patient ? ({ kind: 'patient', patient, sessionId: 'x' } as unknown as AppLoadContextValue['identity']) : null;
  return { ctx: env.ctx, identity, locale, nonce: '', ip: '203.0.113.9', requestId: 'test' };
}
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string) => new Request(`http://localhost:3000${path}`);
/** The status and body of an action's answer (`data(...)` or a plain object). */
function outcome(result: unknown): { status: number; body: Record<string, unknown> } {
  const withInit = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (withInit?.type === 'DataWithResponseInit')
    return { status: withInit.init?.status ?? 200, body: withInit.data as Record<string, unknown> };
  return { status: 200, body: result as Record<string, unknown> };
}
async function thrownStatus(work: Promise<unknown>): Promise<number> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  // A Response thrown by the loader, or a domain error the page bridge answers with its status (decision 0047).
  const e = error as { init?: ResponseInit | null; status?: number; statusCode?: number };
  return e?.init?.status ?? e?.status ?? e?.statusCode ?? 0;
}

async function scenario() {
  env.clock.now = new Date('2026-11-30T04:00:00Z');
  await ensureTherapySettings(db());
  const a = await env.signInPatient({ name: 'Asha' });
  const b = await env.signInPatient({ name: 'Bina' });
  const programme = await createPatientProgramme(db(), { patientId: a.patient.id, price: 9000 });
  const session = await bookSession(env.ctx, {
    therapySlug: 'swedana',
    patientId: a.patient.id,
    roomId: (await createRoom(db())).id,
    therapistIds: [(await createTherapist(db())).id],
    startsAt: new Date('2026-12-01T05:00:00Z'),
    programmeId: programme.id,
  });
  return { a: a.patient, b: b.patient, programme, session };
}

describe('the deposit page', () => {
  it('loads the QR for the owner while the deposit is due, and is a 404 for anyone else', async () => {
    const { a, b, programme } = await scenario();
    const page = await loadDepositPage({ context: context(a), request: get(`/programme/${programme.id}/deposit`), id: programme.id });
    expect(page).toMatchObject({ payable: true, amounts: { deposit: 2300, depositStatus: 'due' }, qrFailed: false });
    expect(page.payment?.upiUri).toMatch(/^upi:\/\/pay\?.*am=2300\.00/);
    expect(await thrownStatus(loadDepositPage({ context: context(b), request: get('/x'), id: programme.id }))).toBe(404);
    expect(await thrownStatus(loadDepositPage({ context: context(a), request: get('/x'), id: 'not-an-id' }))).toBe(404);
  });

  it('claims with a UTR; a bad UTR is a 400 at the field (Hindi too); another patient gets a 404', async () => {
    const { a, b, programme } = await scenario();
    const bad = outcome(await depositAction({ request: post('/', { utr: '12' }), context: context(a, 'hi'), id: programme.id }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ utr: 'कृपया 12 अंकों का UTR लिखें (केवल अंक)।' });
    const other = outcome(await depositAction({ request: post('/', { utr: '412345678901' }), context: context(b), id: programme.id }));
    expect(other.status).toBe(404);
    const ok = outcome(await depositAction({ request: post('/', { utr: '412345678901' }), context: context(a), id: programme.id }));
    expect(ok.body).toMatchObject({ ok: true });
    const [row] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row!.depositStatus).toBe('claimed');
  });
});

describe("My Appointments' move request", () => {
  it('records the request once; a malformed or foreign session id is a 404, never thrown', async () => {
    const { a, b, session } = await scenario();
    const ask = (who: { id: string }, sessionId: string) =>
      moveRequestAction({ request: post('/appointments', { sessionId, note: 'Evenings' }), context: context(who) }).then(outcome);
    expect((await ask(a, session.id)).body).toMatchObject({ ok: true, sessionId: session.id });
    expect((await ask(a, session.id)).status).toBe(409);
    expect((await ask(b, session.id)).status).toBe(404);
    expect(await ask(a, 'nonsense')).toMatchObject({ status: 404, body: { ok: false, message: 'Session not found.' } });
    expect(await db().select().from(sessionMoveRequests)).toHaveLength(1);
  });
});
