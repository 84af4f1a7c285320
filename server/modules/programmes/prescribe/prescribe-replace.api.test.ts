/**
 * One open programme per consultation (a database fact: the unique index
 * programmes_one_open_per_consultation; docs/decisions/0031-one-session-validator.md): a second
 * prescription without `replace` is a 409 in the caller's language; with it, the programme already
 * there is cancelled by the one cancel path (its sessions to come freed) in the same transaction.
 * Ten concurrent prescriptions leave one programme. The migration's hand-written part settles
 * duplicates saved before the index.
 */
import { readFileSync } from 'node:fs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as consultationLoader } from '~/routes/staff/clinical/consultation';
import { createDoctor, createPatient } from '../../../db/factories.ts';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { auditLog, programmes, therapySessions } from '../../../db/schema/index.ts';

const env = await setupTestApp();

/** The consultation's page as `cookie`'s holder opens it: its programmes are in `prescribing` (decision 0044). */
const consultationPage = (cookie: string, id: string) =>
  callPage(env, consultationLoader, { token: { cookie }, url: `/staff/consultations/${id}`, params: { id } });
const db = () => env.database.db;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function clinic() {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  for (const name of ['Asha', 'Bela']) await createTherapist(db(), { name });
  await createRoom(db(), { name: 'Room 1' });
  const doctor = (await createDoctor(db(), { name: 'Dr. Meera Sharma' }))!;
  const patient = await createPatient(db(), { name: 'Kiran' });
  const consultation = await insertConsultation(db(), { doctor, patient, date: '2026-11-24', status: 'completed' });
  const { cookie } = await env.signInStaff('doctor', { doctorId: doctor.id });
  const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
  return { doctor, patient, consultation, cookie, desk };
}

async function call(cookie: string, method: 'POST' | 'GET', url: string, body?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, json: res.json() as Json };
}
const plan = (consultationId: string, extra: Record<string, unknown> = {}) => ({
  consultationId,
  startDate: '2026-12-01',
  timeBand: 'any',
  patientGender: 'female',
  days: [['shiro-dhara'], ['shiro-dhara']],
  ...extra,
});
const open = (consultationId: string) =>
  db()
    .select()
    .from(programmes)
    .where(and(eq(programmes.consultationId, consultationId), ne(programmes.status, 'cancelled')));

describe('one open programme per consultation', () => {
  it('a second prescription is a 409 in both languages, nothing saved; with replace the first is cancelled in the same step', async () => {
    const { consultation, cookie } = await clinic();
    const first = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id));
    expect(first.status).toBe(201);
    const again = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id, { days: [['abhyanga']] }));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'This consultation already has a programme. Replace it to prescribe a new one: the current one is then cancelled.',
    );
    expect(again.json.programmeId).toBe(first.json.data.programme.id);
    const hi = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id), 'hi');
    expect(hi.status).toBe(409);
    expect(hi.json.message).toBe('इस परामर्श का एक कार्यक्रम पहले से है। नया लिखने के लिए उसे बदलें: तब मौजूदा कार्यक्रम रद्द हो जाएगा।');
    expect(await db().select().from(programmes)).toHaveLength(1);
    const bad = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id, { replace: 'yes' }));
    expect(bad.status).toBe(400);

    const replaced = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id, { days: [['abhyanga']], replace: true }));
    expect(replaced.status).toBe(201);
    const rows = await db().select().from(programmes).where(eq(programmes.consultationId, consultation.id));
    expect(rows.map((r) => [r.id === first.json.data.programme.id ? 'first' : 'second', r.status]).sort()).toEqual([
      ['first', 'cancelled'],
      ['second', 'proposed'],
    ]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.cancelled'));
    expect(audit).toMatchObject({ entityId: first.json.data.programme.id });
    // The consultation page lists both, the cancelled one as such.
    const page = await consultationPage(cookie, consultation.id);
    expect(page.data!.prescribing!.programmes.map((p) => p.status).sort()).toEqual(['cancelled', 'proposed']);
  });

  it('replacing an accepted programme frees its sessions to come', async () => {
    const { consultation, cookie, desk } = await clinic();
    const first = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id));
    const id = first.json.data.programme.id as string;
    const proposal = await call(desk, 'GET', `/api/staff/programmes/${id}/proposal`);
    const sessions = (proposal.json.data.sessions as Json[]).map(({ day, therapySlug, startsAt, roomId, therapistIds }) => ({
      day,
      therapySlug,
      startsAt,
      roomId,
      therapistIds,
    }));
    expect((await call(desk, 'POST', `/api/staff/programmes/${id}/accept`, { sessions })).status).toBe(200);
    const replaced = await call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id, { replace: true }));
    expect(replaced.status).toBe(201);
    const held = await db().select().from(therapySessions).where(eq(therapySessions.programmeId, id));
    expect(held.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    expect((await db().select().from(programmes).where(eq(programmes.id, id)))[0]!.status).toBe('cancelled');
  });

  it('10 concurrent prescriptions: one programme, nine 409s; with replace, still one open', async () => {
    const { consultation, cookie } = await clinic();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(await db().select().from(programmes)).toHaveLength(1);
    const replacing = await Promise.all(
      Array.from({ length: 10 }, () => call(cookie, 'POST', '/api/staff/programmes', plan(consultation.id, { replace: true }))),
    );
    expect(replacing.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await open(consultation.id)).toHaveLength(1);
  });

  it('is a database fact: a second open programme for the consultation is refused by the unique index', async () => {
    const { consultation, patient } = await clinic();
    const row = { patientId: patient.id, consultationId: consultation.id, days: [['shiro-dhara']], startDate: '2026-12-01' };
    await createProgramme(db(), row);
    await expect(createProgramme(db(), row)).rejects.toThrow();
    await db().update(programmes).set({ status: 'cancelled' });
    await createProgramme(db(), row);
    expect(await open(consultation.id)).toHaveLength(1);
  });

  it("the migration's hand-written part keeps the programme furthest along (accepted) and cancels the others, so the index can be made", async () => {
    const { consultation, patient } = await clinic();
    await db().execute(sql`drop index programmes_one_open_per_consultation`);
    const row = { patientId: patient.id, consultationId: consultation.id, days: [['shiro-dhara']], startDate: '2026-12-01' };
    const proposedOld = await createProgramme(db(), row);
    const accepted = await createProgramme(db(), row);
    const proposedNew = await createProgramme(db(), row);
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, accepted.id));
    const [other] = await db().select().from(programmes).where(eq(programmes.id, proposedNew.id));
    const migration = readFileSync(new URL('../../../../drizzle/0009_one-programme-per-consultation.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
    const rows = await db().select().from(programmes);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [proposedOld.id]: 'cancelled',
      [accepted.id]: 'accepted',
      [other!.id]: 'cancelled',
    });
    await expect(createProgramme(db(), row)).rejects.toThrow();
  });
});
