/**
 * The Insights page (/staff/insights) against a hand-made data set: every figure below was worked out by hand
 * (the working is in the comments). The clock stands at Wed 18 Nov 2026, 11:30 IST: "this month" is
 * 1-30 Nov, the previous period the 30 days before it, 2-31 Oct.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '../../../core/clinic.ts';
import type { Insights } from '../../../core/schemas/staff/insights.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor, createPatient } from '@server/db/factories';
import { feedback } from '@server/db/schema';
import { saveClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { translate } from '@core/i18n/catalog';
import { loader as consoleLoader } from '~/routes/staff/layout';
import { loader as insightsLoader } from '~/routes/staff/admin/insights';
import { callPage } from '../../../tests/helpers/page-loader.ts';

const env = await setupTestApp();

async function dataSet() {
  env.clock.now = new Date('2026-11-18T06:00:00Z');
  const db = env.database.db;
  // A: Mondays 2 slots, Wednesdays 1; on leave Mon 9 Nov. B: Tuesdays 1 slot. Clinic holiday Mon 16 Nov.
  const a = await createDoctor(db, { name: 'Dr. Asha', schedule: { 1: ['10:00', '10:30'], 3: ['10:00'] }, leaves: ['2026-11-09'] });
  const b = await createDoctor(db, { name: 'Dr. Bela', schedule: { 2: ['11:00'] } });
  if (!a || !b) throw new Error('doctors not created');
  await saveClinicProfile(env.ctx, null, {
    ...DEFAULT_CLINIC_PROFILE,
    holidays: [{ date: '2026-11-16', name: { en: 'Holiday', hi: 'छुट्टी' } }],
  });
  const [p1, p3, p4, p5, p6] = await Promise.all(
    [1, 3, 4, 5, 6].map((n) => createPatient(db, { name: `P${n}`, contact: `900000000${n}` })),
  );
  const A = { doctorId: a.id, doctorName: a.name };
  const B = {
    doctorId: b.id,
    doctorName: b.name,
    consultationType: 'Specific Treatment' as const,
    department: 'Kidney and Gallbladder Stone',
    amount: 800,
  };
  const guest = { patientId: null, contact: '9000000002' }; // P2: no account, known by the phone number
  const at = (iso: string) => new Date(iso);
  const rows = {
    // Current period (Nov). 00:15 IST on the 1st belongs to the 1st; booked 23:50 IST on 31 Oct: lead 25 min.
    c1: await insertConsultation(db, {
      ...A,
      patientId: p1?.id,
      date: '2026-11-01',
      timeSlot: '00:15',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'gateway',
      amount: 500,
      createdAt: at('2026-10-31T18:20:00Z'),
    }),
    c2: await insertConsultation(db, {
      ...A,
      ...guest,
      date: '2026-11-02',
      timeSlot: '10:00',
      mode: 'online',
      consultationType: 'Follow-up',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-cash',
      amount: 300,
      createdAt: at('2026-11-01T04:30:00Z'),
    }), // lead 24 h
    c3: await insertConsultation(db, {
      ...A,
      patientId: p1?.id,
      date: '2026-11-04',
      timeSlot: '10:00',
      status: 'no-show',
      amount: 500,
      createdAt: at('2026-11-02T04:30:00Z'),
    }), // 48 h
    c4: await insertConsultation(db, {
      ...B,
      patientId: p3?.id,
      date: '2026-11-03',
      status: 'cancelled',
      paymentStatus: 'paid',
      paymentMethod: 'upi',
      refundDue: 800,
      refundedAt: at('2026-11-04T06:00:00Z'),
      createdAt: at('2026-11-01T05:30:00Z'),
    }),
    c5: await insertConsultation(db, {
      ...B,
      patientId: p3?.id,
      date: '2026-11-10',
      timeSlot: '11:00',
      status: 'confirmed',
      payAtClinic: true,
      createdAt: at('2026-11-03T05:30:00Z'),
    }), // 168 h
    c6: await insertConsultation(db, {
      ...A,
      patientId: p4?.id,
      date: '2026-11-30',
      timeSlot: '10:00',
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-card',
      amount: 500,
      createdAt: at('2026-11-16T04:30:00Z'),
    }), // 336 h
    // Previous period (2-31 Oct). 23:45 IST on the 31st belongs to the 31st (18:15 UTC).
    p1: await insertConsultation(db, {
      ...A,
      patientId: p1?.id,
      date: '2026-10-05',
      timeSlot: '10:00',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'upi',
      amount: 500,
      createdAt: at('2026-10-01T04:30:00Z'),
    }), // 96 h
    p2: await insertConsultation(db, {
      ...A,
      patientId: p5?.id,
      date: '2026-10-31',
      timeSlot: '23:45',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-upi',
      amount: 500,
      createdAt: at('2026-10-31T10:00:00Z'),
    }), // 8.25 h
    p3: await insertConsultation(db, {
      ...B,
      patientId: p6?.id,
      date: '2026-10-13',
      timeSlot: '11:00',
      status: 'cancelled',
      createdAt: at('2026-10-10T05:30:00Z'),
    }),
    p4: await insertConsultation(db, {
      ...A,
      ...guest,
      date: '2026-10-20',
      timeSlot: '10:00',
      consultationType: 'Follow-up',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-cash',
      amount: 300,
      createdAt: at('2026-10-19T04:30:00Z'),
    }), // 24 h
    // Before both periods: P3 came in September.
    e1: await insertConsultation(db, {
      ...B,
      patientId: p3?.id,
      date: '2026-09-01',
      timeSlot: '11:00',
      status: 'completed',
      createdAt: at('2026-08-30T05:30:00Z'),
    }),
  };
  const rate = (question: string, rating: number) => ({ question, rating });
  await db.insert(feedback).values([
    { consultationId: rows.c1.id, doctorId: a.id, ratings: [rate('Doctor', 8), rate('Clinic', 6)] },
    { consultationId: rows.c2.id, doctorId: a.id, ratings: [rate('Doctor', 10), rate('Clinic', 0)] }, // 0 = unanswered: left out
    { consultationId: rows.p1.id, doctorId: a.id, ratings: [rate('Doctor', 6), rate('Clinic', 4)] },
  ]);
  return { a, b };
}

/** The page as a `role` opens it: its status and the figures (`data`) it shows. */
async function insights(role: 'admin' | 'reception' | 'doctor', query = '', doctorId?: string) {
  const { token } = await env.signInStaff(role, role === 'doctor' ? { doctorId } : {});
  const page = await callPage(env, insightsLoader, { token, url: `/staff/insights${query}` });
  return { status: page.status, data: page.data?.insights as Insights };
}

describe('the Insights page', () => {
  it('counts bookings, rates, patients and lead time for this month and the previous 30 days', async () => {
    await dataSet();
    const { status, data } = await insights('admin', '?period=month');
    expect(status).toBe(200);
    const { period, totals } = data;
    expect(period).toEqual({
      kind: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
      previousFrom: '2026-10-02',
      previousTo: '2026-10-31',
      bucket: 'day',
    });
    expect(totals).toEqual({
      bookings: { current: 6, previous: 4 },
      active: { current: 5, previous: 3 },
      cancelled: { current: 1, previous: 1 },
      noShows: { current: 1, previous: 0 },
      cancellationRate: { current: 16.7, previous: 25 }, // 1/6, 1/4
      noShowRate: { current: 33.3, previous: 0 }, // 1 / (2 completed + 1 no-show); 0 / 3
      newPatients: { current: 1, previous: 3 }, // Nov: P4 only; Oct: P1, P5 and the guest P2 (P6 only cancelled)
      returningPatients: { current: 3, previous: 0 }, // P1 (Oct), P2 by phone (Oct), P3 (Sep)
      medianLeadHours: { current: 48, previous: 24 }, // [0.42, 24, 48, 168, 336]; [8.25, 24, 96]
    });
  });

  it('counts a booking made after its slot began as no lead time, never a negative one (or -0, which hydrates as 0)', async () => {
    env.clock.now = new Date('2026-11-18T06:00:00Z');
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Late Entry', schedule: { 3: ['10:00'] } });
    // The 10:00 IST slot of 18 Nov (04:30 UTC), entered at the desk 20 minutes after it began.
    await insertConsultation(env.database.db, {
      doctorId: doctor!.id,
      doctorName: doctor!.name,
      date: '2026-11-18',
      timeSlot: '10:00',
      createdAt: new Date('2026-11-18T04:50:00Z'),
    });
    const { data } = await insights('doctor', '?period=month', doctor!.id);
    expect(Object.is(data.totals.medianLeadHours.current, 0)).toBe(true);
  });

  it('splits bookings by day, department, doctor, type and mode, and maps weekday x hour', async () => {
    const { a, b } = await dataSet();
    const { data } = await insights('admin', '?period=month');
    expect(data.series.current).toHaveLength(30);
    expect(data.series.current.filter((d) => d.count > 0)).toEqual([
      { bucket: '2026-11-01', count: 1 },
      { bucket: '2026-11-02', count: 1 },
      { bucket: '2026-11-04', count: 1 },
      { bucket: '2026-11-10', count: 1 },
      { bucket: '2026-11-30', count: 1 },
    ]);
    expect(data.series.previous.filter((d) => d.count > 0).map((d) => d.bucket)).toEqual(['2026-10-05', '2026-10-20', '2026-10-31']);
    expect(data.byDoctor).toEqual([
      { key: a.id, label: 'Dr. Asha', current: 4, previous: 3 },
      { key: b.id, label: 'Dr. Bela', current: 1, previous: 0 },
    ]);
    expect(data.byDepartment).toEqual([
      { key: 'Skin & Hair', label: 'Skin & Hair', current: 4, previous: 3 },
      { key: 'Kidney and Gallbladder Stone', label: 'Kidney and Gallbladder Stone', current: 1, previous: 0 },
    ]);
    expect(data.byType.map((r) => [r.key, r.current, r.previous])).toEqual([
      ['General Consultation', 3, 2],
      ['Follow-up', 1, 1],
      ['Specific Treatment', 1, 0],
    ]);
    expect(data.byMode.map((r) => [r.key, r.current, r.previous])).toEqual([
      ['offline', 4, 3],
      ['online', 1, 0],
    ]);
    // Mon 10:00 twice (2 and 30 Nov), Tue 11:00, Wed 10:00, Sun 00:15 (1 Nov).
    expect(data.heatmap).toEqual([
      { weekday: 1, hour: 10, count: 2 },
      { weekday: 2, hour: 11, count: 1 },
      { weekday: 3, hour: 10, count: 1 },
      { weekday: 7, hour: 0, count: 1 },
    ]);
  });

  it('sums money collected, refunded and pending by mode, and occupancy from schedules, leave and holidays', async () => {
    const { a, b } = await dataSet();
    const { data } = await insights('admin', '?period=month');
    expect(data.revenue).toEqual({
      // Nov: gateway 500 (online), cash 300, UPI 800 (then cancelled and refunded), card 500. Oct: UPI 500 + clinic UPI 500, cash 300.
      collected: {
        current: { total: 2100, byMode: { upi: 800, cash: 300, card: 500, online: 500 } },
        previous: { total: 1300, byMode: { upi: 1000, cash: 300, card: 0, online: 0 } },
      },
      refunded: {
        current: { total: 800, byMode: { upi: 800, cash: 0, card: 0, online: 0 } },
        previous: { total: 0, byMode: { upi: 0, cash: 0, card: 0, online: 0 } },
      },
      pending: { current: 800, previous: 0 }, // c5 (the no-show c3 is not counted)
    });
    // A in Nov: Mondays 2, 23, 30 (9 on leave, 16 a holiday) x 2 + Wednesdays 4, 11, 18, 25 x 1 = 10; Oct 2-31: 4 x 2 + 4 = 12.
    // B: Tuesdays 3, 10, 17, 24 Nov; 6, 13, 20, 27 Oct.
    expect(data.occupancy).toEqual([
      {
        doctorId: a.id,
        doctorName: 'Dr. Asha',
        current: { booked: 4, offered: 10, rate: 40 },
        previous: { booked: 3, offered: 12, rate: 25 },
      },
      {
        doctorId: b.id,
        doctorName: 'Dr. Bela',
        current: { booked: 1, offered: 4, rate: 25 },
        previous: { booked: 0, offered: 4, rate: 0 },
      },
    ]);
  });

  it('averages feedback per question and per doctor, and per doctor by week', async () => {
    const { a } = await dataSet();
    const { data } = await insights('admin', '?period=month');
    expect(data.feedback).toEqual({
      count: { current: 2, previous: 1 },
      questions: expect.arrayContaining([
        { question: 'Doctor', current: 9, previous: 6 },
        { question: 'Clinic', current: 6, previous: 4 },
      ]),
      doctors: [{ doctorId: a.id, doctorName: 'Dr. Asha', current: 8, previous: 5 }], // (8+6+10)/3; (6+4)/2
      series: [
        { bucket: '2026-10-26', doctorId: a.id, average: 7, count: 1 }, // Sun 1 Nov is in the week of Mon 26 Oct
        { bucket: '2026-11-02', doctorId: a.id, average: 10, count: 1 },
      ],
      seriesBucket: 'week',
    });
    expect(data.feedback.questions).toHaveLength(2);
  });

  it('takes this week, a quarter by week and custom dates, with the previous period of equal length', async () => {
    await dataSet();
    const week = (await insights('admin', '?period=week')).data;
    expect(week.period).toMatchObject({ from: '2026-11-16', to: '2026-11-22', previousFrom: '2026-11-09', previousTo: '2026-11-15' });
    expect(week.totals.bookings).toEqual({ current: 0, previous: 1 }); // c5 on 10 Nov
    const quarter = (await insights('admin', '?period=quarter')).data;
    expect(quarter.period).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
      previousFrom: '2026-07-01',
      previousTo: '2026-09-30',
      bucket: 'week',
    });
    expect(quarter.totals.bookings).toEqual({ current: 10, previous: 1 });
    expect(quarter.series.current[0]).toEqual({ bucket: '2026-09-28', count: 0 }); // 1 Oct is a Thursday
    expect(quarter.series.current.find((w) => w.bucket === '2026-10-26')).toEqual({ bucket: '2026-10-26', count: 2 }); // 31 Oct, 1 Nov
    const custom = (await insights('admin', '?period=custom&from=2026-11-01&to=2026-11-01')).data;
    expect(custom.period).toMatchObject({ previousFrom: '2026-10-31', previousTo: '2026-10-31' });
    expect(custom.totals.bookings).toEqual({ current: 1, previous: 1 }); // c1 (00:15 on the 1st), p2 (23:45 on the 31st)
    const year = (await insights('admin', '?period=custom&from=2025-12-01&to=2026-11-30')).data;
    expect(year.feedback.seriesBucket).toBe('month'); // over 92 days: feedback by month
    expect(year.feedback.series.map((p) => [p.bucket, p.average, p.count])).toEqual([
      ['2026-10-01', 5, 1], // (6 + 4) / 2
      ['2026-11-01', 8, 2], // (8 + 6 + 10) / 3
    ]);
  });

  it("gives a doctor their own figures only, and another doctor's id is not found", async () => {
    const { a, b } = await dataSet();
    const own = await insights('doctor', '?period=month', a.id);
    expect(own.data.doctorId).toBe(a.id);
    expect(own.data.totals.bookings).toEqual({ current: 4, previous: 3 });
    expect(own.data.byDoctor.map((r) => r.key)).toEqual([a.id]);
    expect(own.data.occupancy.map((r) => r.doctorId)).toEqual([a.id]);
    expect(own.data.revenue?.collected.current.total).toBe(1300); // 500 + 300 + 500
    const other = await insights('doctor', `?period=month&doctorId=${b.id}`, a.id);
    expect(other.status).toBe(404);
    const filtered = (await insights('admin', `?period=month&doctorId=${b.id}`)).data;
    expect(filtered.totals.bookings).toEqual({ current: 2, previous: 1 });
  });

  it('shows reception no money unless the admin allowed it', async () => {
    await dataSet();
    const before = (await insights('reception', '?period=month')).data;
    expect(before).not.toHaveProperty('revenue');
    expect(before.totals.bookings.current).toBe(6);
    await saveClinicProfile(env.ctx, null, { ...DEFAULT_CLINIC_PROFILE, receptionSeesRevenue: true });
    const after = (await insights('reception', '?period=month')).data;
    expect(after.revenue?.collected.current.total).toBe(2100);
  });

  it("puts Insights in reception's menu only when the admin allowed the money figures", async () => {
    const { a } = await dataSet();
    const menu = async (role: 'admin' | 'reception' | 'doctor') => {
      const { token } = await env.signInStaff(role, role === 'doctor' ? { doctorId: a.id } : {});
      return (await callPage(env, consoleLoader, { token, url: '/staff/today' })).data?.user?.insights;
    };
    expect(await menu('admin')).toBe(true);
    expect(await menu('doctor')).toBe(true);
    expect(await menu('reception')).toBe(false);
    await saveClinicProfile(env.ctx, null, { ...DEFAULT_CLINIC_PROFILE, receptionSeesRevenue: true });
    expect(await menu('reception')).toBe(true);
  });

  it("refuses bad periods with a message in the caller's language", async () => {
    const { token } = await env.signInStaff('admin');
    // The page shows the refusal above its form (answered 400), in the staff member's language.
    const ask = async (query: string) => {
      const locale = query.endsWith('&lang=hi') ? 'hi' : 'en';
      const page = await callPage(env, insightsLoader, { token, url: `/staff/insights${query.replace('&lang=hi', '')}`, locale });
      return { status: page.status, message: translate(locale, page.data?.error ?? '') };
    };
    expect(await ask('?period=year')).toEqual({ status: 400, message: 'Choose this week, this month, this quarter or custom dates' });
    expect(await ask('?period=custom&from=2026-11-01')).toEqual({ status: 400, message: 'Give both dates of a custom period' });
    expect(await ask('?period=custom&from=2026-11-10&to=2026-11-01')).toEqual({
      status: 400,
      message: 'The end date is before the start date',
    });
    expect(await ask('?period=custom&from=2025-01-01&to=2026-11-01')).toEqual({ status: 400, message: 'A period can be at most 366 days' });
    expect(await ask('?period=custom&from=2026-02-30&to=2026-03-01&lang=hi')).toMatchObject({ status: 400, message: 'सही तारीख दर्ज करें' });
    expect((await ask('?period=year&lang=hi')).message).toBe('यह सप्ताह, यह महीना, यह तिमाही या अपनी तारीखें चुनें');
  });
});
