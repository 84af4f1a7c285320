/**
 * The feedback report (/staff/feedback) as the admin opens it: averages over every form, and the
 * newest comments a page at a time (`?comments=`, read leniently: any bad value is the first page).
 */
import { describe, expect, it } from 'vitest';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { callPage } from '../../../tests/helpers/page-loader.ts';
import { createDoctor } from '@server/db/factories';
import { feedback } from '@server/db/schema';
import { loader as feedbackLoader } from '~/routes/staff/admin/feedback';

const env = await setupTestApp();

async function report(query = '') {
  const { token } = await env.signInStaff('admin');
  return callPage(env, feedbackLoader, { token, url: `/staff/feedback${query}` });
}

describe('the feedback report', () => {
  it("averages every form and shows the newest comments twenty at a time, everyone's or one doctor's", async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Asha' });
    if (!doctor) throw new Error('doctor not created');
    // 22 forms over 22 days of October; every one but the first has a comment.
    for (let day = 1; day <= 22; day++) {
      const c = await insertConsultation(env.database.db, {
        doctorId: doctor.id,
        doctorName: doctor.name,
        date: `2026-10-${String(day).padStart(2, '0')}`,
      });
      await env.database.db.insert(feedback).values({
        consultationId: c.id,
        doctorId: doctor.id,
        ratings: [{ question: 'Overall experience', rating: day % 2 ? 8 : 6 }],
        onTime: day % 2 === 1,
        comments: day === 1 ? '' : `Comment of day ${day}`,
        createdAt: new Date(Date.UTC(2026, 9, day, 6)),
      });
    }

    const first = await report();
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ all: { count: 22, overall: 7, onTimeShare: 50 }, commentCount: 21 });
    expect(first.data?.comments).toHaveLength(20);
    expect(first.data?.comments[0]).toMatchObject({ doctorName: 'Dr. Asha', comments: 'Comment of day 22' });
    expect(first.data?.comments.at(-1)?.comments).toBe('Comment of day 3');

    const more = await report('?comments=40');
    expect(more.data?.comments.map((c) => c.comments).slice(-2)).toEqual(['Comment of day 3', 'Comment of day 2']);

    // One doctor's comments, and the older ones of that doctor; a doctor who is not there shows everyone's.
    const other = await createDoctor(env.database.db, { name: 'Dr. Bela' });
    if (!other) throw new Error('doctor not created');
    const c = await insertConsultation(env.database.db, { doctorId: other.id, doctorName: other.name, date: '2026-10-23' });
    await env.database.db.insert(feedback).values({
      consultationId: c.id,
      doctorId: other.id,
      ratings: [{ question: 'Overall experience', rating: 9 }],
      comments: 'Kind and clear',
    });
    const ofBela = await report(`?doctor=${other.id}`);
    expect(ofBela.data).toMatchObject({
      commentsOf: other.id,
      commentCount: 1,
      comments: [{ doctorName: 'Dr. Bela', comments: 'Kind and clear' }],
    });
    expect(ofBela.data?.all.count).toBe(23);
    const ofAsha = await report(`?doctor=${doctor.id}&comments=40`);
    expect(ofAsha.data).toMatchObject({ commentsOf: doctor.id, commentCount: 21 });
    expect(ofAsha.data?.comments).toHaveLength(21);
    for (const unknown of ['?doctor=not-a-uuid', `?doctor=${crypto.randomUUID()}`, '?doctor=']) {
      const page = await report(unknown);
      expect(page.status, unknown).toBe(200);
      expect(page.data, unknown).toMatchObject({ commentsOf: null, commentCount: 22 });
    }

    for (const bad of ['?comments=abc', '?comments=-1', '?comments=', '?comments=1e400', '?comments=20&comments=x']) {
      const page = await report(bad);
      expect(page.status, bad).toBe(200);
      expect(page.data?.comments, bad).toHaveLength(20);
    }
  });
});
