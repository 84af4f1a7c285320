/**
 * `npm run bench:proposal` (issue 24, Scale): the programme proposal as the server gives it
 * (server/modules/programmes/proposal.server.ts: the tables read into the scheduler's input, the
 * scheduler, the names), on the embedded database (PGlite), for the generated clinic of
 * bench/lib/scheduler-clinic.ts (12 therapists, 6 rooms, two months of existing sessions) inserted
 * through the tables, and a 21-day programme with 3 sessions a day. Target: under 1 s.
 * Settings: BENCH_PROPOSAL_RUNS (20), BENCH_SCHEDULER_SEED (24), BENCH_SCHEDULER_PER_DAY (30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CLINIC_PROFILE } from '../core/clinic.ts';
import type { RoomCapability } from '../core/constants.ts';
import type { ScheduleInput } from '../core/programmes/types.ts';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { createContext } from '../server/create-context.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { createDoctor } from '../server/db/factories.ts';
import {
  clinicProfile,
  consultations,
  patients,
  sessionTherapists,
  therapistLeaves,
  therapists,
  therapySessions,
  therapySettings,
  treatmentRooms,
  type WorkingHours,
} from '../server/db/schema.ts';
import type { SignedInStaff } from '../server/domain/actor.ts';
import { proposeProgramme } from '../server/modules/programmes/proposal.server.ts';
import { loadScheduleInput } from '../server/modules/programmes/schedule-input.server.ts';
import { generateClinic, type GeneratedClinic } from './lib/scheduler-clinic.ts';

const RUNS = Number(process.env.BENCH_PROPOSAL_RUNS ?? 20);
const SEED = Number(process.env.BENCH_SCHEDULER_SEED ?? 24);
const PER_DAY = Number(process.env.BENCH_SCHEDULER_PER_DAY ?? 30);
const TARGET_MS = 1000;
const ADMIN: SignedInStaff = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bench',
  phone: '9999999999',
  role: 'admin',
  doctorId: null,
};

const uuid = (n: number, kind: number) => `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
const chunks = <T>(list: T[], size = 500) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** The generated therapists, rooms, settings and existing sessions, written to the tables with ids kept apart. */
async function insertClinic(ctx: AppContext, { input, booked }: GeneratedClinic): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  input.therapists.forEach((t, i) => ids.set(t.id, uuid(i + 1, 1)));
  input.rooms.forEach((r, i) => ids.set(r.id, uuid(i + 1, 2)));
  await ctx.db.insert(therapySettings).values(
    input.therapies.map((t) => ({
      therapySlug: t.slug,
      sessionMinutes: t.sessionMinutes,
      prepMinutes: t.prepMinutes,
      cleanupMinutes: t.cleanupMinutes,
      roomCapability: t.roomCapability as RoomCapability,
      therapistCount: t.therapistsNeeded,
      genderRule: t.genderRule === 'same' ? ('same-as-patient' as const) : ('any' as const),
      needsPrescription: t.needsPrescription,
      price: 1000,
    })),
  );
  const week = (h: ScheduleInput['therapists'][number]['hours']): WorkingHours[] =>
    Array.from({ length: 7 }, (_, d) => {
      const range = h[d as 0]?.[0];
      return range ? { from: range[0], to: range[1] } : null;
    });
  await ctx.db.insert(therapists).values(
    input.therapists.map((t) => ({
      id: ids.get(t.id)!,
      name: t.id,
      gender: t.gender,
      therapies: [...t.therapies],
      weeklyHours: week(t.hours),
    })),
  );
  const leaves = input.therapists.flatMap((t) => [...new Set(t.leave)].map((date) => ({ therapistId: ids.get(t.id)!, date })));
  await ctx.db.insert(therapistLeaves).values(leaves);
  await ctx.db
    .insert(treatmentRooms)
    .values(input.rooms.map((r) => ({ id: ids.get(r.id)!, name: r.id, capabilities: r.capabilities as RoomCapability[] })));
  const people = booked.map((_, i) => ({ id: uuid(i + 1, 3), name: `Patient ${i + 1}`, contact: `7${String(i).padStart(9, '0')}` }));
  for (const part of chunks(people)) await ctx.db.insert(patients).values(part);
  const sessions = booked.map((b, i) => ({
    id: uuid(i + 1, 4),
    therapySlug: 'nasya',
    patientId: people[i]!.id,
    roomId: ids.get(b.roomId)!,
    startsAt: b.interval.start,
    endsAt: b.interval.end,
    blockedFrom: b.interval.start,
    blockedTo: b.interval.end,
  }));
  for (const part of chunks(sessions)) await ctx.db.insert(therapySessions).values(part);
  const held = booked.flatMap((b, i) =>
    b.therapistIds.map((t) => ({
      sessionId: sessions[i]!.id,
      therapistId: ids.get(t)!,
      blockedFrom: b.interval.start,
      blockedTo: b.interval.end,
    })),
  );
  for (const part of chunks(held)) await ctx.db.insert(sessionTherapists).values(part);
  await ctx.db
    .insert(clinicProfile)
    .values({ id: 1, profile: { ...DEFAULT_CLINIC_PROFILE, hours: input.clinic.hours, holidays: [...input.clinic.holidays] } });
  return ids;
}

/** The doctor, the new patient and their completed consultation the programme follows. */
async function insertConsultation(ctx: AppContext): Promise<string> {
  const doctor = (await createDoctor(ctx.db, { name: 'Dr. Bench' }))!;
  const [patient] = await ctx.db.insert(patients).values({ name: 'New Patient', contact: '9888800000' }).returning();
  const [row] = await ctx.db
    .insert(consultations)
    .values({
      id: 'BENCHCONSULTATION001',
      patientId: patient!.id,
      name: patient!.name,
      contact: patient!.contact,
      doctorId: doctor.id,
      doctorName: doctor.name,
      consultationType: 'General Consultation',
      department: 'Panchakarma',
      date: '2026-11-30',
      timeSlot: '10:00',
      amount: 500,
      status: 'completed',
    })
    .returning();
  return row!.id;
}

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpu: (c.user + c.system) / 1000, value };
}

async function measure<T>(label: string, fn: () => Promise<T>): Promise<{ p95: number; value: T }> {
  const first = await time(fn);
  const runs: { ms: number; cpu: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await time(fn));
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  const wall = runs.map((r) => r.ms);
  const cpu = runs.map((r) => r.cpu);
  const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `  ${label.padEnd(40)} cold ${f(first.ms)}  median ${f(at(wall, 0.5))}  p95 ${f(at(wall, 0.95))}  max ${f(Math.max(...wall))}` +
      `  | CPU median ${f(at(cpu, 0.5))}  p95 ${f(at(cpu, 0.95))}`,
  );
  return { p95: at(wall, 0.95), value: first.value };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-proposal-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    const clinic = generateClinic(SEED, PER_DAY);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const ctx = createContext(config, database, { now: () => clinic.input.now });
    await insertClinic(ctx, clinic);
    const consultationId = await insertConsultation(ctx);
    const { programme } = clinic.input;
    const body = {
      consultationId,
      days: programme.days.map((d) => [...d]),
      startDate: programme.startDate,
      timeBand: 'any' as const,
      patientGender: 'female' as const,
    };
    console.log(
      `PGlite, generated clinic (seed ${SEED}): 12 therapists, 6 rooms, ${clinic.booked.length} existing sessions over 61 days in the tables; ` +
        `programme of ${programme.days.length} days x 3 sessions, band any (clinic hours); ${RUNS} runs after a cold one\n`,
    );
    const read = () =>
      loadScheduleInput(ctx, {
        patientId: null,
        patientGender: 'female',
        timeBand: 'any',
        startDate: body.startDate,
        days: body.days,
        prescribed: true,
      });
    await measure('reads only (loadScheduleInput)', read);
    const run = await measure('proposal (reads + scheduler + names)', () => proposeProgramme(ctx, ADMIN, body, 'en'));
    console.log(`    ${run.value.length} sessions proposed`);
    console.log(`\np95 of the proposal: ${run.p95.toFixed(1)} ms (target < ${TARGET_MS} ms)`);
    if (run.p95 >= TARGET_MS || run.value.length !== programme.days.length * 3) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
