/**
 * `npm run bench:patient-page` (limit: "a patient page with 10 years of history (200 visits, 2,000
 * session notes, 50 measures) renders on the server in under 300 ms p95 on PGlite"). Writes one
 * patient's ten years to a fresh PGlite folder: 200 completed visits with signed case sheets and
 * prescriptions, 2,000 therapy sessions each with its note (one in twenty with an adverse event),
 * 50 outcome readings over 5 measures and two Prakriti assessments; generated here, never shipped.
 * Then times what the patient page's loader reads (app/routes/staff/clinical/patient.tsx: the record with its
 * timeline, the Prakriti history, the outcomes), as an admin: every part, every read audited.
 * Settings: BENCH_PATIENT_RUNS (30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { addDays } from '../core/booking/slots.ts';
import { emptyCaseSheet } from '../core/clinical/case-sheet.ts';
import { loadConfig } from '../server/config.ts';
import { createContext } from '../server/create-context.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { createDoctor, createPatient, createStaff } from '../server/db/factories.ts';
import { createRoom } from '../server/db/programme-factories.ts';
import {
  caseSheets,
  consultations,
  outcomeMeasures,
  outcomeReadings,
  prakritiAssessments,
  sessionNotes,
  therapySessions,
} from '../server/db/schema/index.ts';
import type { SignedInStaff } from '../server/domain/actor.ts';
import { patientOutcomes } from '../server/modules/outcomes/outcomes.server.ts';
import { patientRecord } from '../server/modules/patients/patients.server.ts';
import { prakritiHistory } from '../server/modules/patients/prakriti.server.ts';

const RUNS = Number(process.env.BENCH_PATIENT_RUNS ?? 30);
const TARGET_MS = 300;
const FIRST_DAY = '2016-11-28';
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const consultationId = () => Array.from(randomBytes(20), (b) => ID_ALPHABET[b % 32]).join('');
/** In chunks: one statement per few hundred rows keeps PGlite's memory low. */
const chunks = <T>(rows: T[], size = 250) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-patient-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    const db = database.db;
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const ctx = createContext(config, database);
    const doctor = (await createDoctor(db, { name: 'Dr. Bench' }))!;
    const patient = await createPatient(db, { name: 'Ten Years Patient', contact: '9876500001' });
    const account = (await createStaff(db, { name: 'Bench Admin', phone: '9999900001', role: 'admin' }))!;
    const admin: SignedInStaff = { id: account.id, name: account.name, phone: account.phone, role: 'admin', doctorId: null };
    const room = await createRoom(db, { name: 'Bench Room' });

    const started = performance.now();
    const visits = Array.from({ length: 200 }, (_, i) => ({
      id: consultationId(),
      patientId: patient.id,
      name: patient.name,
      contact: patient.contact ?? '9876500001',
      doctorId: doctor.id,
      doctorName: doctor.name,
      consultationType: 'General Consultation' as const,
      department: 'Arthritis and Pain Management',
      date: addDays(FIRST_DAY, i * 18),
      timeSlot: '10:00',
      symptoms: `Knee pain, visit ${i + 1}`,
      mode: 'offline' as const,
      amount: 500,
      status: 'completed' as const,
      paymentStatus: 'paid' as const,
      prescription: {
        medicines: [{ name: 'Simhanada Guggulu', dosage: '2 tablets twice a day', duration: '14 days' }],
        instructions: 'Warm water',
      },
    }));
    for (const rows of chunks(visits)) await db.insert(consultations).values(rows as never);
    const content = { ...emptyCaseSheet(), diagnosis: 'Sandhigata vata', plan: 'Abhyanga and Janu basti' };
    for (const rows of chunks(visits))
      await db.insert(caseSheets).values(
        rows.map((v) => ({
          consultationId: v.id,
          patientId: patient.id,
          content,
          signedAt: new Date(`${v.date}T06:00:00Z`),
          signedByName: doctor.name,
        })) as never,
      );
    const sessions = Array.from({ length: 2000 }, (_, i) => {
      const startsAt = new Date(`${addDays(FIRST_DAY, i + 1)}T04:00:00Z`);
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      return {
        therapySlug: 'abhyanga',
        patientId: patient.id,
        roomId: room.id,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedTo: endsAt,
        status: 'completed' as const,
      };
    });
    const sessionIds: string[] = [];
    for (const rows of chunks(sessions))
      sessionIds.push(...(await db.insert(therapySessions).values(rows).returning({ id: therapySessions.id })).map((r) => r.id));
    const note = (i: number) => ({
      materials: [{ name: 'Mahanarayana taila', quantity: 120, unit: 'ml' }],
      response: 'comfortable',
      responseNotes: `Session ${i + 1}`,
      adverse: i % 20 === 0 ? { occurred: true, what: 'Mild rash', severity: 'mild', action: 'Oil wiped off' } : { occurred: false },
    });
    const notes = sessionIds.map((sessionId, i) => ({
      sessionId,
      patientId: patient.id,
      content: note(i),
      adverse: i % 20 === 0,
      writtenByName: 'Bench Therapist',
    }));
    for (const rows of chunks(notes)) await db.insert(sessionNotes).values(rows as never);
    const measures = await db
      .insert(outcomeMeasures)
      .values(
        ['pain-0-10', 'weight-kg', 'blood-pressure', 'pain-0-10', 'weight-kg'].map((kind, i) => ({
          patientId: patient.id,
          kind,
          name: i > 2 ? `Own ${i}` : '',
        })) as never,
      )
      .returning({ id: outcomeMeasures.id });
    await db.insert(outcomeReadings).values(
      Array.from({ length: 50 }, (_, i) => ({
        measureId: measures[i % measures.length]!.id,
        patientId: patient.id,
        value: 4 + (i % 5),
        value2: 80,
        takenOn: addDays(FIRST_DAY, i * 70),
      })) as never,
    );
    await db.insert(prakritiAssessments).values([
      { patientId: patient.id, assessorName: doctor.name, assessedOn: FIRST_DAY, method: 'examination', vata: 50, pitta: 30, kapha: 20 },
      {
        patientId: patient.id,
        assessorName: doctor.name,
        assessedOn: addDays(FIRST_DAY, 1800),
        method: 'examination',
        vata: 45,
        pitta: 35,
        kapha: 20,
      },
    ] as never);
    console.log(
      `Ten years written in ${((performance.now() - started) / 1000).toFixed(1)} s: 200 visits, 2,000 session notes, 50 readings.`,
    );

    const page = () =>
      Promise.all([
        patientRecord(ctx, admin, patient.id),
        prakritiHistory(ctx, admin, patient.id),
        patientOutcomes(ctx, admin, patient.id),
      ]);
    const t0 = performance.now();
    const [record] = await page();
    const cold = performance.now() - t0;
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await page();
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    const at = (q: number) => runs[Math.min(runs.length - 1, Math.floor(q * runs.length))]!;
    const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
    console.log(`Timeline entries: ${record.timeline.length}`);
    console.log(
      `  the patient page's reads (${RUNS} runs)  cold ${f(cold)}  median ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(runs.at(-1)!)}`,
    );
    const ok = at(0.95) < TARGET_MS;
    console.log(`${ok ? 'OK' : 'OVER'}: p95 ${at(0.95).toFixed(1)} ms against ${TARGET_MS} ms`);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
