/**
 * The deployment of docs/deploy.md, exercised: nginx with TLS and HTTP/2 (deploy/nginx) in front of
 * two production app processes on one PostgreSQL database, round-robin, and a patient's and the
 * staff's journey through it. Run by `npm test` after the end-to-end tests (scripts/test.mjs) when
 * nginx and TEST_DATABASE_URL are there; CI installs nginx and must run it.
 */
import { execFileSync } from 'node:child_process';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/server-process.ts';
import { ADMIN_PHONE, latestCode, type Stack, startStack } from './stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const cookieOf = (headers: Record<string, string | string[] | undefined>) =>
  ([headers['set-cookie']].flat().filter(Boolean) as string[]).map((c) => c.split(';')[0]).join('; ');

/** Sends a code through nginx, reads it from the outbox of whichever instance sent it, verifies it. */
async function signInPatient(phone: string, name: string) {
  const sent = await stack.request('POST', '/api/auth/sendOtp', { body: { name, contact: phone } });
  expect(sent.status, sent.body).toBe(200);
  const verified = await stack.request('POST', '/api/auth/verifyOtp', {
    body: { name, contact: phone, otp: latestCode(stack, phone), consent: true },
  });
  expect(verified.status, verified.body).toBe(200);
  return { cookie: cookieOf(verified.headers), sentBy: sent.upstream, verifiedBy: verified.upstream };
}

async function signInStaff(phone: string) {
  const sent = await stack.request('POST', '/api/staff/auth/send-otp', { body: { contact: phone } });
  expect(sent.status, sent.body).toBe(200);
  const verified = await stack.request('POST', '/api/staff/auth/verify-otp', { body: { contact: phone, otp: latestCode(stack, phone) } });
  expect(verified.status, verified.body).toBe(200);
  return cookieOf(verified.headers);
}

describe('nginx with TLS in front of two instances', () => {
  it('serves the site over HTTP/2 with TLS and sends plain HTTP to HTTPS', async () => {
    const home = await stack.request('GET', '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html');
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        {
          host: '127.0.0.1',
          port: Number(new URL(stack.baseUrl).port),
          servername: 'localhost',
          ALPNProtocols: ['h2', 'http/1.1'],
          rejectUnauthorized: false,
        },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(alpn).toBe('h2');
    const plain = await fetch(`http://127.0.0.1:${stack.httpPort}/about`, { redirect: 'manual', headers: { host: 'localhost' } });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${stack.baseUrl}/about`);
  });

  it('sends requests round-robin to both instances and keeps /metrics private', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add((await stack.request('GET', '/api/health/ready')).upstream);
    expect(seen.size).toBe(2);
    expect((await stack.request('GET', '/metrics')).status).toBe(404);
  });

  it('passes compressed answers through without compressing them again', async () => {
    const res = await stack.request('GET', '/api/doctors/active', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('a real installation', () => {
  it('has no demo data: the demo admin number gets no code, and no demo doctor is listed', async () => {
    const sent = await stack.request('POST', '/api/staff/auth/send-otp', { body: { contact: '9000000001' } });
    expect(sent.status).toBe(200); // the same answer as for any number
    expect(() => latestCode(stack, '9000000001')).toThrow(/no code sent/);
    const doctors = await stack.request('GET', '/api/doctors/active');
    expect(JSON.stringify(doctors.json())).not.toMatch(/\(demo\)|Meera Sharma/);
  });
});

describe('a patient and the staff through the proxy', () => {
  let doctorId = '';
  let date = '';
  let slots: string[] = [];

  beforeAll(async () => {
    const admin = await signInStaff(ADMIN_PHONE);
    const created = await stack.request('POST', '/api/staff/doctors', {
      headers: { cookie: admin },
      body: {
        name: 'Dr. Deploy Test',
        specialization: ['Panchakarma'],
        department: ['Glaucoma'],
        experience: 5,
        qualification: 'BAMS, MD (Ayurveda)',
        fees: { 'General Consultation': 500, 'Follow-up': 300, 'Specific Treatment': 800 },
        active: true,
      },
    });
    expect(created.status, created.body).toBe(200);
    doctorId = created.json().data.doctor.id ?? created.json().data.doctor._id;
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const schedule = await stack.request('PUT', `/api/staff/doctors/${doctorId}/schedule`, {
      headers: { cookie: admin },
      // The clinic's days (Monday to Saturday, decision 0057): a doctor's hours on a closed Sunday are refused.
      body: { days: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTimes: times })) },
    });
    expect(schedule.status, schedule.body).toBe(200);
    const availability = await stack.request('GET', `/api/doctors/${doctorId}/availability`);
    expect(availability.status, availability.body).toBe(200);
    const day = (availability.json().data.days as { date: string; slots: string[] }[]).find(
      (d) => d.date > availability.json().data.firstDate && d.slots.length >= 4,
    );
    if (!day) throw new Error('no bookable day');
    date = day.date;
    slots = day.slots;
  }, 60_000);

  const booking = (name: string, phone: string, timeSlot: string) => ({
    name,
    contact: phone,
    doctor: { doctorName: 'Dr. Deploy Test', doctorId },
    consultationType: 'General Consultation',
    department: 'Glaucoma',
    date,
    timeSlot,
    symptoms: 'Dry eyes in the evening',
    mode: 'offline',
  });

  it('signs in on one instance and books on the other', async () => {
    const phone = '9811100001';
    const patient = await signInPatient(phone, 'Asha Verma');
    // Round-robin: the code was sent by one instance and checked by the other.
    expect(patient.sentBy).not.toBe(patient.verifiedBy);
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const check = await stack.request('GET', '/api/auth/check', { headers: { cookie: patient.cookie } });
      expect(check.status, check.body).toBe(200);
      seen.add(check.upstream);
    }
    expect(seen.size).toBe(2);
    const booked = await stack.request('POST', '/api/consultations', {
      headers: { cookie: patient.cookie },
      body: booking('Asha Verma', phone, slots[0]!),
    });
    expect(booked.status, booked.body).toBe(201);
    const id = booked.json().data._id as string;
    const tracked = await stack.request('GET', `/api/consultations/${id}`, { headers: { cookie: patient.cookie } });
    expect(tracked.status, tracked.body).toBe(200);
    expect(tracked.upstream).not.toBe(booked.upstream);
  });

  it('lets exactly one of many patients on both instances take one slot', async () => {
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signInPatient(`98111002${String(i).padStart(2, '0')}`, `Racer ${i + 1}`)),
    );
    const answers = await Promise.all(
      racers.map((r, i) =>
        stack.request('POST', '/api/consultations', {
          headers: { cookie: r.cookie },
          body: booking(`Racer ${i + 1}`, `98111002${String(i).padStart(2, '0')}`, slots[1]!),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
  });

  it('holds a rate limit across both instances, whatever X-Forwarded-For the client sends', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await stack.request('POST', '/api/contact', {
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: { name: 'Visitor', email: 'visitor@example.com', subject: `Question ${i}`, message: 'Are you open on Sunday mornings?' },
        }),
      );
    }
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('serves an upload made through one instance from the other', async () => {
    const admin = await signInStaff(ADMIN_PHONE);
    const png = execFileSync(
      process.execPath,
      [
        '-e',
        "require('sharp')({create:{width:64,height:48,channels:3,background:'#3a7'}}).png().toBuffer().then(b=>process.stdout.write(b))",
      ],
      { cwd: root },
    );
    const boundary = '----clinicdeploy';
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await stack.request('POST', '/api/staff/uploads?kind=blog', {
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw,
    });
    expect(uploaded.status, uploaded.body).toBe(200);
    const url = uploaded.json().data.url as string;
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const got = await stack.request('GET', url);
      expect(got.status, `${url} from ${got.upstream}`).toBe(200);
      seen.add(got.upstream);
    }
    expect(seen.size).toBe(2);
  });

  it("shows the admin's edit of the clinic profile on both instances within a second", async () => {
    const admin = await signInStaff(ADMIN_PHONE);
    const current = (await stack.request('GET', '/api/staff/clinic-profile', { headers: { cookie: admin } })).json().data.profile;
    const mailbox = `desk-${Date.now()}`;
    const email = `${mailbox}@clinic.example`;
    const saved = await stack.request('PUT', '/api/staff/clinic-profile', { headers: { cookie: admin }, body: { ...current, email } });
    expect(saved.status, saved.body).toBe(200);
    const savedAt = Date.now();
    const seen = new Set<string>();
    // Round-robin: the pages alternate between the instances; each must show the edit within 1 s.
    while (seen.size < 2) {
      const page = await stack.request('GET', '/contact');
      if (page.body.includes(mailbox)) seen.add(page.upstream);
      else expect(Date.now() - savedAt, `${page.upstream} still shows the old e-mail`).toBeLessThan(1000);
    }
  });
  // Last: it stops both instances.
  it("shows the clinic's own page in English and Hindi when no instance answers, not nginx's", async () => {
    await Promise.all(stack.apps.map((app) => app.stop()));
    for (const urlPath of ['/', '/book-consultation', '/api/doctors/active']) {
      const down = await stack.request('GET', urlPath);
      expect(down.status, urlPath).toBe(502);
      expect(down.headers['content-type']).toMatch(/^text\/html/);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.body).toContain("The clinic's website is back in a moment");
      expect(down.body).toContain('<section lang="hi">');
      expect(down.body).toContain('मेरे अपॉइंटमेंट');
      expect(down.body).not.toContain('nginx');
    }
  });
});
