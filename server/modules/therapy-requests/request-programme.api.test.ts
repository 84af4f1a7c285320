/**
 * The desk makes a patient's therapy request into a programme (decision 0076): proposed with the
 * therapy once a day, the request closed and linked, then booked through the one accept path; a
 * request becomes one programme even when two desks press at once; a therapy that needs a doctor's
 * prescription is refused by the scheduler's own rule, now and at acceptance.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../db/programme-factories.ts';
import { programmes, therapyRequests, therapySettings } from '../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** A room and a therapist for Shirodhara, a patient's open request for it (mornings), and the desk. */
async function requested(name = 'Asha Verma', phone = '9000000041') {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  await createRoom(db(), { capabilities: ['shirodhara-table'] });
  await createTherapist(db(), { name: `Lata ${Math.random()}` });
  const patient = await env.signInPatient({ name });
  const asked = await call('POST', '/api/therapy-requests', patient.cookie, {
    therapySlug: 'shiro-dhara',
    timeBand: 'morning',
    note: 'Sleepless nights.',
  });
  expect(asked.status).toBe(201);
  const [row] = await db().select().from(therapyRequests).where(eq(therapyRequests.patientId, patient.patient.id));
  const desk = await env.signInStaff('reception', { phone });
  return { patient, desk, requestId: row!.id };
}
const make = (cookie: string, id: string, body: unknown, locale = 'en') =>
  call('POST', `/api/staff/therapy-requests/${id}/programme`, cookie, body, locale);
const THREE_DAYS = { startDate: '2026-12-01', sessions: 3, patientGender: 'female' };

describe('a therapy request made into a programme at the desk', () => {
  it('proposes the therapy once a day from the first day, closes the request, and the desk books it on the programme page', async () => {
    const { patient, desk, requestId } = await requested();
    const made = await make(desk.cookie, requestId, THREE_DAYS);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('Programme made: book its sessions and take the deposit on its page.');
    const [programme] = await db().select().from(programmes).where(eq(programmes.id, made.body.data.programmeId));
    expect(programme).toMatchObject({
      patientId: patient.patient.id,
      requestId,
      status: 'proposed',
      startDate: '2026-12-01',
      timeBand: 'morning',
      patientGender: 'female',
      notes: 'Sleepless nights.',
      price: 6000, // 3 x Rs 2,000
      consultationId: null,
    });
    expect(programme!.plan).toEqual([1, 2, 3].map((day) => ({ day, therapies: ['shiro-dhara'] })));
    const [request] = await db().select().from(therapyRequests).where(eq(therapyRequests.id, requestId));
    expect(request).toMatchObject({ status: 'done', resolvedBy: expect.any(String) });
    // The accept path proposes its sessions: three mornings, one a day.
    const proposal = await call('GET', `/api/staff/programmes/${programme!.id}/proposal`, desk.cookie);
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
    const sessions = proposal.body.data.sessions as Json[];
    expect(sessions.map((s) => s.day)).toEqual([1, 2, 3]);
    const accepted = await call('POST', `/api/staff/programmes/${programme!.id}/accept`, desk.cookie, {
      sessions: sessions.map((s) => ({
        day: s.day,
        therapySlug: s.therapySlug,
        startsAt: s.startsAt,
        roomId: s.roomId,
        therapistIds: s.therapistIds,
      })),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // Closed now: a second conversion is refused.
    const again = await make(desk.cookie, requestId, THREE_DAYS);
    expect(again).toMatchObject({ status: 409, body: { message: 'This request is already closed.' } });
  });

  it('makes one programme of a request when two desks press at once', async () => {
    const { requestId } = await requested('Bina Rao', '9000000042');
    const other = await env.signInStaff('reception', { phone: '9000000043' });
    const first = await env.signInStaff('admin', { phone: '9000000044' });
    const answers = await Promise.all([make(first.cookie, requestId, THREE_DAYS), make(other.cookie, requestId, THREE_DAYS)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await db().select().from(programmes).where(eq(programmes.requestId, requestId))).toHaveLength(1);
  });

  it("refuses a therapy that needs a doctor's prescription, now and when a programme made before is accepted", async () => {
    const { desk, requestId } = await requested('Kiran Das', '9000000045');
    const made = await make(desk.cookie, requestId, THREE_DAYS);
    expect(made.status).toBe(200);
    // The clinic decides Shirodhara needs a doctor first (therapy settings).
    await db().update(therapySettings).set({ needsPrescription: true }).where(eq(therapySettings.therapySlug, 'shiro-dhara'));
    const proposal = await call('GET', `/api/staff/programmes/${made.body.data.programmeId}/proposal`, desk.cookie);
    expect(proposal.status).toBe(422);
    expect(proposal.body.message).toBe(
      "Shiro Dhara needs a doctor's prescription: a doctor prescribes the programme after a consultation.",
    );
    // Nor can a patient ask for it any more: they book a consultation first.
    const patient = await env.signInPatient({ name: 'Meena Sahu' });
    const asked = await call('POST', '/api/therapy-requests', patient.cookie, { therapySlug: 'shiro-dhara', timeBand: 'any' });
    expect(asked.status).toBe(422);
  });

  it('answers bad input per field, in both languages, and an unknown request with 404', async () => {
    const { desk, requestId } = await requested('Ravi Kumar', '9000000047');
    const bad = await make(desk.cookie, requestId, { startDate: '2026-13-01', sessions: 0 }, 'hi');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['patientGender', 'sessions', 'startDate']);
    expect(bad.body.errors.sessions).toBe('दिनों की संख्या 1 से 21 तक दें।');
    const missing = await make(desk.cookie, '00000000-0000-4000-8000-000000000000', THREE_DAYS);
    expect(missing.status).toBe(404);
    expect((await db().select().from(therapyRequests).where(eq(therapyRequests.id, requestId)))[0]!.status).toBe('open');
  });
});
