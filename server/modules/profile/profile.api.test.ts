import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDoctor } from '@server/db/factories';
import { consultations, feedback, patients, signIns } from '@server/db/schema';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

function lastCode(phone: string): string {
  const code = env
    .smsOutbox()
    .filter((m) => m.to === phone)
    .at(-1)
    ?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function bookedConsultation(patient: { id: string; name: string; contact: string | null; email: string | null }, id: string) {
  const doctor = await createDoctor(env.database.db);
  if (!doctor) throw new Error('doctor not created');
  await env.database.db.insert(consultations).values({
    id,
    patientId: patient.id,
    name: patient.name,
    contact: patient.contact,
    email: patient.email,
    doctorId: doctor.id,
    doctorName: doctor.name,
    consultationType: 'General Consultation',
    department: 'Skin & Hair',
    date: '2026-11-10',
    timeSlot: '10:00',
    symptoms: 'Dry skin',
    amount: 500,
    status: 'completed',
    paymentStatus: 'paid',
    prescription: { medicines: [{ name: 'Triphala', dosage: '1 tsp', duration: '2 weeks' }], instructions: 'Warm water' },
  });
  await env.database.db.insert(feedback).values({
    consultationId: id,
    patientId: patient.id,
    doctorId: doctor.id,
    ratings: [{ question: 'overall', rating: 9 }],
    comments: 'Very good',
  });
  return doctor;
}

describe('profile', () => {
  it('needs a signed-in patient', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    const staff = await env.signInStaff('reception');
    expect((await call('GET', '/api/profile', staff.cookie)).statusCode).toBe(403);
  });

  it('shows and edits name, e-mail and age with the shared schema', async () => {
    const { cookie, patient } = await env.signInPatient({ name: 'Meena', email: null });
    const get = await call('GET', '/api/profile', cookie);
    expect(get.json().data).toMatchObject({ user: { _id: patient.id, name: 'Meena', email: null, age: null }, consentVersion: '2026-11' });

    const bad = await call('PATCH', '/api/profile', cookie, { name: ' ', email: 'x@', age: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      age: 'Age must be a whole number from 1 to 120',
    });

    const ok = await call('PATCH', '/api/profile', cookie, {
      name: 'Meena Sahu',
      email: 'meena@example.com',
      age: '52',
      contact: '9000000000',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Profile updated successfully',
      data: { user: { name: 'Meena Sahu', email: 'meena@example.com', age: 52, contact: patient.contact } },
    });
    // Clearing e-mail and age.
    const cleared = await call('PATCH', '/api/profile', cookie, { name: 'Meena Sahu', email: '', age: '' });
    expect(cleared.json().data.user).toMatchObject({ email: null, age: null });
    // The session now shows the new name.
    const check = await call('GET', '/api/auth/check', cookie);
    expect(check.json().data.user.name).toBe('Meena Sahu');
  });

  it('changes the phone number only with a code sent to the new number', async () => {
    const { cookie, patient } = await env.signInPatient({ contact: '9811100001' });
    const other = await env.signInPatient({ contact: '9811100002' });
    expect((await call('POST', '/api/profile/phone/sendOtp', cookie, { contact: '9811100001' })).json().message).toBe(
      'This is already your phone number',
    );
    // Whether another account uses a number is told only to someone holding its code (decision 0011).
    const otherContact = other.patient.contact as string;
    const probe = await call('POST', '/api/profile/phone/sendOtp', cookie, { contact: otherContact });
    expect(probe.statusCode).toBe(200);
    expect((await call('POST', '/api/profile/phone', cookie, { contact: otherContact, otp: '000000' })).json().message).toMatch(
      /^Invalid OTP/,
    );
    const taken = await call('POST', '/api/profile/phone', cookie, { contact: otherContact, otp: lastCode(otherContact) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This number is already used by another account');
    env.clock.now = new Date(Date.now() + 61_000);

    const send = await call('POST', '/api/profile/phone/sendOtp', cookie, { contact: '9811100003' });
    expect(send.statusCode).toBe(200);
    expect(env.smsOutbox().at(-1)).toMatchObject({ to: '9811100003' });
    const code = lastCode('9811100003');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', '/api/profile/phone', cookie, { contact: '9811100003', otp: wrongCode })).statusCode).toBe(400);
    const res = await call('POST', '/api/profile/phone', cookie, { contact: '9811100003', otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.contact).toBe('9811100003');
    const [row] = await env.database.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row?.contact).toBe('9811100003');
  });

  it('exports profile, consultations and feedback as a JSON download', async () => {
    const { cookie, patient } = await env.signInPatient({ name: 'Lata', email: 'lata@example.com', age: 60 });
    await bookedConsultation(patient, 'C0NSULTAT10NEXP0RT01');
    const res = await call('GET', '/api/profile/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sarona-ayurveda-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json().data;
    expect(data.profile).toMatchObject({ _id: patient.id, name: 'Lata', email: 'lata@example.com', age: 60, consentVersion: '2026-11' });
    expect(data.consultations).toHaveLength(1);
    expect(data.consultations[0]).toMatchObject({
      _id: 'C0NSULTAT10NEXP0RT01',
      symptoms: 'Dry skin',
      amount: 500,
      prescription: { instructions: 'Warm water' },
    });
    expect(data.feedback).toEqual([expect.objectContaining({ consultationId: 'C0NSULTAT10NEXP0RT01', additionalComments: 'Very good' })]);
    // Someone else's export does not include them.
    const stranger = await env.signInPatient();
    expect((await call('GET', '/api/profile/export', stranger.cookie)).json().data.consultations).toEqual([]);
  });

  it('deletes the account with a fresh code: personal data gone, records anonymised, sessions ended', async () => {
    const { cookie, patient } = await env.signInPatient({ name: 'Gopal', contact: '9811100010', email: 'gopal@example.com', age: 45 });
    const second = await env.signInPatient({ contact: '9811100099' });
    // A second session of the same patient.
    const { createSignIn } = await import('@server/modules/auth/sign-ins');
    const other = await createSignIn(env.ctx, { kind: 'patient', patientId: patient.id });
    await bookedConsultation(patient, 'C0NSULTAT10NDELETE01');

    const noCode = await call('DELETE', '/api/profile', cookie, { otp: '123456' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('No active code for this number. Please request a new OTP.');
    // A sign-in code is not a deletion code.
    await env.app.inject({ method: 'POST', url: '/api/auth/sendOtp', payload: { name: 'Gopal', contact: '9811100010' } });
    const signinCode = lastCode('9811100010');
    expect((await call('DELETE', '/api/profile', cookie, { otp: signinCode })).statusCode).toBe(400);

    env.clock.now = new Date(Date.now() + 61_000);
    const send = await call('POST', '/api/profile/delete/sendOtp', cookie, {});
    expect(send.statusCode).toBe(200);
    expect(env.smsOutbox().at(-1)?.body).toMatch(/code to delete your account/);
    const res = await call('DELETE', '/api/profile', cookie, { otp: lastCode('9811100010') });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted');

    const [row] = await env.database.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row).toMatchObject({ name: 'Deleted patient', contact: null, email: null, age: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [c] = await env.database.db.select().from(consultations).where(eq(consultations.id, 'C0NSULTAT10NDELETE01'));
    expect(c).toMatchObject({
      name: 'Deleted patient',
      contact: null,
      email: null,
      amount: 500,
      status: 'completed',
      paymentStatus: 'paid',
      symptoms: 'Dry skin',
    });
    expect(c?.prescription?.medicines[0]?.name).toBe('Triphala');
    const left = await env.database.db.select().from(signIns).where(eq(signIns.patientId, patient.id));
    expect(left).toHaveLength(0);
    expect((await call('GET', '/api/auth/check', cookie)).statusCode).toBe(401);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { authorization: `Bearer ${other.token}` } })).statusCode,
    ).toBe(401);
    // Other patients are untouched.
    expect((await call('GET', '/api/auth/check', second.cookie)).statusCode).toBe(200);
    // The number is free to register again, as a new account.
    env.clock.now = new Date(Date.now() + 122_000);
    await env.app.inject({ method: 'POST', url: '/api/auth/sendOtp', payload: { name: 'Gopal', contact: '9811100010' } });
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      payload: { name: 'Gopal', contact: '9811100010', otp: lastCode('9811100010'), consent: true },
    });
    expect(again.json().data).toMatchObject({ registered: false });
    expect(again.json().data.user._id).not.toBe(patient.id);
  });
});
