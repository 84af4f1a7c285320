/**
 * The admin's doctor form, through the real API: fees and experience are whole numbers (an empty
 * list or a blank is refused, never read as 0), and a photo is one of our own uploads (decision 0012).
 */
import { describe, expect, it } from 'vitest';
import { CONSULTATION_TYPES } from '@core/constants';
import { DoctorFormSchema } from '@core/schemas/staff/staff';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const fees = Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, 500]));
const form = {
  name: 'Dr. Input',
  specialization: ['Panchakarma'],
  department: ['Glaucoma'],
  experience: 3,
  qualification: 'BAMS',
  fees,
  active: true,
};

async function create(cookie: string, body: unknown) {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/staff/doctors',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('doctor form input', () => {
  it('refuses a fee or experience that is not a whole number, instead of reading it as 0', async () => {
    const { cookie } = await env.signInStaff('admin');
    const type = CONSULTATION_TYPES[0];
    for (const bad of [[], ' ', '', null, true, '5e2', '12.5', -1, '0x10', { n: 1 }]) {
      const res = await create(cookie, { ...form, fees: { ...fees, [type]: bad } });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.body.errors?.[`fees.${type}`] ?? res.body.errors?.fees).toBe('Enter a fee in whole rupees');
    }
    for (const bad of [[], ' ', '']) expect((await create(cookie, { ...form, experience: bad })).status).toBe(400);
    const ok = await create(cookie, { ...form, experience: ' 4 ', fees: { ...fees, [type]: ' 800 ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.doctor).toMatchObject({ experience: 4, fees: { [type]: 800 } });
    expect((await create(cookie, { ...form, fees: { ...fees, [type]: 0 } })).status).toBe(200);
  });

  it('keeps only our own uploaded photos', async () => {
    const { cookie } = await env.signInStaff('admin');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'https://evil.example/x.png',
      '//evil.example/x.webp',
      '/api/uploads/../.session-secret',
      '/api/uploads/abc.webp',
      ' ',
    ]) {
      const res = await create(cookie, { ...form, profileImage: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.errors?.profileImage).toBe('Upload the photo here; links to other sites are not accepted');
    }
    const own = `/api/uploads/${'a1'.repeat(16)}.webp`;
    const ok = await create(cookie, { ...form, profileImage: own });
    expect(ok.status).toBe(200);
    expect(ok.body.data.doctor.profileImage).toBe(own);
    for (const none of [null, '']) expect((await create(cookie, { ...form, profileImage: none })).body.data.doctor.profileImage).toBeNull();
  });

  it('the browser form uses the same rules (shared schema)', () => {
    const type = CONSULTATION_TYPES[0];
    expect(DoctorFormSchema.safeParse({ ...form, fees: { ...fees, [type]: '' } }).success).toBe(false);
    expect(DoctorFormSchema.safeParse({ ...form, profileImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(DoctorFormSchema.safeParse({ ...form, fees: { ...fees, [type]: '700' } }).data?.fees[type]).toBe(700);
  });
});
