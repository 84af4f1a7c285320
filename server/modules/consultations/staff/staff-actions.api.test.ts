import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../../tests/helpers/staff-data.ts';
import { createDoctor } from '@server/db/factories';
import { auditLog, feedback } from '@server/db/schema';

import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as feedbackLoader } from '~/routes/staff/admin/feedback';

const env = await setupTestApp();

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await env.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function setup() {
  const doctor = (await createDoctor(env.database.db, { name: 'Dr. Meera' }))!;
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const doc = await env.signInStaff('doctor', { doctorId: doctor.id, name: 'Dr. Meera' });
  return { doctor, reception, doc };
}

describe('staff actions', () => {
  it('confirms, refuses a second confirm with 409, and audits the changed field only', async () => {
    const { doctor, reception } = await setup();
    const c = await insertConsultation(env.database.db, { doctorId: doctor.id });
    const first = await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, { status: 'confirmed' });
    expect(first.status).toBe(200);
    expect(first.body.data.consultation.status).toBe('confirmed');
    const again = await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, { status: 'confirmed' });
    expect(again).toMatchObject({ status: 409, body: { success: false } });
    const back = await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, { status: 'pending' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('A Confirmed consultation cannot become Pending.');

    const entries = await env.database.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffName: 'Suresh',
      action: 'consultation.status.confirmed',
      entity: 'consultation',
      entityId: c.id,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('needs a reason to cancel, and stores it', async () => {
    const { doctor, reception } = await setup();
    const c = await insertConsultation(env.database.db, { doctorId: doctor.id });
    expect((await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, { status: 'cancelled' })).status).toBe(400);
    const done = await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, {
      status: 'cancelled',
      reason: 'Doctor unwell',
    });
    expect(done.body.data.consultation).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor unwell' });
  });

  it('reconciles payments: UTR mismatch 409, match marks paid, then final', async () => {
    const { doctor, reception } = await setup();
    const c = await insertConsultation(env.database.db, {
      doctorId: doctor.id,
      paymentStatus: 'submitted',
      paymentUtr: '412345678901',
      paymentMethod: 'upi',
    });
    const url = `/api/staff/consultations/${c.id}/payment`;
    expect((await call('POST', url, reception.cookie, { kind: 'mark-paid', utr: '000000000000' })).status).toBe(409);
    const paid = await call('POST', url, reception.cookie, { kind: 'mark-paid', utr: '4123 4567 8901' });
    expect(paid.body.data.consultation).toMatchObject({ paymentStatus: 'paid', paymentUtr: '412345678901' });
    expect((await call('POST', url, reception.cookie, { kind: 'mark-failed' })).status).toBe(409);
    const [entry] = await env.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'consultation.payment.mark-paid',
      before: { paymentStatus: 'submitted' },
      after: { paymentStatus: 'paid' },
    });
  });

  it('lets the doctor complete and prescribe; the prescription is stored and audited', async () => {
    const { doctor, doc } = await setup();
    const c = await insertConsultation(env.database.db, { doctorId: doctor.id, status: 'confirmed' });
    expect((await call('PATCH', `/api/consultations/${c.id}/status`, doc.cookie, { status: 'completed' })).status).toBe(200);
    const rx = {
      medicines: [{ name: 'Ashwagandha churna', dosage: '3 g twice a day', duration: '4 weeks' }],
      instructions: 'After meals with warm milk',
    };
    const saved = await call('PATCH', `/api/consultations/${c.id}/prescription`, doc.cookie, rx);
    expect(saved.body.data.consultation.prescription).toEqual(rx);
    expect(
      (
        await call('PATCH', `/api/consultations/${c.id}/prescription`, doc.cookie, {
          medicines: [{ name: '', dosage: 'x', duration: 'y' }],
          instructions: '',
        })
      ).status,
    ).toBe(400);
    const actions = (await env.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(['consultation.status.completed', 'consultation.prescription']);
  });

  it('refuses completed and no-show before the slot starts (clinic time), and allows them from then on', async () => {
    const { doctor, reception, doc } = await setup();
    const c = await insertConsultation(env.database.db, {
      doctorId: doctor.id,
      date: '2026-11-23',
      timeSlot: '10:30',
      status: 'confirmed',
    });
    const url = `/api/consultations/${c.id}/status`;
    env.clock.now = new Date('2026-11-20T05:00:00Z'); // three days before
    for (const [who, status] of [
      [doc, 'completed'],
      [reception, 'no-show'],
      [reception, 'completed'],
    ] as const) {
      const early = await call('PATCH', url, who.cookie, { status });
      expect(early.status, status).toBe(409);
      expect(early.body).toMatchObject({ success: false });
    }
    expect((await call('PATCH', url, doc.cookie, { status: 'completed' })).body.message).toBe(
      'This can be marked done or no-show only once its time has come.',
    );
    env.clock.now = new Date('2026-11-23T04:59:00Z'); // 10:29 in Raipur
    expect((await call('PATCH', url, reception.cookie, { status: 'no-show' })).status).toBe(409);
    expect((await env.database.db.select().from(auditLog)).length).toBe(0);
    env.clock.now = new Date('2026-11-23T05:00:00Z'); // 10:30 in Raipur
    const done = await call('PATCH', url, doc.cookie, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.data.consultation.status).toBe('completed');
  });

  it('board: counts for the day, filters, search by phone and id across dates; a doctor sees only their own', async () => {
    const { doctor, reception, doc } = await setup();
    const other = (await createDoctor(env.database.db, { name: 'Dr. Other' }))!;
    const a = await insertConsultation(env.database.db, {
      doctorId: doctor.id,
      date: '2026-11-23',
      timeSlot: '10:00',
      status: 'confirmed',
      contact: '9811122233',
    });
    await insertConsultation(env.database.db, { doctorId: doctor.id, date: '2026-11-23', timeSlot: '10:30', paymentStatus: 'submitted' });
    await insertConsultation(env.database.db, { doctorId: other.id, date: '2026-11-23', timeSlot: '10:00', name: 'Sunita' });
    const later = await insertConsultation(env.database.db, { doctorId: other.id, date: '2026-12-01', timeSlot: '11:00', name: 'Sunita' });

    const day = await call('GET', '/api/staff/consultations?date=2026-11-23', reception.cookie);
    expect(day.body.data.consultations).toHaveLength(3);
    expect(day.body.data.counts).toMatchObject({ total: 3, status: { pending: 2, confirmed: 1 }, payment: { pending: 2, submitted: 1 } });
    const filtered = await call('GET', '/api/staff/consultations?date=2026-11-23&status=confirmed', reception.cookie);
    expect(filtered.body.data.consultations.map((x: { _id: string }) => x._id)).toEqual([a.id]);
    expect(filtered.body.data.counts.total).toBe(3);
    const byPhone = await call('GET', '/api/staff/consultations?q=22233', reception.cookie);
    expect(byPhone.body.data.consultations.map((x: { _id: string }) => x._id)).toEqual([a.id]);
    const pasted = await call('GET', `/api/staff/consultations?q=${encodeURIComponent('+91 98111 22233')}`, reception.cookie);
    expect(pasted.body.data.consultations.map((x: { _id: string }) => x._id)).toEqual([a.id]);
    const byId = await call('GET', `/api/staff/consultations?q=${later.id.toLowerCase()}`, reception.cookie);
    expect(byId.body.data.consultations.map((x: { _id: string }) => x._id)).toEqual([later.id]);
    // As the patient reads it from the SMS or the tracking page: in groups of five, with spaces or dashes.
    const grouped = later.id.match(/.{5}/g)!;
    for (const typed of [grouped.join('-'), grouped.join(' '), ` ${grouped.join('-').toLowerCase()} `]) {
      const found = await call('GET', `/api/staff/consultations?q=${encodeURIComponent(typed)}`, reception.cookie);
      expect(
        found.body.data.consultations.map((x: { _id: string }) => x._id),
        typed,
      ).toEqual([later.id]);
    }
    const byName = await call('GET', '/api/staff/consultations?q=suni', reception.cookie);
    expect(byName.body.data.consultations).toHaveLength(2);

    const mine = await call('GET', `/api/staff/consultations?date=2026-11-23&doctorId=${other.id}`, doc.cookie);
    expect(mine.body.data.consultations.every((x: { doctor: { doctorId: string } }) => x.doctor.doctorId === doctor.id)).toBe(true);
    expect(mine.body.data.counts.total).toBe(2);
    expect((await call('GET', `/api/staff/consultations/${later.id}`, doc.cookie)).status).toBe(403);
  });

  it('a new leave day lists the bookings on it', async () => {
    const { doctor, reception } = await setup();
    const c = await insertConsultation(env.database.db, { doctorId: doctor.id, date: '2026-12-02', timeSlot: '11:00' });
    const res = await call('POST', `/api/staff/doctors/${doctor.id}/leaves`, reception.cookie, {
      date: '2026-12-02',
      reason: 'Conference',
    });
    expect(res.body.data.affected.map((x: { _id: string }) => x._id)).toEqual([c.id]);
    expect((await call('POST', `/api/staff/doctors/${doctor.id}/leaves`, reception.cookie, { date: '2026-12-02' })).status).toBe(409);
  });

  it('an admin cannot deactivate themselves; a deactivated account loses its session', async () => {
    const admin = await env.signInStaff('admin', { phone: '9000000001', name: 'Anita' });
    const desk = await env.signInStaff('reception', { phone: '9000000002', name: 'Suresh' });
    const self = await call('PUT', `/api/staff/members/${admin.staff.id}`, admin.cookie, {
      name: 'Anita',
      phone: '9000000001',
      role: 'admin',
      active: false,
    });
    expect(self.status).toBe(409);
    const off = await call('PUT', `/api/staff/members/${desk.staff.id}`, admin.cookie, {
      name: 'Suresh',
      phone: '9000000002',
      role: 'reception',
      active: false,
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/staff/consultations', desk.cookie)).status).toBe(401);
    const dup = await call('POST', '/api/staff/members', admin.cookie, { name: 'Copy', phone: '9000000002', role: 'reception' });
    expect(dup.status).toBe(409);
  });
});

describe('image uploads', () => {
  function multipart(bytes: Buffer, filename: string, type: string) {
    const boundary = '----staffupload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    return {
      payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('resizes a real image to WebP and serves it with its content type', async () => {
    const admin = await env.signInStaff('admin');
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart(png, 'photo.png', 'image/png');
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/staff/uploads?kind=doctor',
      payload,
      headers: { ...headers, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json().data;
    expect([width, height]).toEqual([600, 600]);
    const served = await env.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('accepts a photo of a few megabytes and refuses one over 5 MB', async () => {
    const admin = await env.signInStaff('admin');
    const noise = (side: number) =>
      sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const big = await noise(1000);
    expect(big.length).toBeGreaterThan(2_000_000);
    const ok = multipart(big, 'photo.png', 'image/png');
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/api/staff/uploads?kind=blog',
          payload: ok.payload,
          headers: { ...ok.headers, cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const huge = await noise(1400);
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooBig = multipart(huge, 'photo.png', 'image/png');
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/staff/uploads?kind=blog',
      payload: tooBig.payload,
      headers: { ...tooBig.headers, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The image is larger than 5 MB.');
  });

  it('refuses a file that is not an image whatever its name, and paths that leave the folder', async () => {
    const admin = await env.signInStaff('admin');
    const { payload, headers } = multipart(Buffer.from('<svg onload=alert(1)>'), 'evil.png', 'image/png');
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/staff/uploads?kind=blog',
      payload,
      headers: { ...headers, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2F.session-secret', 'x.webp']) {
      expect((await env.app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode).toBe(404);
    }
    const reception = await env.signInStaff('reception');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const m = multipart(png, 'a.png', 'image/png');
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/api/staff/uploads?kind=blog',
          payload: m.payload,
          headers: { ...m.headers, cookie: reception.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('staff sign-in and blog', () => {
  it('sends a code only to active staff, same answer for unknown numbers, and signs in with it', async () => {
    await env.signInStaff('reception', { phone: '9000000002', name: 'Suresh' });
    const post = (contact: string) => env.app.inject({ method: 'POST', url: '/api/staff/auth/send-otp', payload: { contact } });
    const known = await post('9000000002');
    const unknown = await post('9000000099');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const sms = env.smsOutbox();
    expect(sms.map((m) => m.to)).toEqual(['9000000002']);
    const code = sms[0]!.body.match(/\b(\d{6})\b/)![1];
    const wrong = await env.app.inject({
      method: 'POST',
      url: '/api/staff/auth/verify-otp',
      payload: { contact: '9000000099', otp: '123456' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await env.app.inject({ method: 'POST', url: '/api/staff/auth/verify-otp', payload: { contact: '9000000002', otp: code } });
    expect(ok.statusCode).toBe(200);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    expect((await env.app.inject({ method: 'GET', url: '/api/staff/consultations', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a doctor writes drafts (never published), an admin publishes; content is sanitized and audited', async () => {
    const doc = await env.signInStaff('doctor', { name: 'Dr. Meera' });
    const admin = await env.signInStaff('admin', { name: 'Anita' });
    const draft = await call('POST', '/api/staff/blog', doc.cookie, {
      slug: 'neem-for-skin',
      title: 'Neem for skin',
      content: '<p>Neem <script>alert(1)</script><b>helps</b></p>',
      category: 'Skin',
      author: 'Dr. Meera',
      status: 'published',
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data.post.status).toBe('draft');
    expect(draft.body.data.post.content).not.toContain('<script');
    const id = draft.body.data.post._id;
    expect((await call('PUT', `/api/staff/blog/${id}`, doc.cookie, { title: 'Neem for healthy skin' })).status).toBe(200);
    expect((await call('PUT', `/api/staff/blog/${id}`, doc.cookie, { status: 'published' })).status).toBe(403);
    expect((await call('PUT', `/api/staff/blog/${id}`, admin.cookie, { status: 'published' })).body.data.post.status).toBe('published');
    const list = await env.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(list.json().data.map((p: { slug: string }) => p.slug)).toContain('neem-for-skin');
    expect((await call('PUT', `/api/staff/blog/${id}`, doc.cookie, { title: 'x' })).status).toBe(403);
    const actions = (await env.database.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(['blog.create', 'blog.update', 'blog.publish']);
  });

  it('a desk cancellation tells the patient by SMS', async () => {
    const { doctor, reception } = await setup();
    const c = await insertConsultation(env.database.db, { doctorId: doctor.id, contact: '9876500001', status: 'confirmed' });
    expect(
      (await call('PATCH', `/api/consultations/${c.id}/status`, reception.cookie, { status: 'cancelled', reason: 'Doctor unwell' })).status,
    ).toBe(200);
    await env.deliverNotices();
    expect(env.smsOutbox().some((m) => m.to === '9876500001')).toBe(true);
  });
});

describe('feedback report', () => {
  it('averages ratings per doctor and month from stored feedback', async () => {
    const { doctor } = await setup();
    const admin = await env.signInStaff('admin');
    const a = await insertConsultation(env.database.db, {
      doctorId: doctor.id,
      doctorName: doctor.name,
      status: 'completed',
      timeSlot: '10:00',
    });
    const b = await insertConsultation(env.database.db, {
      doctorId: doctor.id,
      doctorName: doctor.name,
      status: 'completed',
      timeSlot: '10:30',
    });
    await env.database.db.insert(feedback).values([
      {
        consultationId: a.id,
        doctorId: doctor.id,
        ratings: [
          { question: 'overall', rating: 9 },
          { question: 'cleanliness', rating: 7 },
        ],
        onTime: true,
        comments: 'Very patient doctor',
        createdAt: new Date('2026-10-05T06:00:00Z'),
      },
      {
        consultationId: b.id,
        doctorId: doctor.id,
        ratings: [
          { question: 'overall', rating: 6 },
          { question: 'cleanliness', rating: 0 },
        ],
        onTime: false,
        comments: '',
        createdAt: new Date('2026-11-05T06:00:00Z'),
      },
    ]);
    // The feedback page (/staff/feedback) as the admin opens it.
    const res = await callPage(env, feedbackLoader, { token: admin.token, url: '/staff/feedback' });
    expect(res.status).toBe(200);
    expect(res.data!.byDoctor).toEqual([
      expect.objectContaining({ doctorName: doctor.name, count: 2, questions: { overall: 7.5, cleanliness: 7 }, onTimeShare: 50 }),
    ]);
    expect(res.data!.byMonth.map((m) => [m.month, m.overall])).toEqual([
      ['2026-10', 8],
      ['2026-11', 6],
    ]);
    expect(res.data!.comments).toEqual([expect.objectContaining({ comments: 'Very patient doctor' })]);
  });
});
