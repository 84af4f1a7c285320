import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
const env = await setupTestApp();
it('dumps', async () => {
  const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(process.env.DUMP ?? '/tmp/httpapi/openapi.json', res.body);
});
