import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS } from '@core/schemas/booking/feedback';
import { createDoctor } from '@server/db/factories';
import { consultations, feedback } from '@server/db/schema';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';

const env = await setupTestApp();

async function scenario(status: 'completed' | 'confirmed' = 'completed') {
  const doctor = await createDoctor(env.database.db, { name: 'Dr. Meera Joshi' });
  if (!doctor) throw new Error('no doctor');
  const owner = await env.signInPatient({ name: 'Ravi Kumar Sharma', email: 'ravi@example.com' });
  const other = await env.signInPatient({ name: 'Other Person' });
  const consultation = await insertConsultation(env.database.db, { doctor, patient: owner.patient, date: '2026-11-10', status });
  return { doctor, owner, other, consultation };
}

const ratings = (value: number | undefined) =>
  FEEDBACK_QUESTIONS.map((q, i) => ({ question: q.question, rating: value === undefined ? value : value - (i % 2) }));
const submit = (body: unknown, cookie?: string) =>
  env.app.inject({ method: 'POST', url: '/api/feedback/submit', headers: cookie ? { cookie } : {}, payload: body as object });

describe('GET /api/feedback/:consultationId', () => {
  it('gives the owner the read-only name and e-mail and whether feedback can be sent', async () => {
    const { owner, other, consultation } = await scenario();
    const res = await env.app.inject({ method: 'GET', url: `/api/feedback/${consultation.id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      consultationId: consultation.id,
      name: 'Ravi Kumar Sharma',
      email: 'ravi@example.com',
      doctorName: 'Dr. Meera Joshi',
      state: 'open',
    });
    expect(
      (await env.app.inject({ method: 'GET', url: `/api/feedback/${consultation.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    expect((await env.app.inject({ method: 'GET', url: `/api/feedback/${consultation.id}` })).statusCode).toBe(401);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/feedback/ABCDEFGHJKMNPQRSTVWX', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/feedback/submit', () => {
  it('stores the ratings, the on-time answer and the comment once', async () => {
    const { owner, consultation, doctor } = await scenario();
    const body = { consultationId: consultation.id, ratings: ratings(9), onTime: 'No', additionalComments: 'Waited twenty minutes.' };
    const res = await submit(body, owner.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Feedback sent successfully!' });
    const [row] = await env.database.db.select().from(feedback).where(eq(feedback.consultationId, consultation.id));
    expect(row).toMatchObject({ onTime: false, comments: 'Waited twenty minutes.', patientId: owner.patient.id, doctorId: doctor.id });
    expect(row?.ratings.map((r) => r.rating)).toEqual([9, 8, 9, 8, 9]);

    const again = await submit(body, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Feedback for this consultation has already been sent. Thank you!');
    const form = await env.app.inject({ method: 'GET', url: `/api/feedback/${consultation.id}`, headers: { cookie: owner.cookie } });
    expect(form.json().data.state).toBe('submitted');
  });

  it('refuses feedback before the consultation is completed', async () => {
    const { owner, consultation } = await scenario('confirmed');
    const res = await submit({ consultationId: consultation.id, ratings: ratings(8), onTime: 'Yes' }, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Feedback can be given once the consultation is completed.');
    // Completed later (the staff console does this): now it is accepted.
    await env.database.db.update(consultations).set({ status: 'completed' }).where(eq(consultations.id, consultation.id));
    expect((await submit({ consultationId: consultation.id, ratings: ratings(8), onTime: 'Yes' }, owner.cookie)).statusCode).toBe(201);
  });

  it('refuses an unanswered rating with a message instead of storing 0', async () => {
    const { owner, consultation } = await scenario();
    const missing = ratings(7).map((r, i) => (i === 1 ? { question: r.question } : r));
    const res = await submit({ consultationId: consultation.id, ratings: missing, onTime: 'Yes' }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a rating from 1 to 10');
    const fewer = await submit({ consultationId: consultation.id, ratings: ratings(7).slice(0, 4), onTime: 'Yes' }, owner.cookie);
    expect(fewer.statusCode).toBe(400);
    const zero = await submit(
      { consultationId: consultation.id, ratings: ratings(7).map((r) => ({ ...r, rating: 0 })), onTime: 'Yes' },
      owner.cookie,
    );
    expect(zero.statusCode).toBe(400);
    const noOnTime = await submit({ consultationId: consultation.id, ratings: ratings(7) }, owner.cookie);
    expect(noOnTime.statusCode).toBe(400);
    expect(noOnTime.json().message).toBe('Please answer Yes or No');
    const long = await submit(
      { consultationId: consultation.id, ratings: ratings(7), onTime: 'Yes', additionalComments: 'x'.repeat(2001) },
      owner.cookie,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Comments can be up to 2,000 characters');
    expect(await env.database.db.select().from(feedback)).toHaveLength(0);
  });

  it('answers in Hindi for a Hindi visitor', async () => {
    const { owner, consultation } = await scenario();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: { cookie: `${owner.cookie}; lang=hi` },
      payload: { consultationId: consultation.id, ratings: ratings(7) },
    });
    expect(res.json().message).toBe('कृपया हाँ या नहीं चुनें');
  });

  it('refuses another patient (403), anonymous visitors (401) and unknown consultations (404)', async () => {
    const { other, consultation } = await scenario();
    const body = { consultationId: consultation.id, ratings: ratings(9), onTime: 'Yes' };
    expect((await submit(body, other.cookie)).statusCode).toBe(403);
    expect((await submit(body)).statusCode).toBe(401);
    expect((await submit({ ...body, consultationId: 'ABCDEFGHJKMNPQRSTVWX' }, other.cookie)).statusCode).toBe(404);
    expect(await env.database.db.select().from(feedback)).toHaveLength(0);
  });
});
