// The operator's commands (`npm run setup`, `backup`, `restore`, `staff:add`, `demo:remove`,
// `upgrade:check`, `db:reset`, `notices:templates`): from the build (build/scripts, made by
// `npm run build`) when it is there and as new as the sources, so a production install made with
// `npm ci --omit=dev` runs them with Node alone (docs/deploy.md); otherwise from source with tsx,
// as on a developer's machine. Plain .mjs so that it runs on Node without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIsStale, root } from './lib/build.mjs';

const [name, ...args] = process.argv.slice(2);
const built = path.join(root, 'build/scripts', `${name}.js`);
const source = path.join(root, 'scripts', `${name}.ts`);
if (!name || !(existsSync(source) || existsSync(built))) {
  console.error(`No operator command '${name ?? ''}' (scripts/<name>.ts, or build/scripts/<name>.js in a release).`);
  process.exit(2);
}

function hasTsx() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

/** An operator's command edited since the build (the app's sources are buildIsStale's). */
function scriptsNewer() {
  const stamp = path.join(root, 'build/.stamp');
  if (!existsSync(stamp)) return true;
  const newest = ['scripts', 'scripts/lib']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(root, dir, f)),
    )
    .reduce((max, file) => Math.max(max, statSync(file).mtimeMs), 0);
  return newest > statSync(stamp).mtimeMs;
}

let command;
// A release has no sources: its build is what there is.
if (existsSync(built) && (!existsSync(source) || (!buildIsStale() && !scriptsNewer())))
  command = [process.execPath, ['--enable-source-maps', built, ...args]];
else if (hasTsx()) command = [process.execPath, ['--import', 'tsx', source, ...args]];
else {
  console.error(
    'The build is missing or older than the sources, and tsx (a development tool) is not installed: run `npm run build` first.',
  );
  process.exit(1);
}
const result = spawnSync(command[0], command[1], { cwd: process.cwd(), stdio: 'inherit' });
process.exit(result.status ?? 1);
