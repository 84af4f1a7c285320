import { it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { createFixtures } from './actors.ts';
const env = await setupTestApp();
it('prof', async () => {
  const t = (label: string, ms: number[]) => console.log(label, env.database.kind, (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1), 'ms');
  const tr: number[] = [], fx: number[] = [], rq: number[] = [];
  for (let i = 0; i < 10; i++) {
    let s = performance.now(); await env.reset(); tr.push(performance.now() - s);
    s = performance.now(); const f = await createFixtures(env); fx.push(performance.now() - s);
    s = performance.now();
    for (let j = 0; j < 20; j++) await env.app.inject({ method: 'GET', url: `/api/consultations/${f.consultationId}`, headers: { cookie: f.cookies.admin! }, remoteAddress: `10.0.${i}.${j + 1}` });
    rq.push((performance.now() - s) / 20);
  }
  t('reset', tr); t('fixtures', fx); t('GET with cookie', rq);
  const fs: number[] = [];
  for (let i = 0; i < 30; i++) { const s = performance.now(); await env.app.inject({ method: 'GET', url: '/api/health', remoteAddress: `10.1.0.${i + 1}` }); fs.push(performance.now() - s); }
  t('GET health', fs);
});
