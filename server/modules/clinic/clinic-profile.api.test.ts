import { describe, expect, it } from 'vitest';
import { weeklyFromSingle } from '@core/hours';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { onPublicDataChange } from '@server/cache/public-data';
import { upiPayUri } from '@server/modules/payments/upi-qr';
import { clinicProfile } from './clinic-profile.server';
import { seed } from '@server/db/seed';

import { listAudit } from '@server/audit/audit.server';

const env = await setupTestApp();

const edited: ClinicProfile = {
  ...DEFAULT_CLINIC_PROFILE,
  name: { en: 'Vaidya Health Clinic', hi: 'वैद्य हेल्थ क्लिनिक' },
  phone: '+919812345678',
  whatsapp: '',
  email: 'hello@vaidya.example',
  // Saturday stays open: the scenario's doctor works Monday to Saturday, 10:00 to 17:00 (decision 0057).
  hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '10:00', close: '17:30' }),
  holidays: [{ date: '2030-03-04', name: { en: 'Holi', hi: 'होली' } }],
  social: { facebook: 'https://www.facebook.com/vaidyahealth', instagram: '', youtube: '' },
  upiId: 'vaidya@okaxis',
  upiPayeeName: 'Vaidya Health',
  fees: { 'General Consultation': 600, 'Follow-up': 350, 'Specific Treatment': 900 },
};

const put = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'PUT', url: '/api/staff/clinic-profile', headers: { cookie, ...headers }, payload: payload as object });

describe('clinic profile', () => {
  it('starts from the defaults; staff read it, only the admin changes it', async () => {
    const reception = await env.signInStaff('reception');
    const read = await env.app.inject({ method: 'GET', url: '/api/staff/clinic-profile', headers: { cookie: reception.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.profile).toEqual(DEFAULT_CLINIC_PROFILE);
    expect((await put(reception.cookie, edited)).statusCode).toBe(403);
    const patient = await env.signInPatient();
    expect((await put(patient.cookie, edited)).statusCode).toBe(403);
    expect((await env.app.inject({ method: 'PUT', url: '/api/staff/clinic-profile', payload: edited })).statusCode).toBe(401);
  });

  it('an admin edit is what SMS, the UPI QR and the next page read at once, with an audit entry', async () => {
    const admin = await env.signInStaff('admin');
    expect((await clinicProfile(env.ctx)).name.en).toBe('Sarona Ayurveda'); // cached now
    let told = 0;
    const stop = onPublicDataChange(env.database.db, () => told++);

    const res = await put(admin.cookie, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Clinic profile saved', data: { profile: edited } });

    // The cache is invalidated on this instance, and the page cache was told.
    expect(await clinicProfile(env.ctx)).toEqual(edited);
    expect(told).toBeGreaterThan(0);
    stop();
    expect(upiPayUri(await clinicProfile(env.ctx), { id: 'ABCDEFGHJKMNPQRSTVWX', amount: 600 })).toMatch(
      /^upi:\/\/pay\?pa=vaidya%40okaxis&pn=Vaidya%20Health&am=600\.00/,
    );

    await env.app.inject({
      method: 'POST',
      url: '/api/auth/sendOtp',
      headers: { 'accept-language': 'hi' },
      payload: { contact: '9812300001', name: 'Asha', email: '' },
    });
    expect(env.smsOutbox().at(-1)?.body).toContain('वैद्य हेल्थ क्लिनिक');

    const audit = await listAudit(env.ctx, { entity: 'clinic' });
    expect(audit[0]).toMatchObject({ action: 'clinic.update', entity: 'clinic', after: { upiId: 'vaidya@okaxis' } });
  });

  it('closes the booking calendar on a holiday at once: no free slot, a booking is refused', async () => {
    const { doctor, book } = await bookingScenario(env);
    const admin = await env.signInStaff('admin');
    const free = async () =>
      (await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}` })).json()
        .data;
    expect((await free()).days[0].slots).not.toEqual([]); // read (and cached) before the edit
    expect((await put(admin.cookie, { ...edited, holidays: [{ date: NEXT_MONDAY, name: { en: 'Holi', hi: 'होली' } }] })).statusCode).toBe(
      200,
    );
    const after = await free();
    expect(after.days[0].slots).toEqual([]);
    expect(after.leaves).toContain(NEXT_MONDAY);
    const { cookie } = await env.signInPatient();
    const res = await book(cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses bad values with a clear 400 in both languages, naming the field', async () => {
    const admin = await env.signInStaff('admin');
    const bad = (patch: Partial<ClinicProfile>, lang = 'en') => put(admin.cookie, { ...edited, ...patch }, { 'accept-language': lang });

    // The network's bare home page is not the clinic's page.
    const home = await bad({ social: { ...edited.social, instagram: 'https://www.instagram.com/' } });
    expect(home.statusCode).toBe(400);
    expect(home.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Enter the https link of the clinic’s own page'),
    });
    const hi = await bad({ social: { ...edited.social, youtube: 'http://youtube.com/@clinic' } }, 'hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json().message).toContain('क्लिनिक के अपने पेज');

    for (const patch of [
      { phone: '98123' },
      { upiId: 'not a upi id' },
      { email: 'nope' },
      { hours: weeklyFromSingle({ days: [], open: '09:00', close: '18:00' }) },
      { hours: weeklyFromSingle({ days: [1], open: '18:00', close: '09:00' }) },
      { address: { ...edited.address, postalCode: '4920' } },
      { geo: { lat: 123, lng: 81 } },
      { googleMapsUrl: 'https://evil.example/maps' },
      { name: { en: 'Vaidya', hi: '' } },
    ] satisfies Partial<ClinicProfile>[]) {
      const res = await bad(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await clinicProfile(env.ctx)).toEqual(DEFAULT_CLINIC_PROFILE);
  });
});

describe('the demo clinic', () => {
  it("can go back to the clinic's hours after a change: the demo's doctors and therapists work within them", async () => {
    await seed(env.database.db, { demo: true });
    const admin = await env.signInStaff('admin');
    const read = await env.app.inject({ method: 'GET', url: '/api/staff/clinic-profile', headers: { cookie: admin.cookie } });
    const profile = read.json().data.profile as ClinicProfile;
    const longer = { ...profile, hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }) };
    const origin = { origin: 'http://localhost:3000' };
    expect((await put(admin.cookie, longer, origin)).statusCode).toBe(200);
    // Back to 9-6: the staff's hours are checked against them (decision 0057).
    const back = await put(admin.cookie, { ...profile, hours: DEFAULT_CLINIC_PROFILE.hours }, origin);
    expect(back.statusCode, back.body).toBe(200);
  });
});
