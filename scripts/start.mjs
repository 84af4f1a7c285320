// `npm start`: builds what is not built (or is older than the sources), then serves the clinic.
// The server applies migrations and seeds itself on start-up. Without NODE_ENV in the environment
// this is a local trial: the demo clinic (DEMO_MODE=on unless set); with NODE_ENV=production given,
// a real installation without demo data (decision 0011).
import { spawn } from 'node:child_process';
import { build, buildIsStale, root } from './lib/build.mjs';

if (buildIsStale()) {
  console.log('Building the app (first start or sources changed)...');
  const started = Date.now();
  try {
    build({ quiet: true });
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--enable-source-maps', 'build/app-server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...(process.env.NODE_ENV ? {} : { DEMO_MODE: 'on' }), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
