/**
 * Every notice kind, in English and Hindi, rendered from a real consultation row (a programme's kinds
 * from a real programme and its sessions, as queued): the text matches
 * its DLT-registered pattern (a regex made from the pattern), each variable is at most 30
 * characters, MSG91 gets the kind's template id and the variables, Twilio the text. The providers
 * are local fake HTTP servers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, LOCALES } from '@core/i18n/locales';
import { type NoticeKind, NOTICE_KINDS, smsTemplateKey } from '@core/notice-kinds';
import { NEXT_MONDAY, bookingScenario } from '../../tests/helpers/booking-scenario.ts';
import { insertConsultation } from '../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { createPatient } from '@server/db/factories';
import { createRoom, createTherapist, ensureTherapySettings, openClinicAt } from '@server/db/programme-factories';
import { consultations, jobs, programmes } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { runDueJobs } from '@server/jobs/queue';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { patientMessages } from './consultation-notices';
import { dltPattern, WHATSAPP_TEMPLATES } from './notice-templates';
import type { Notice } from './notices';
import {
  queueProgrammeCancelled,
  queueProgrammeScheduled,
  queueScheduleChanged,
  queueSessionCancelled,
  queueSessionMoved,
} from './programme-notices';
import { createSmsSender, SmsDeliveryError, type SmsMessage } from './sms';
import type { WhatsAppMessage } from './whatsapp';

const env = await setupTestApp();
const silent = pino({ level: 'silent' });

const requests: { url: string; body: string }[] = [];
let server: Server;
let providerUrl = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A regex of the registered pattern: each {#var#} is 0 to 30 characters. */
function patternRegex(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{#var#\\\}/g, '(.{0,30})');
  return new RegExp(`^${escaped}$`, 'u');
}

/** One DLT template id per kind and language: SMS_TEMPLATE_<KIND>_<EN|HI>. */
const templateIds = Object.fromEntries(
  NOTICE_KINDS.flatMap((kind) => LOCALES.map((locale, i) => [smsTemplateKey(kind, locale), `110716${NOTICE_KINDS.indexOf(kind)}${i}`])),
);

async function row(locale: 'en' | 'hi', doctorName = 'Dr. Meera Sharma') {
  const { doctor } = await bookingScenario(env);
  const inserted = await insertConsultation(env.database.db, {
    doctor: { id: doctor.id, name: doctorName },
    date: NEXT_MONDAY,
    mode: 'online',
  });
  const [c] = await env.database.db
    .update(consultations)
    .set({ locale, videoRoom: 'SaronaAyurveda-0123456789abcdef0123456789abcdef' })
    .where(eq(consultations.id, inserted.id))
    .returning();
  return c!;
}

const PROGRAMME_KINDS: NoticeKind[] = [
  'programmeScheduled',
  'sessionReminder',
  'sessionMoved',
  'sessionCancelled',
  'scheduleChanged',
  'programmeCancelled',
];
type Messages = { sms: SmsMessage; whatsapp: WhatsAppMessage };

/** An accepted programme (its patient's language and both channels) with two sessions on 1 Dec 2026. */
async function programmeRow(locale: 'en' | 'hi') {
  env.clock.now = new Date('2026-11-28T06:30:00Z');
  const db = env.database.db;
  await ensureTherapySettings(db);
  // Sessions from 09:00: their preparation starts before the demo clinic's 09:00 opening.
  await openClinicAt(db, '08:00');
  const patient = await createPatient(db, { name: 'Asha Verma' });
  const [room, therapist] = [await createRoom(db), await createTherapist(db)];
  const [programme] = await db
    .insert(programmes)
    .values({
      patientId: patient.id,
      startDate: '2026-12-01',
      status: 'accepted',
      price: 4000,
      deposit: 1000,
      locale,
      noticeChannel: 'both',
    })
    .returning();
  const sessions = [];
  for (const time of ['03:30', '05:30'])
    sessions.push(
      await bookSession(env.ctx, {
        therapySlug: 'shiro-dhara',
        patientId: patient.id,
        roomId: room.id,
        therapistIds: [therapist.id],
        startsAt: new Date(`2026-12-01T${time}:00Z`),
        programmeId: programme!.id,
      }),
    );
  return { programme: programme!, sessions, contact: patient.contact! };
}

/** Each programme kind's SMS and WhatsApp message, as the real functions queue them. */
async function programmeMessages(p: Awaited<ReturnType<typeof programmeRow>>): Promise<[NoticeKind, Messages][]> {
  const { ctx } = env;
  await ctx.db.transaction(async (tx) => {
    await queueProgrammeScheduled(ctx, tx, p.programme.id);
    await queueSessionMoved(ctx, tx, p.sessions[1]!.id);
    await queueSessionCancelled(ctx, tx, p.sessions[0]!.id);
    await queueScheduleChanged(ctx, tx, p.sessions[1]!.id);
  });
  env.clock.now = new Date('2026-11-30T12:30:00Z'); // 18:00 the day before: the reminder queues its notices
  await runDueJobs(ctx, { 'session-reminder': jobHandlers['session-reminder']!, 'schedule-changed': jobHandlers['schedule-changed']! });
  await ctx.db.transaction((tx) => queueProgrammeCancelled(ctx, tx, p.programme.id));
  const queued = await env.database.db.select().from(jobs).where(eq(jobs.kind, 'notice')).orderBy(jobs.id);
  const mine = queued.map((j) => j.payload as unknown as Notice).filter((n) => n.channel === 'sms' && n.sms.to === p.contact);
  return mine.map((n) => {
    const whatsapp = queued
      .map((j) => j.payload as unknown as Notice)
      .find((w) => w.channel === 'whatsapp' && w.whatsapp.to === p.contact && w.event === n.event);
    expect(whatsapp, `${n.event}: the WhatsApp message too`).toBeDefined();
    return [
      n.event as NoticeKind,
      { sms: (n as Extract<Notice, { channel: 'sms' }>).sms, whatsapp: (whatsapp as Extract<Notice, { channel: 'whatsapp' }>).whatsapp },
    ];
  });
}

const prescriptionLink = 'https://clinic.example/p/7K3QD9M2XW4HB8TNRC5Y.1767225600.Zm9vYmFyYmF6cXV4';

describe('notice texts against their DLT-registered patterns', () => {
  it('renders every kind in English and Hindi only from the pattern and its variables; MSG91 gets the template id and variables, Twilio the text', async () => {
    const msg91 = createSmsSender(
      {
        ...env.config,
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 'otp-template',
        MSG91_BASE_URL: providerUrl,
        ...templateIds,
      },
      silent,
    );
    const twilio = createSmsSender(
      {
        ...env.config,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: providerUrl,
      },
      silent,
    );
    const profile = await clinicProfile(env.ctx);
    /** The SMS against its pattern, the WhatsApp template, and what MSG91 and Twilio get. */
    async function check(
      kind: NoticeKind,
      locale: Locale,
      messages: Messages,
      expected: { name: string; contact: string; texts: string[] },
    ) {
      const { sms, whatsapp } = messages;
      const pattern = dltPattern(kind, locale);
      const match = patternRegex(pattern).exec(sms.body);
      expect(match, `${kind} ${locale}: "${sms.body}" against "${pattern}"`).not.toBeNull();
      // The text is exactly the pattern with its variables in order, each at most 30 characters.
      expect(fill(pattern, sms.template!.variables)).toBe(sms.body);
      for (const variable of sms.template!.variables) expect([...variable].length).toBeLessThanOrEqual(30);
      expect(sms.body).not.toMatch(/[{}]/);
      if (locale === 'hi') expect(sms.body).toMatch(/[\u0900-\u097F]/);
      for (const text of expected.texts) expect(sms.body).toContain(text); // a link arrives whole, split over adjacent variables
      expect(whatsapp).toMatchObject({
        to: expected.contact,
        template: WHATSAPP_TEMPLATES[kind].name,
        language: locale,
        preview: sms.body,
      });
      expect(whatsapp.parameters).toHaveLength(WHATSAPP_TEMPLATES[kind].parameters.length);
      expect(whatsapp.parameters[0]).toBe(expected.name);
      expect(whatsapp.parameters.every((p) => p.length > 0)).toBe(true);

      requests.length = 0;
      await msg91.send(sms);
      const sent = JSON.parse(requests[0]!.body);
      expect(requests[0]!.url).toBe('/api/v5/flow');
      expect(sent.template_id).toBe(templateIds[smsTemplateKey(kind, locale)]);
      expect(sent.unicode).toBe(locale === 'hi' ? 1 : undefined);
      expect(sent.recipients).toEqual([
        { mobiles: `91${expected.contact}`, ...Object.fromEntries(sms.template!.variables.map((v, i) => [`var${i + 1}`, v])) },
      ]);
      expect(JSON.stringify(sent)).not.toContain(sms.body); // never the whole text as one variable

      requests.length = 0;
      await twilio.send(sms);
      expect(new URLSearchParams(requests[0]!.body).get('Body')).toBe(sms.body);
    }

    const checked = new Set<NoticeKind>();
    for (const locale of LOCALES) {
      const c = await row(locale);
      for (const kind of NOTICE_KINDS.filter((k) => !PROGRAMME_KINDS.includes(k))) {
        const messages = patientMessages(env.ctx, c, profile, kind, kind === 'prescriptionReady' ? prescriptionLink : undefined)!;
        const link =
          kind === 'prescriptionReady' ? prescriptionLink : kind.startsWith('reminder') ? 'https://meet.jit.si/' : `/consultation/${c.id}`;
        await check(kind, locale, messages, { name: c.name, contact: c.contact!, texts: [formatted(c.id), link] });
        checked.add(kind);
      }
      // A programme's kinds, from a real programme and its sessions, as queued (SMS and WhatsApp).
      const p = await programmeRow(locale);
      for (const [kind, messages] of await programmeMessages(p)) {
        await check(kind, locale, messages, { name: 'Asha Verma', contact: p.contact, texts: ['/appointments'] });
        checked.add(kind);
      }
    }
    expect([...checked].sort()).toEqual([...NOTICE_KINDS].sort());
  });

  it('cuts a long variable to 30 characters between letters, and keeps the sign-in code on its own template', async () => {
    const profile = await clinicProfile(env.ctx);
    const c = await row('hi', 'वैद्य श्रीकृष्ण द्विवेदी क्षेत्रीय आयुर्वेद संस्थान');
    const { sms } = patientMessages(env.ctx, c, profile, 'booked')!;
    const doctor = sms.template!.variables.find((v) => v.startsWith('वैद्य'))!;
    expect([...doctor].length).toBeLessThanOrEqual(30);
    expect('वैद्य श्रीकृष्ण द्विवेदी क्षेत्रीय आयुर्वेद संस्थान'.startsWith(doctor)).toBe(true);
    expect(doctor).not.toMatch(/्$/); // never ends on a half letter (virama)
    expect(patternRegex(dltPattern('booked', 'hi')).test(sms.body)).toBe(true);

    requests.length = 0;
    const msg91 = createSmsSender(
      { ...env.config, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 'otp-template', MSG91_BASE_URL: providerUrl },
      silent,
    );
    await msg91.send({ to: '9876543210', body: '123456 is your code', otp: '123456' });
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ template_id: 'otp-template', recipients: [{ otp: '123456' }] });
    // A link longer than the template's five variables is cut, and said in the log.
    const lines: string[] = [];
    const logged = { ...env.ctx, log: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }) };
    const long = `https://clinic.example/p/${'x'.repeat(140)}`;
    const cutLink = patientMessages(logged, c, profile, 'prescriptionReady', long)!.sms;
    expect(cutLink.body).toContain(long.slice(0, 150));
    expect(cutLink.body).not.toContain(long);
    expect(lines.join('')).toContain('notice link too long for its SMS template');
    // A notice whose template id is not configured fails (retried, then shown to the desk) naming the setting.
    await expect(msg91.send(sms)).rejects.toThrow(new SmsDeliveryError('no DLT template id for booked (hi): set SMS_TEMPLATE_BOOKED_HI'));
  });
});

function fill(pattern: string, variables: string[]): string {
  const fixed = pattern.split('{#var#}');
  expect(variables).toHaveLength(fixed.length - 1);
  return fixed.map((text, i) => text + (variables[i] ?? '')).join('');
}

function formatted(id: string): string {
  return id.match(/.{5}/g)!.join('-');
}
