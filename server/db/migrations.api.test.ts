/**
 * Upgrades: a database made by the oldest committed migration, with a clinic's data in it, is
 * migrated to the newest and keeps every row; a migration that fails leaves the database as it
 * was; two instances starting at once on one empty PostgreSQL database both come up.
 * Written against the journal, not against today's files: a new migration is covered as it lands.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { productionConfig } from '../../tests/helpers/production-config.ts';
import { emptyPgliteDump } from '../../tests/helpers/pglite-template.ts';
import { scratchDatabase, scratchKind, type Scratch } from '../../tests/helpers/scratch-database.ts';
import { type Database, MigrationError, openDatabase, projectRoot, runMigrations } from './client';
import { DEMO_STAFF } from './seed';
import { StartupRefused, prepareDatabase, startProblems } from './startup';
import * as schema from './schema';
import { createDoctor, createPatient, createStaff } from './factories';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
const realFolder = path.join(projectRoot(), 'drizzle');
const journal = JSON.parse(readFileSync(path.join(realFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };

const folders: string[] = [];
const scratches: Scratch[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const scratch of scratches.splice(0)) await scratch.drop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder holding these journal entries; `extra` adds migrations written here. */
function migrationsFolder(entries: JournalEntry[], extra: { tag: string; sql: string }[] = []): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  const all = [...entries];
  for (const entry of entries) copyFileSync(path.join(realFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  for (const migration of extra) {
    const last = all[all.length - 1]!;
    all.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: migration.tag });
    writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql);
  }
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: all }));
  return folder;
}

async function openScratch(): Promise<{ database: Database; scratch: Scratch }> {
  const scratch = await scratchDatabase();
  scratches.push(scratch);
  // On PGlite an empty cluster loaded from a dump, as CREATE DATABASE gives one on PostgreSQL (decision 0075).
  const database = await openDatabase({
    databaseUrl: scratch.databaseUrl,
    dataDir: null,
    ...(scratchKind === 'pglite' ? { loadDataDir: await emptyPgliteDump() } : {}),
  });
  opened.push(database);
  return { database, scratch };
}

async function rows(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every row of every table of the app, as JSON, by table and id. */
async function snapshot(database: Database): Promise<Map<string, Map<string, Record<string, unknown>>>> {
  const tables = await rows(
    database,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const out = new Map<string, Map<string, Record<string, unknown>>>();
  for (const { table_name: table } of tables) {
    const found = await rows(database, `SELECT to_jsonb(t) AS row FROM "${String(table)}" t`);
    out.set(String(table), new Map(found.map(({ row }) => [String((row as { id: unknown }).id), row as Record<string, unknown>])));
  }
  return out;
}

const ids = {
  doctor: '0b6f3a52-7c1e-4d38-9a51-2f4e8c9d1a01',
  patient: '0b6f3a52-7c1e-4d38-9a51-2f4e8c9d1a02',
  admin: '0b6f3a52-7c1e-4d38-9a51-2f4e8c9d1a03',
  doctorStaff: '0b6f3a52-7c1e-4d38-9a51-2f4e8c9d1a04',
  paid: '7K3M9Q2W8R4T6Y1X5Z0A',
  cancelled: '7K3M9Q2W8R4T6Y1X5Z0B',
};

/**
 * A clinic's data as the oldest schema holds it, in plain SQL (today's factories may write
 * columns an old schema does not have): a doctor with hours and a leave, staff, a patient with a
 * Hindi name, a paid consultation with a prescription and feedback, a cancelled one, a post, an
 * event, a session, a queued job, an audit line, a contact message.
 */
const OLD_CLINIC = `
INSERT INTO doctors (id, name, specialization, department, experience, qualification, languages, fees, registration_number, bio)
  VALUES ('${ids.doctor}', 'Dr. Meera Sharma', '{Panchakarma,"Skin & Hair"}', '{"Skin & Hair"}', 12, 'BAMS, MD (Ayurveda)', '{English,Hindi}',
          '{"General Consultation":500,"Follow-up":300,"Specific Treatment":800}', 'CGBAMS-1234', 'Twelve years of Panchakarma.');
INSERT INTO doctor_schedules (doctor_id, weekday, start_times) VALUES ('${ids.doctor}', 1, '{10:00,10:30,11:00}'), ('${ids.doctor}', 3, '{15:00,15:30}');
INSERT INTO doctor_leaves (doctor_id, date, reason) VALUES ('${ids.doctor}', '2026-12-25', 'Holiday');
INSERT INTO staff (id, name, phone, role) VALUES ('${ids.admin}', 'Anita Verma', '9812345601', 'admin');
INSERT INTO staff (id, name, phone, role, doctor_id, email) VALUES ('${ids.doctorStaff}', 'Dr. Meera Sharma', '9812345602', 'doctor', '${ids.doctor}', 'meera@example.com');
INSERT INTO patients (id, name, contact, email, age, locale, consent_at, consent_version)
  VALUES ('${ids.patient}', 'राहुल वर्मा', '9876543210', 'rahul@example.com', 34, 'hi', '2026-11-01T09:00:00Z', '2026-11');
INSERT INTO consultations (id, patient_id, name, contact, email, doctor_id, doctor_name, consultation_type, department, date, time_slot,
                           symptoms, mode, amount, status, payment_status, payment_method, payment_utr, payment_verified_at, prescription, locale)
  VALUES ('${ids.paid}', '${ids.patient}', 'राहुल वर्मा', '9876543210', 'rahul@example.com', '${ids.doctor}', 'Dr. Meera Sharma',
          'General Consultation', 'Skin & Hair', '2026-12-07', '10:30', 'त्वचा पर खुजली', 'offline', 500, 'completed', 'paid', 'upi',
          '412345678901', '2026-12-06T10:00:00Z', '{"medicines":[{"name":"Triphala churna","dose":"1 tsp at night"}],"advice":"Warm water"}', 'hi');
INSERT INTO consultations (id, patient_id, name, contact, doctor_id, doctor_name, consultation_type, department, date, time_slot, amount, status, cancel_reason, cancelled_at)
  VALUES ('${ids.cancelled}', '${ids.patient}', 'राहुल वर्मा', '9876543210', '${ids.doctor}', 'Dr. Meera Sharma', 'Follow-up', 'Skin & Hair',
          '2026-12-14', '10:30', 300, 'cancelled', 'Travelling', '2026-12-10T08:00:00Z');
INSERT INTO feedback (consultation_id, patient_id, doctor_id, ratings, on_time, comments)
  VALUES ('${ids.paid}', '${ids.patient}', '${ids.doctor}', '{"doctor":5,"staff":4,"facility":5}', true, 'बहुत अच्छा');
INSERT INTO blog_posts (slug, title, excerpt, content_html, category, author, tags, language, status, published_at)
  VALUES ('winter-care', 'Winter care', 'Oil massage in winter', '<p>Abhyanga daily.</p>', 'Seasonal', 'Dr. Meera Sharma', '{winter,abhyanga}', 'en', 'published', '2026-11-20T06:00:00Z');
INSERT INTO events (title, description, kind, location, starts_at) VALUES ('Free camp', 'Pulse diagnosis', 'camp', 'Sarona, Raipur', '2027-01-10T04:30:00Z');
INSERT INTO sessions (token_hash, kind, patient_id, expires_at) VALUES ('hash-of-a-token', 'patient', '${ids.patient}', '2027-01-01T00:00:00Z');
INSERT INTO jobs (kind, payload, run_at, dedupe_key) VALUES ('reminder', '{"consultationId":"${ids.paid}"}', '2026-12-06T10:30:00Z', 'reminder:${ids.paid}');
INSERT INTO audit_log (staff_id, staff_name, action, entity, entity_id, after) VALUES ('${ids.admin}', 'Anita Verma', 'payment.verify', 'consultation', '${ids.paid}', '{"paymentStatus":"paid"}');
INSERT INTO contact_messages (name, email, subject, message) VALUES ('Sunita', 'sunita@example.com', 'Timings', 'Are you open on Sunday?');
`;

/** Every table object of the schema, read through today's code: fails when a column is missing. */
async function readWithTodaysSchema(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (typeof table !== 'object' || table === null || !(Symbol.for('drizzle:Name') in table)) continue;
    counts[name] = (await database.db.select().from(table as typeof schema.patients)).length;
  }
  return counts;
}

// An empty PGlite runs initdb first: tens of seconds on a busy machine.
describe(`upgrades (${scratchKind})`, { timeout: 120_000 }, () => {
  it('migrates a database made by the oldest migration, with data in it, to the newest: every row is kept', async () => {
    const { database } = await openScratch();
    await runMigrations(database, migrationsFolder(journal.entries.slice(0, 1)));
    for (const statement of OLD_CLINIC.split(/;\n/).filter((s) => s.trim())) await database.db.execute(sql.raw(statement));
    const before = await snapshot(database);

    await runMigrations(database);

    const after = await snapshot(database);
    for (const [table, oldRows] of before) {
      expect(after.has(table), `table ${table} is still there`).toBe(true);
      for (const [id, oldRow] of oldRows) {
        const newRow = after.get(table)!.get(id);
        expect(newRow, `${table} ${id} is still there`).toBeDefined();
        for (const [column, value] of Object.entries(oldRow)) expect(newRow![column], `${table}.${column} of ${id}`).toEqual(value);
      }
    }
    const applied = await rows(database, 'SELECT hash FROM drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    const counts = await readWithTodaysSchema(database);
    expect(counts).toMatchObject({ doctors: 1, patients: 1, staff: 2, consultations: 2, feedback: 1, blogPosts: 1, auditLog: 1 });
    // Today's code writes next to the old rows.
    await createDoctor(database.db, { name: 'Dr. New' });
    await createPatient(database.db, { contact: '9876500000' });
    await createStaff(database.db, { role: 'reception', phone: '9812345603' });
  });

  it('fills payment_references from the rows it finds: the first payment keeps a reference, a later duplicate stays unheld (decision 0030)', async () => {
    const { database } = await openScratch();
    const before = journal.entries.findIndex((e) => e.tag.includes('payment-references'));
    expect(before).toBeGreaterThan(0);
    await runMigrations(database, migrationsFolder(journal.entries.slice(0, before)));
    for (const statement of OLD_CLINIC.split(/;\n/).filter((s) => s.trim())) await database.db.execute(sql.raw(statement));
    const consultation = (id: string, slot: string, payment: string) =>
      `INSERT INTO consultations (id, patient_id, name, contact, doctor_id, doctor_name, consultation_type, department, date, time_slot, amount,
         status, payment_status, payment_method, payment_utr, payment_reference, payment_claimed_at, payment_verified_at)
       VALUES ('${id}', '${ids.patient}', 'x', '9876543210', '${ids.doctor}', 'Dr. Meera Sharma', 'Follow-up', 'Skin & Hair', '2026-12-08', '${slot}', 300,
         'confirmed', 'paid', ${payment})`;
    for (const statement of [
      // 412345678901 is the paid consultation's UTR (claimed on 2026-12-06): a later deposit gave it again.
      `INSERT INTO programmes (id, patient_id, start_date, status, price, deposit, deposit_status, deposit_utr, deposit_claimed_at, deposit_paid_at, deposit_method)
         VALUES ('0b6f3a52-7c1e-4d38-9a51-2f4e8c9d1a10', '${ids.patient}', '2026-12-20', 'accepted', 9000, 2300, 'paid', '412345678901',
                 '2026-12-07T09:00:00Z', '2026-12-07T10:00:00Z', 'upi')`,
      // A counter UPI payment recorded first, then a patient's claim of the same UTR (other unique index, so both got in).
      consultation('7K3M9Q2W8R4T6Y1X5Z0C', '11:00', `'clinic-upi', null, '5123 4567 8901', null, '2026-12-01T10:00:00Z'`),
      consultation('7K3M9Q2W8R4T6Y1X5Z0D', '11:30', `'upi', '512345678901', null, '2026-12-02T10:00:00Z', '2026-12-02T11:00:00Z'`),
      // One gateway payment id on two consultations; a card slip number is no payment reference.
      consultation('7K3M9Q2W8R4T6Y1X5Z0E', '12:00', `'gateway', null, 'pay_Q1w2E3', null, '2026-12-03T10:00:00Z'`),
      consultation('7K3M9Q2W8R4T6Y1X5Z0F', '12:30', `'gateway', null, 'pay_Q1w2E3', null, '2026-12-04T10:00:00Z'`),
      consultation('7K3M9Q2W8R4T6Y1X5Z0G', '15:00', `'clinic-card', null, 'SLIP-1', null, '2026-12-04T10:00:00Z'`),
    ])
      await database.db.execute(sql.raw(statement));

    await runMigrations(database);

    expect(
      await rows(database, 'SELECT reference, kind, pays_for, pays_for_id, recorded_by FROM payment_references ORDER BY reference'),
    ).toEqual([
      { reference: '412345678901', kind: 'utr', pays_for: 'consultation', pays_for_id: ids.paid, recorded_by: 'migration' },
      {
        reference: '512345678901',
        kind: 'clinic-upi',
        pays_for: 'consultation',
        pays_for_id: '7K3M9Q2W8R4T6Y1X5Z0C',
        recorded_by: 'migration',
      },
      { reference: 'pay_Q1w2E3', kind: 'gateway', pays_for: 'consultation', pays_for_id: '7K3M9Q2W8R4T6Y1X5Z0E', recorded_by: 'migration' },
    ]);
    // The duplicates stay as they were (reconciliation lists them); a new reuse is refused.
    expect(await rows(database, `SELECT deposit_utr FROM programmes`)).toEqual([{ deposit_utr: '412345678901' }]);
    await expect(
      database.db.execute(sql.raw(`UPDATE consultations SET payment_utr = '4123 4567 8901' WHERE id = '${ids.cancelled}'`)),
    ).rejects.toThrow();
  });

  it('numbers the patients it finds in the order they registered, and new patients after them (decision 0052)', async () => {
    const { database } = await openScratch();
    const before = journal.entries.findIndex((e) => e.tag.includes('patient-number'));
    expect(before).toBeGreaterThan(0);
    await runMigrations(database, migrationsFolder(journal.entries.slice(0, before)));
    // Inserted out of registration order: the number follows created_at, not the order rows were written.
    for (const [id, contact, at] of [
      ['00000000-0000-4000-8000-000000000003', '9876500003', '2026-03-01T00:00:00Z'],
      ['00000000-0000-4000-8000-000000000001', '9876500001', '2025-01-01T00:00:00Z'],
      ['00000000-0000-4000-8000-000000000002', '9876500002', '2025-06-01T00:00:00Z'],
    ])
      await database.db.execute(
        sql.raw(`INSERT INTO patients (id, name, contact, created_at) VALUES ('${id}', 'x', '${contact}', '${at}')`),
      );

    await runMigrations(database);

    expect(await rows(database, 'SELECT contact, number FROM patients ORDER BY number')).toEqual([
      { contact: '9876500001', number: 1 },
      { contact: '9876500002', number: 2 },
      { contact: '9876500003', number: 3 },
    ]);
    const added = await createPatient(database.db, { contact: '9876500004' });
    expect(added.number).toBe(4);
    await expect(database.db.execute(sql.raw(`UPDATE patients SET number = 1 WHERE contact = '9876500004'`))).rejects.toThrow();
  });

  it('a real deployment that must be refused changes nothing, and names everything to do in one message', async () => {
    const { database } = await openScratch();
    await runMigrations(database, migrationsFolder(journal.entries.slice(0, 1)));
    for (const statement of OLD_CLINIC.split(/;\n/).filter((s) => s.trim())) await database.db.execute(sql.raw(statement));
    // An install that began as the demo: the demo admin's account is still there.
    await database.db.execute(sql.raw(`INSERT INTO staff (name, phone, role) VALUES ('Demo Admin', '${DEMO_STAFF[0]!.phone}', 'admin')`));
    const before = await snapshot(database);
    const config = productionConfig();

    const checked = await startProblems(config, database);
    expect(checked.pending).toEqual(journal.entries.slice(1).map((entry) => entry.tag));
    expect(checked.problems).toEqual([
      expect.stringMatching(/^the clinic profile is not set up: run `npm run setup`/),
      expect.stringMatching(/^the database holds demo records \(0 doctors, 1 staff accounts.*: run `npm run demo:remove -- --yes`$/),
    ]);
    const refused = await prepareDatabase(config, database, () => {}).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StartupRefused);
    expect((refused as Error).message.split('\n')).toEqual([
      'Refusing to start; nothing was changed. Before the next start:',
      `1. ${checked.problems[0]}`,
      `2. ${checked.problems[1]}`,
    ]);
    // Not one migration was applied, not one row changed.
    expect(await rows(database, 'SELECT hash FROM drizzle.__drizzle_migrations')).toHaveLength(1);
    expect(await snapshot(database)).toEqual(before);
  });

  it('a failing migration leaves the database as it was, and says which one failed', async () => {
    const { database } = await openScratch();
    await runMigrations(database);
    const patient = await createPatient(database.db, { name: 'Kept As Is', contact: '9876543211' });
    const broken = migrationsFolder(journal.entries, [
      {
        tag: '9999_broken',
        sql: [
          'CREATE TABLE "upgrade_probe" ("id" integer)',
          'ALTER TABLE "patients" ADD COLUMN "probe" text',
          `UPDATE "patients" SET "name" = 'changed'`,
          'SELECT 1 / 0',
        ].join(';\n--> statement-breakpoint\n'),
      },
    ]);

    const failure = await runMigrations(database, broken).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/^Migration 9999_broken failed: division by zero\. Nothing was changed/);

    expect(await rows(database, `SELECT to_regclass('public.upgrade_probe') AS t`)).toEqual([{ t: null }]);
    expect(
      await rows(database, `SELECT column_name FROM information_schema.columns WHERE table_name = 'patients' AND column_name = 'probe'`),
    ).toEqual([]);
    expect(await rows(database, `SELECT name FROM patients WHERE id = '${patient.id}'`)).toEqual([{ name: 'Kept As Is' }]);
    expect(await rows(database, 'SELECT hash FROM drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
    // Once the migration is fixed (here: the real folder), the next start goes on.
    await runMigrations(database);
  });

  it.runIf(scratchKind === 'postgres')('two instances starting at once on an empty PostgreSQL database both migrate it, once', async () => {
    const { scratch } = await openScratch();
    const [a, b] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: null })));
    opened.push(a!, b!);
    await Promise.all([runMigrations(a!), runMigrations(b!)]);
    expect(await rows(a!, 'SELECT hash FROM drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
  });
});
