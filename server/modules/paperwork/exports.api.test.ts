import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultationId, insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { clinicDate } from '@core/booking/slots';
import { createDoctor, createPatient } from '@server/db/factories';
import { auditLog, consultations, feedback, patients } from '@server/db/schema';

const env = await setupTestApp();
const RANGE = 'from=2026-11-01&to=2026-11-30';

/**
 * An export is an explicit action: a POST of the range, as the console's form sends it
 * (`/api/staff/exports/x.csv?from=..&to=..&lang=hi` here: the range goes in the form body, the
 * language stays in the address).
 */
async function download(url: string, cookie: string) {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const lang = params.get('lang');
  params.delete('lang');
  const response = await env.app.inject({
    method: 'POST',
    url: lang ? `${path}?lang=${lang}` : path,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: params.toString(),
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload, text: response.body };
}

/** The CSV's rows without the BOM, split on CRLF (no cell below holds a line break unless asked). */
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

async function setup() {
  const meera = (await createDoctor(env.database.db, { name: 'Dr. Meera' }))!;
  const arjun = (await createDoctor(env.database.db, { name: 'Dr. Arjun' }))!;
  const admin = await env.signInStaff('admin', { name: 'Anita' });
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const doc = await env.signInStaff('doctor', { doctorId: meera.id, name: 'Dr. Meera' });
  return { meera, arjun, admin, reception, doc };
}

describe('CSV exports', () => {
  it('streams consultations as Excel CSV: BOM, header, dd/mm/yyyy, plain rupees, quoting and the formula guard', async () => {
    const { meera, admin } = await setup();
    await insertConsultation(env.database.db, {
      doctorId: meera.id,
      doctorName: 'Dr. Meera',
      name: 'Kumar, "Ravi"',
      date: '2026-11-05',
      amount: 700,
    });
    await insertConsultation(env.database.db, {
      doctorId: meera.id,
      name: '=HYPERLINK("http://evil")',
      date: '2026-11-06',
      timeSlot: '11:00',
    });
    await insertConsultation(env.database.db, { doctorId: meera.id, date: '2026-12-01' });
    const res = await download(`/api/staff/exports/consultations.csv?${RANGE}`, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="consultations-2026-11-01-to-2026-11-30.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(res.text);
    expect(rows[0]).toMatch(/^Date,Time,Consultation ID,Patient,Phone,Doctor,/);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('05/11/2026,10:00,');
    expect(rows[1]).toContain(',"Kumar, ""Ravi""",');
    expect(rows[1]).toContain(',700,');
    expect(rows[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
  });

  it('writes the header in the staff member’s language', async () => {
    const { admin } = await setup();
    const res = await download(`/api/staff/exports/consultations.csv?${RANGE}&lang=hi`, admin.cookie);
    expect(lines(res.text)[0]).toMatch(/^तारीख,समय,/);
  });

  it('gives a doctor only their own consultations and feedback', async () => {
    const { meera, arjun, doc } = await setup();
    const own = await insertConsultation(env.database.db, {
      doctorId: meera.id,
      name: 'Own Patient',
      date: '2026-11-05',
      status: 'completed',
    });
    const other = await insertConsultation(env.database.db, {
      doctorId: arjun.id,
      name: 'Other Patient',
      date: '2026-11-05',
      status: 'completed',
    });
    for (const c of [own, other])
      await env.database.db.insert(feedback).values({
        consultationId: c.id,
        doctorId: c.doctorId,
        ratings: [{ question: 'q1', rating: 9 }],
        comments: `about ${c.name}`,
        createdAt: new Date('2026-11-06T06:00:00Z'),
      });
    const list = await download(`/api/staff/exports/consultations.csv?${RANGE}`, doc.cookie);
    expect(list.text).toContain('Own Patient');
    expect(list.text).not.toContain('Other Patient');
    const fb = await download(`/api/staff/exports/feedback.csv?${RANGE}`, doc.cookie);
    expect(lines(fb.text)).toHaveLength(2);
    expect(fb.text).toContain('about Own Patient');
    expect(fb.text).not.toContain('about Other Patient');
  });

  it('keeps payments to the desk and admin, patients to the admin', async () => {
    const { doc, reception, admin } = await setup();
    expect((await download(`/api/staff/exports/payments.csv?${RANGE}`, doc.cookie)).status).toBe(403);
    expect((await download(`/api/staff/exports/payments.csv?${RANGE}`, reception.cookie)).status).toBe(200);
    expect((await download(`/api/staff/exports/patients.csv?${RANGE}`, reception.cookie)).status).toBe(403);
    expect((await download(`/api/staff/exports/feedback.csv?${RANGE}`, reception.cookie)).status).toBe(403);
    expect((await download(`/api/staff/exports/patients.csv?${RANGE}`, admin.cookie)).status).toBe(200);
  });

  it('lists payments by the clinic date the money was confirmed, with the mode', async () => {
    const { meera, admin } = await setup();
    await insertConsultation(env.database.db, {
      doctorId: meera.id,
      name: 'Paid Late',
      date: '2026-10-30',
      paymentStatus: 'paid',
      paymentMethod: 'clinic-cash',
      amount: 800,
      // 19:00 UTC on 31 Oct is 00:30 on 1 Nov in the clinic: inside the range.
      paymentVerifiedAt: new Date('2026-10-31T19:00:00Z'),
    });
    await insertConsultation(env.database.db, {
      doctorId: meera.id,
      name: 'Paid Before',
      date: '2026-11-02',
      paymentStatus: 'paid',
      paymentMethod: 'upi',
      paymentUtr: '412345678901',
      paymentVerifiedAt: new Date('2026-10-31T18:00:00Z'),
    });
    const res = await download(`/api/staff/exports/payments.csv?${RANGE}`, admin.cookie);
    const rows = lines(res.text);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^01\/11\/2026,00:30,/);
    expect(rows[1]).toContain('Paid Late');
    expect(rows[1]).toContain(',800,Cash,');
  });

  it('exports only patients who consented and are not deleted', async () => {
    const { admin } = await setup();
    await createPatient(env.database.db, { name: 'Consented' });
    const noConsent = await createPatient(env.database.db, { name: 'No Consent' });
    const deleted = await createPatient(env.database.db, { name: 'Deleted One' });
    await env.database.db.update(patients).set({ consentAt: null }).where(eq(patients.id, noConsent.id));
    await env.database.db.update(patients).set({ deletedAt: new Date() }).where(eq(patients.id, deleted.id));
    // The clinic's today (IST): between 18:30 and midnight UTC the UTC date is the day before.
    const today = clinicDate(new Date());
    const res = await download(`/api/staff/exports/patients.csv?from=${today}&to=${today}`, admin.cookie);
    expect(res.text).toContain('Consented');
    expect(res.text).not.toContain('No Consent');
    expect(res.text).not.toContain('Deleted One');
  });

  it('reads in batches: every row of a range longer than one batch comes out once', async () => {
    const { meera, admin } = await setup();
    const values = Array.from({ length: 5234 }, (_, i) => ({
      id: consultationId(),
      name: `Patient ${i}`,
      doctorId: meera.id,
      doctorName: 'Dr. Meera',
      consultationType: 'General Consultation' as const,
      department: 'Skin & Hair',
      date: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      timeSlot: `${String(9 + (i % 9)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      amount: 500,
      status: 'cancelled' as const,
    }));
    await env.database.db.insert(consultations).values(values);
    const rows = lines((await download(`/api/staff/exports/consultations.csv?${RANGE}`, admin.cookie)).text);
    expect(rows).toHaveLength(5235);
    expect(new Set(rows.slice(1).map((r) => r.split(',')[2])).size).toBe(5234);
  });

  it('pages patients and feedback by (created, id) too: rows created in the same instant are not lost between batches', async () => {
    const { meera, admin } = await setup();
    const at = new Date('2026-11-10T06:00:00Z');
    const people = Array.from({ length: 2050 }, (_, i) => ({
      name: `Person ${i}`,
      contact: `8${String(i).padStart(9, '0')}`,
      consentAt: at,
      createdAt: at,
    }));
    await env.database.db.insert(patients).values(people);
    const visits = people.map((_, i) => ({
      id: consultationId(),
      name: `Visit ${i}`,
      doctorId: meera.id,
      doctorName: 'Dr. Meera',
      consultationType: 'General Consultation' as const,
      department: 'Skin & Hair',
      date: '2026-11-09',
      timeSlot: '10:00',
      amount: 500,
      status: 'cancelled' as const,
    }));
    await env.database.db.insert(consultations).values(visits);
    await env.database.db
      .insert(feedback)
      .values(visits.map((v) => ({ consultationId: v.id, doctorId: meera.id, ratings: [{ question: 'q1', rating: 8 }], createdAt: at })));
    const people2 = lines((await download(`/api/staff/exports/patients.csv?${RANGE}`, admin.cookie)).text);
    expect(people2).toHaveLength(2051);
    expect(new Set(people2.slice(1).map((r) => r.split(',')[2])).size).toBe(2050);
    const notes = lines((await download(`/api/staff/exports/feedback.csv?${RANGE}`, admin.cookie)).text);
    expect(notes).toHaveLength(2051);
    expect(new Set(notes.slice(1).map((r) => r.split(',')[1])).size).toBe(2050);
  });

  it('audits who exported what and which range', async () => {
    const { admin } = await setup();
    await download(`/api/staff/exports/consultations.csv?${RANGE}`, admin.cookie);
    const [entry] = await env.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      staffName: 'Anita',
      action: 'export.consultations',
      entity: 'export',
      entityId: '2026-11-01..2026-11-30',
      after: { kind: 'consultations', from: '2026-11-01', to: '2026-11-30' },
    });
  });

  it('is never a GET: following a link or loading an image exports nothing and audits nothing', async () => {
    const { admin } = await setup();
    const get = await env.app.inject({ method: 'GET', url: `/api/staff/exports/patients.csv?${RANGE}`, headers: { cookie: admin.cookie } });
    expect(get.statusCode).toBeGreaterThanOrEqual(400);
    expect(get.statusCode).toBeLessThan(500);
    expect(get.body).not.toContain('\uFEFF');
    expect(await env.database.db.select().from(auditLog)).toHaveLength(0);
    // The API takes the range as JSON too.
    const json = await env.app.inject({
      method: 'POST',
      url: '/api/staff/exports/patients.csv',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ from: '2026-11-01', to: '2026-11-30' }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(await env.database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('refuses a bad range with a 400 in the caller’s language', async () => {
    const { admin } = await setup();
    const backwards = await download('/api/staff/exports/consultations.csv?from=2026-11-30&to=2026-11-01', admin.cookie);
    expect(backwards.status).toBe(400);
    expect(JSON.parse(backwards.text).message).toBe('The start date must be on or before the end date.');
    const long = await download('/api/staff/exports/consultations.csv?from=2024-01-01&to=2026-11-01&lang=hi', admin.cookie);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.text).message).toBe('एक बार में अधिकतम 366 दिन निर्यात किए जा सकते हैं।');
    expect((await download('/api/staff/exports/consultations.csv?from=2026-02-30&to=2026-03-01', admin.cookie)).status).toBe(400);
    expect(await env.database.db.select().from(auditLog)).toHaveLength(0);
  });
});
