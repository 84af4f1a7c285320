// Bundles the Fastify server (server/main.ts) into build/app-server/main.js and the operator's
// commands into build/scripts; node_modules stay external.
import { build } from 'esbuild';

/** Node bundles of our TypeScript: one file per entry, the packages left to node_modules. */
const nodeBundle = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...nodeBundle, entryPoints: ['server/main.ts'], outfile: 'build/app-server/main.js' });

// The operator's commands (scripts/operator.mjs runs these): setup, backup and the rest run on a
// production install that has no development tools (no tsx).
await build({
  entryPoints: [
    'setup',
    'staff-add',
    'demo-remove',
    'backup',
    'restore',
    'upgrade-check',
    'db-reset',
    'notice-templates',
    'terminology-import',
  ].map((name) => `scripts/${name}.ts`),
  outdir: 'build/scripts',
  ...nodeBundle,
});

// The service worker (app/features/offline/service-worker.ts) into build/client/sw.js, served from
// the site's root (its scope) before the pre-compressed copies below are made.
await build({
  entryPoints: ['app/features/offline/service-worker.ts'],
  outfile: 'build/client/sw.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});

// Pre-compressed copies of the client assets (.br and .gz next to each file): @fastify/static
// serves them as they are (`preCompressed`), so no CPU is spent compressing the same file per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = 'build/client';
function compressAll(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) compressAll(file);
    else if (/\.(js|css|svg|json|xml|txt|webmanifest|html)$/.test(entry) && statSync(file).size >= 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
try {
  compressAll(assets);
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
