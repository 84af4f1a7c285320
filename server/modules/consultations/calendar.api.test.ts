import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultationWindow, googleCalendarUrl } from '@core/consultations/calendar-link';
import { consultations } from '@server/db/schema';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const ics = (id: string, cookie = '') =>
  env.app.inject({ method: 'GET', url: `/api/consultations/${id}/calendar.ics`, headers: { cookie } });
const line = (body: string, name: string) =>
  body
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

async function booked(over: Record<string, unknown> = {}) {
  const scenario = await bookingScenario(env);
  const owner = await env.signInPatient({ name: 'Asha Verma', email: 'asha@example.com' });
  const res = await scenario.book(owner.cookie, over);
  expect(res.statusCode).toBe(201);
  return { ...scenario, owner, id: res.json().data._id as string };
}

describe('GET /api/consultations/:id/calendar.ics', () => {
  it('gives the owner an .ics download with the slot, the clinic address and the e-mailed invitation UID', async () => {
    const { owner, id } = await booked();
    const res = await ics(id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="consultation-${id}.ics"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(line(body, 'METHOD')).toBe('PUBLISH');
    expect(line(body, 'UID')).toBe(`${id}@sarona-ayurveda`);
    expect(line(body, 'DTSTART')).toBe('20261123T043000Z');
    expect(line(body, 'DTEND')).toBe('20261123T050000Z');
    // Held for payment: the slot is not the patient's yet (decision 0036).
    expect(line(body, 'STATUS')).toBe('TENTATIVE');
    expect(body.replace(/\r\n /g, '')).toContain('LOCATION:Sarona Ayurveda\\, Near Sarona Chowk\\, Sarona\\, Raipur');
    // The same UID as the invitation e-mailed at booking, so a calendar updates one event.
    await env.deliverNotices();
    const mailed = env.emailOutbox()[0]?.attachments?.[0]?.content ?? '';
    expect(line(mailed, 'UID')).toBe(line(body, 'UID'));
  });

  it('is STATUS:TENTATIVE while held for payment (file and invitation), CONFIRMED once paid', async () => {
    const { owner, id } = await booked();
    expect(line((await ics(id, owner.cookie)).body, 'STATUS')).toBe('TENTATIVE');
    await env.deliverNotices();
    expect(line(env.emailOutbox()[0]?.attachments?.[0]?.content ?? '', 'STATUS')).toBe('TENTATIVE');
    await env.database.db
      .update(consultations)
      .set({ paymentStatus: 'paid', status: 'confirmed', holdExpiresAt: null })
      .where(eq(consultations.id, id));
    expect(line((await ics(id, owner.cookie)).body, 'STATUS')).toBe('CONFIRMED');
  });

  it('carries the new time and a higher SEQUENCE after a reschedule', async () => {
    const { owner, id } = await booked();
    const before = (await ics(id, owner.cookie)).body;
    env.clock.now = new Date(env.clock.now!.getTime() + 5 * 60_000);
    const moved = await env.app.inject({
      method: 'POST',
      url: `/api/consultations/${id}/reschedule`,
      headers: { cookie: owner.cookie },
      payload: { date: '2026-11-24', timeSlot: '11:30' },
    });
    expect(moved.statusCode).toBe(200);
    const after = (await ics(id, owner.cookie)).body;
    expect(line(after, 'DTSTART')).toBe('20261124T060000Z');
    expect(Number(line(after, 'SEQUENCE'))).toBeGreaterThan(Number(line(before, 'SEQUENCE')));
    expect(line(after, 'UID')).toBe(line(before, 'UID'));
  });

  it('answers METHOD:CANCEL and STATUS:CANCELLED once cancelled', async () => {
    const { owner, id } = await booked();
    const before = (await ics(id, owner.cookie)).body;
    env.clock.now = new Date(env.clock.now!.getTime() + 60_000);
    expect(
      (await env.app.inject({ method: 'POST', url: `/api/consultations/${id}/cancel`, headers: { cookie: owner.cookie }, payload: {} }))
        .statusCode,
    ).toBe(200);
    const body = (await ics(id, owner.cookie)).body;
    expect(line(body, 'METHOD')).toBe('CANCEL');
    expect(line(body, 'STATUS')).toBe('CANCELLED');
    expect(Number(line(body, 'SEQUENCE'))).toBeGreaterThan(Number(line(before, 'SEQUENCE')));
  });

  it("is 404 for someone else's consultation, an anonymous caller, another doctor and an unknown id", async () => {
    const { id, doctor } = await booked();
    const other = await env.signInPatient();
    for (const cookie of [other.cookie, '']) {
      const res = await ics(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Consultation not found' });
    }
    const hi = await env.app.inject({
      method: 'GET',
      url: `/api/consultations/${id}/calendar.ics`,
      headers: { cookie: other.cookie, 'accept-language': 'hi' },
    });
    expect(hi.json()).toMatchObject({ success: false, message: 'परामर्श नहीं मिला' });
    const otherDoctor = await env.signInStaff('doctor', { doctorId: null });
    expect((await ics(id, otherDoctor.cookie)).statusCode).toBe(404);
    expect((await ics('ZZZZZZZZZZZZZZZZZZZZ', other.cookie)).statusCode).toBe(404);
    // Staff who reach it (the desk, the consultation's doctor) get it.
    expect((await ics(id, (await env.signInStaff('reception')).cookie)).statusCode).toBe(200);
    expect((await ics(id, (await env.signInStaff('doctor', { doctorId: doctor.id })).cookie)).statusCode).toBe(200);
  });

  it('uses the video room for an online consultation, and matches the Google link times', async () => {
    const { owner, id } = await booked({ mode: 'online' });
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, id));
    const body = (await ics(id, owner.cookie)).body.replace(/\r\n /g, '');
    expect(line(body, 'LOCATION')).toContain(row?.videoRoom ?? 'no room');
    const { start, end } = consultationWindow(NEXT_MONDAY, '10:00');
    const dates = new URL(googleCalendarUrl({ title: 't', details: '', location: '', start, end })).searchParams.get('dates');
    expect(dates).toBe(`${line(body, 'DTSTART')}/${line(body, 'DTEND')}`);
  });
});
