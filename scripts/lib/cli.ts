/**
 * What the installation commands share (setup, staff:add, demo:remove): settings and the database
 * as the server opens them, a clear one-line failure, the staff upsert and questions on a terminal.
 */
import '../../server/load-env-file.ts';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../core/constants.ts';
import { mobileDigits } from '../../core/phone.ts';
import { type Config, ConfigError, loadConfig } from '../../server/config.ts';
import { type Database, DatabaseLockedError, openDatabase, runMigrations } from '../../server/db/client.ts';
import { staff } from '../../server/db/schema/index.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The command's string flags; `--help` prints `usage` and ends, and a flag it does not know (or a
 * word without a flag) stops it with the usage instead of a stack trace.
 */
export function stringFlags<const Name extends string>(names: readonly Name[], usage: string): Partial<Record<Name, string>> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    const { values } = parseArgs({ args, options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])) });
    return values as Partial<Record<Name, string>>;
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}

/** Settings and the migrated database, or a one-line reason to stop (bad setting, server running). */
export async function openInstallation(): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await runMigrations(database);
    return { config, database };
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    throw error;
  }
}

/** The 10 digits of a mobile number as typed (+91, spaces allowed: core/phone.ts), or null. */
export function tenDigits(value: string | undefined): string | null {
  const phone = mobileDigits(value ?? '');
  return phone.length === 10 && (value ?? '').replace(/\D/g, '').endsWith(phone) ? phone : null;
}

/** Creates the staff account of this number, or makes the existing one active with this role and name. */
export async function upsertStaff(
  database: Database,
  input: { role: StaffRole; phone: string; name: string; doctorId?: string | null },
): Promise<'created' | 'updated'> {
  const [existing] = await database.db.select().from(staff).where(eq(staff.phone, input.phone));
  if (existing) {
    await database.db
      .update(staff)
      .set({ role: input.role, name: input.name, active: true, doctorId: input.doctorId ?? existing.doctorId, updatedAt: new Date() })
      .where(eq(staff.id, existing.id));
    return 'updated';
  }
  await database.db.insert(staff).values({ name: input.name, phone: input.phone, role: input.role, doctorId: input.doctorId ?? null });
  return 'created';
}

/**
 * Asks on the terminal for what the flags did not give. Without a terminal (a script, CI, ssh
 * without -t) nothing is asked: a missing required value is noted, answered with '', and
 * `stopIfMissing` then stops the command naming every flag it needs at once.
 */
export class Questions {
  private rl = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  private missing: string[] = [];

  async ask(
    flag: string,
    question: string,
    given: string | undefined,
    check: (value: string) => string | null,
    fallback?: string,
  ): Promise<string> {
    if (given !== undefined) {
      const problem = check(given);
      if (problem) fail(`--${flag}: ${problem}`);
      return given;
    }
    if (!this.rl) {
      if (fallback !== undefined) return fallback;
      this.missing.push(`--${flag}`);
      return '';
    }
    for (;;) {
      const answer = (await this.rl.question(fallback ? `${question} [${fallback}]: ` : `${question}: `)).trim() || fallback || '';
      const problem = check(answer);
      if (!problem) return answer;
      console.log(`  ${problem}`);
    }
  }

  /** Stops the command when a required flag was missing without a terminal, naming them all. */
  stopIfMissing(usage: string): void {
    if (!this.missing.length) return;
    const list = this.missing.join(', ');
    fail(`No terminal to ask on: ${list} ${this.missing.length === 1 ? 'is' : 'are'} required.\n${usage}`);
  }

  close(): void {
    this.rl?.close();
    this.rl = null;
  }
}
