import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Appends one JSON line to a file in the data folder (the development outbox). */
export function appendJsonLine(file: string, record: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}
