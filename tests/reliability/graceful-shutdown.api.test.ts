/**
 * SIGTERM: the server stops taking new connections, finishes the request in flight, closes the
 * database (the PGlite lock is released) and exits 0.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withEmptyPglite } from '../helpers/pglite-template.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../helpers/server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-sigterm-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a POST whose body arrives in two parts; resolves with the answer. */
function slowPost(port: number, onHalfSent: () => Promise<void>): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', subject: 'In flight', message: 'x'.repeat(2000) });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 100));
    void onHalfSent().then(() => req.end(body.slice(100)));
  });
}

// Once per run (the api-postgres project runs the same files; the server's database does not matter here).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, releases the database and exits 0', async () => {
    // An empty embedded cluster copied in, not one made by initdb in the server (decision 0075).
    server = await startServerProcess({ DATA_DIR: await withEmptyPglite(dataDir) });
    const running = server;
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const answer = await slowPost(running.port, async () => {
      await new Promise((r) => setTimeout(r, 300)); // the server has the headers: the request is in flight
      running.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      // While it drains, a new connection is refused.
      await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    });
    // Answered by the app (its own status and envelope), not cut off and not a 5xx.
    expect(answer.status, answer.body).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toHaveProperty('success');

    const exit = await Promise.race([running.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000))]);
    expect(exit, running.output()).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, 'pglite.lock')), 'the PGlite lock is released').toBe(false);
  }, 120_000);
});
