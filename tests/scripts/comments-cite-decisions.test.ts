/**
 * Comments name the decision record a rule comes from (docs/decisions/), not the issue that asked
 * for it: an issue is closed and forgotten, the record stays beside the code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'server', 'core', 'content', 'tests', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(file).isDirectory() ? sources(file) : SOURCE.test(name) ? [file] : [];
  });
}

it('no source file cites an issue number', () => {
  const found = FOLDERS.flatMap((folder) => sources(path.join(root, folder)))
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(root, file)}:${i + 1}`, line }))
        .filter(({ line }) => /\bissue #?\d+/i.test(line)),
    )
    .map(({ where, line }) => `${where}: ${line.trim()}`);
  expect(found).toEqual([]);
});
