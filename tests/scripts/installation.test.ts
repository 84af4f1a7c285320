/**
 * The installation commands as an operator runs them (a child process on a PGlite data folder):
 * `npm run setup` makes the first admin of a real installation; `npm run demo:remove` takes the
 * demo out of one that began as the demo and keeps the real records.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, projectRoot, runMigrations } from '../../server/db/client.ts';
import { countDemoRecords } from '../../server/db/demo.ts';
import { createDoctor, createPatient, createStaff } from '../../server/db/factories.ts';
import {
  blogPosts,
  consultations,
  doctors,
  feedback,
  patients,
  programmeTemplates,
  staff,
  therapists,
  therapySettings,
  treatmentRooms,
} from '../../server/db/schema/index.ts';
import { CONTENT_AUTHOR, DEMO_DOCTORS, seed } from '../../server/db/seed.ts';
import { savedClinicProfile } from '../../server/modules/clinic/clinic-profile.server.ts';
import { withEmptyPglite } from '../helpers/pglite-template.ts';

/**
 * `npm run <command> -- <args>` without npm's own start: scripts/operator.mjs runs the built command
 * when the build is as new as the sources (`npm test` builds before the tests), as a production
 * install does, otherwise the source through tsx (decision 0081).
 */
function run(command: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['scripts/operator.mjs', command, ...args], {
    cwd: projectRoot(),
    encoding: 'utf8',
    input: '',
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

async function withDatabase<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

function consultation(id: string, doctor: { id: string; name: string }, patientId: string, slot: string) {
  return {
    id,
    patientId,
    name: 'Real Patient',
    contact: '9812345678',
    doctorId: doctor.id,
    doctorName: doctor.name,
    consultationType: 'General Consultation' as const,
    department: 'Skin & Hair',
    date: '2030-01-07',
    timeSlot: slot,
    amount: 500,
  };
}

describe('installation commands', { timeout: 180_000 }, () => {
  it('npm run setup makes the first admin and the clinic profile of a production installation, which has no demo record', async () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'clinic-setup-'));
    const env = { DATA_DIR, NODE_ENV: 'production' };
    const admin = ['--admin-phone', '+91 98260 12345', '--admin-name', 'Anita Rao'];
    // No example value reaches a real site: the clinic's phone, e-mail and UPI id must be given.
    const missing = run(
      'setup',
      [...admin, '--name', 'Vaidya Clinic', '--name-hi', 'वैद्य क्लिनिक', '--phone', '9812345678', '--email', 'care@vaidya.example'],
      env,
    );
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('No terminal to ask on: --upi is required.');
    // In a script with no flag at all it asks nothing and names every flag the first run needs.
    const bare = run('setup', [], env);
    expect(bare.status).toBe(1);
    expect(bare.out).toContain(
      'No terminal to ask on: --admin-phone, --admin-name, --name, --name-hi, --phone, --email, --upi are required.',
    );
    expect(bare.out).toContain('npm run setup -- --admin-phone 98xxxxxxxx');
    const unknown = run('setup', ['--admin-phone', '9826012345', '--clinic-name', 'X'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.out).toContain("Unknown option '--clinic-name'");
    expect(unknown.out).not.toContain('    at ');
    const help = run('setup', ['--help'], env);
    expect(help.status).toBe(0);
    expect(help.out).toContain('Optional: --legal-name');
    const staffAdd = run('staff-add', ['--role', 'admin', '--phon', '9826012345'], env);
    expect(staffAdd.status).toBe(1);
    expect(staffAdd.out).toContain("Unknown option '--phon'");
    expect(staffAdd.out).toContain('Usage: npm run staff:add -- --role admin|reception|doctor|therapist --phone 98xxxxxxxx');

    const r = run(
      'setup',
      [
        ...admin,
        '--name',
        'Vaidya Clinic',
        '--name-hi',
        'वैद्य क्लिनिक',
        '--phone',
        '9812345678',
        '--email',
        'care@vaidya.example',
        '--upi',
        'vaidya@okaxis',
        '--city',
        'Bilaspur',
      ],
      env,
    );
    expect(r.out).toContain('Created admin Anita Rao (9826012345)');
    expect(r.out).toContain('Saved the clinic profile of Vaidya Clinic');
    expect(r.status).toBe(0);
    await withDatabase(DATA_DIR, async (db) => {
      expect(await db.select({ name: staff.name, role: staff.role, active: staff.active }).from(staff)).toEqual([
        { name: 'Anita Rao', role: 'admin', active: true },
      ]);
      expect(await countDemoRecords(db)).toEqual({ doctors: 0, staff: 0, events: 0, consultations: 0, therapists: 0, rooms: 0 });
      // The clinic facts come with the installation (decision 0053), before its first start.
      expect((await db.select().from(therapySettings)).length).toBe(47);
      expect((await db.select({ slug: programmeTemplates.slug }).from(programmeTemplates)).map((t) => t.slug).sort()).toEqual([
        'panchakarma-14',
        'panchakarma-21',
        'panchakarma-7',
        'shirodhara-7',
      ]);
      expect(await savedClinicProfile(db)).toMatchObject({
        name: { en: 'Vaidya Clinic', hi: 'वैद्य क्लिनिक' },
        phone: '+919812345678',
        whatsapp: '',
        email: 'care@vaidya.example',
        upiId: 'vaidya@okaxis',
        upiPayeeName: 'Vaidya Clinic',
        address: { city: { en: 'Bilaspur' } },
      });
    });
  });

  it('setup and backup read their settings from the file ENV_FILE names, as the server does', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-env-file-'));
    const DATA_DIR = path.join(folder, 'data');
    const BACKUP_DIR = path.join(folder, 'backups');
    const envFile = path.join(folder, 'clinic.env');
    // An empty cluster copied in, not one made by initdb: the first test's setup makes its own (decisions 0075, 0081).
    await withEmptyPglite(DATA_DIR);
    // The deploy guide's sample, a value with a space included.
    writeFileSync(
      envFile,
      `NODE_ENV=production\nDATA_DIR=${DATA_DIR}\nBACKUP_DIR=${BACKUP_DIR}\nEMAIL_FROM="Sarona Ayurveda <care@sarona.example>"\n`,
    );
    const setup = run(
      'setup',
      [
        '--admin-phone',
        '9826012345',
        '--admin-name',
        'Anita Rao',
        '--name',
        'Vaidya Clinic',
        '--name-hi',
        'वैद्य क्लिनिक',
        ...['--phone', '9812345678', '--email', 'care@vaidya.example', '--upi', 'vaidya@okaxis'],
      ],
      { ENV_FILE: envFile, DATA_DIR: '', NODE_ENV: '' },
    );
    expect(setup.out).toContain('Created admin Anita Rao (9826012345)');
    await withDatabase(DATA_DIR, async (db) => {
      expect(await db.select({ name: staff.name }).from(staff)).toEqual([{ name: 'Anita Rao' }]);
    });
    const backup = run('backup', [], { ENV_FILE: envFile, DATA_DIR: '', NODE_ENV: '' });
    expect(backup.status).toBe(0);
    expect(readdirSync(BACKUP_DIR)).toEqual([expect.stringMatching(/^clinic-backup-.*\.tar$/)]);
  });

  it('npm run upgrade:check lists everything that would refuse the start, and changes nothing', async () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'clinic-upgrade-check-'));
    // An install made at the first migration that began as the demo.
    const oldFolder = mkdtempSync(path.join(os.tmpdir(), 'clinic-old-migrations-'));
    const real = path.join(projectRoot(), 'drizzle');
    const journal = JSON.parse(readFileSync(path.join(real, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    mkdirSync(path.join(oldFolder, 'meta'));
    copyFileSync(path.join(real, `${journal.entries[0]!.tag}.sql`), path.join(oldFolder, `${journal.entries[0]!.tag}.sql`));
    writeFileSync(path.join(oldFolder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
    // An empty cluster copied in, not one made by initdb: the first test's setup makes its own (decisions 0075, 0081).
    await withEmptyPglite(DATA_DIR);
    const database = await openDatabase({ dataDir: DATA_DIR });
    await runMigrations(database, oldFolder);
    await database.db.execute(sql`INSERT INTO staff (name, phone, role) VALUES ('Demo Admin', '9000000001', 'admin')`);
    await database.close();

    const env = { DATA_DIR, NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://clinic.example', TRUST_PROXY: 'true' };
    const r = run('upgrade-check', [], env);
    expect(r.status).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[1]).toBe(
      `The next start applies ${journal.entries.length - 1} migrations: ${journal.entries
        .slice(1)
        .map((e) => e.tag)
        .join(', ')}.`,
    );
    expect(r.out).toMatch(/^1\. TRUST_PROXY: /m);
    expect(r.out).toMatch(/^\d\. the clinic profile is not set up: run `npm run setup`/m);
    expect(r.out).toMatch(/^\d\. the database holds demo records \(0 doctors, 1 staff accounts/m);
    // Nothing was changed: the database still has its one migration.
    const after = await openDatabase({ dataDir: DATA_DIR });
    try {
      const applied = (await after.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      expect(applied.rows[0]?.n).toBe(1);
    } finally {
      await after.close();
    }
  });

  it('npm run demo:remove takes the demo out and keeps the real records', async () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'clinic-demo-remove-'));
    const demoDoctor = DEMO_DOCTORS[0] as { id: string; name: string };
    // An empty cluster copied in, not one made by initdb: the first test's setup makes its own (decisions 0075, 0081).
    await withEmptyPglite(DATA_DIR);
    const real = await withDatabase(DATA_DIR, async (db) => {
      await seed(db, { demo: true });
      const doctor = await createDoctor(db, { name: 'Dr. Real Person' });
      if (!doctor) throw new Error('no doctor');
      const admin = await createStaff(db, { role: 'admin', phone: '9826012345', name: 'Real Admin' });
      const desk = await createStaff(db, {
        role: 'doctor',
        phone: '9826054321',
        name: 'Real doctor on a demo profile',
        doctorId: demoDoctor.id,
      });
      const patient = await createPatient(db, { name: 'Real Patient', contact: '9812345678' });
      await db
        .insert(consultations)
        .values([
          consultation('REALCONSULTATION0001', doctor, patient.id, '10:00'),
          consultation('DEMOCONSULTATION0001', demoDoctor, patient.id, '10:00'),
        ]);
      await db
        .insert(feedback)
        .values({ consultationId: 'DEMOCONSULTATION0001', patientId: patient.id, doctorId: demoDoctor.id, ratings: [], onTime: true });
      return { doctor, admin, desk, patient };
    });

    const unconfirmed = run('demo-remove', [], { DATA_DIR });
    expect(unconfirmed.status).toBe(1);
    expect(unconfirmed.out).toContain(
      'This removes 5 doctors, 4 staff accounts, 3 events, 1 consultations with demo doctors, 4 therapists, 3 treatment rooms',
    );

    const r = run('demo-remove', ['--yes'], { DATA_DIR });
    expect(r.out).toContain(
      'Removed 5 demo doctors, 4 demo staff accounts, 3 demo events, 1 consultations with demo doctors, 4 demo therapists and 3 demo treatment rooms',
    );
    expect(r.status).toBe(0);

    await withDatabase(DATA_DIR, async (db) => {
      expect(await countDemoRecords(db)).toEqual({ doctors: 0, staff: 0, events: 0, consultations: 0, therapists: 0, rooms: 0 });
      expect((await db.select({ id: doctors.id }).from(doctors)).map((d) => d.id)).toEqual([real.doctor.id]);
      const people = await db.select({ name: staff.name, doctorId: staff.doctorId }).from(staff).orderBy(staff.name);
      expect(people).toEqual([
        { name: 'Real Admin', doctorId: null },
        { name: 'Real doctor on a demo profile', doctorId: null },
      ]);
      expect(await db.select({ id: patients.id }).from(patients)).toEqual([{ id: real.patient.id }]);
      expect((await db.select({ id: consultations.id }).from(consultations)).map((c) => c.id)).toEqual(['REALCONSULTATION0001']);
      expect(await db.select().from(feedback)).toEqual([]);
      // The demo therapists and rooms go; the therapy settings and templates are the clinic's and stay.
      expect(await db.select().from(therapists)).toEqual([]);
      expect(await db.select().from(treatmentRooms)).toEqual([]);
      expect((await db.select().from(therapySettings)).length).toBe(47);
      expect((await db.select().from(programmeTemplates)).length).toBe(4);
      const posts = await db.select({ author: blogPosts.author }).from(blogPosts);
      expect(posts.length).toBeGreaterThanOrEqual(13);
      expect(new Set(posts.map((p) => p.author))).toEqual(new Set([CONTENT_AUTHOR]));
      expect(
        await db
          .select()
          .from(doctors)
          .where(
            inArray(
              doctors.id,
              DEMO_DOCTORS.map((d) => d.id),
            ),
          ),
      ).toEqual([]);
      expect((await db.select().from(staff).where(eq(staff.phone, '9000000001'))).length).toBe(0);
    });
  });
});
