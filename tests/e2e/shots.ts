/**
 * Pictures of the screens for a person to look at (DEVELOPERS.md: look at every screen you build).
 * Nothing asserts on them and each costs the browser a full render and a PNG, so they are taken only
 * when E2E_SHOTS names a folder: `E2E_SHOTS=/tmp/shots npm run test:e2e -- tests/e2e/prakriti.spec.ts`
 * writes `/tmp/shots/prakriti/<name>.png` (decision 0080).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

function fileFor(name: string): string | undefined {
  const dir = process.env.E2E_SHOTS;
  return dir ? path.join(dir, path.basename(test.info().file, '.spec.ts'), name) : undefined;
}

export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const file = fileFor(`${name}.png`);
  if (!file) return;
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}

/** A file made during a test (a printed PDF), kept beside the screenshots when E2E_SHOTS is set. */
export function keep(name: string, data: Buffer): void {
  const file = fileFor(name);
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
}
