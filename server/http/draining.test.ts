import net from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '@server/modules/health/health.routes';
import { drain, isDraining, registerDraining } from './draining';

/** Sends raw HTTP/1.1 on one connection; resolves with everything read until the server closes it. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (c: Buffer) => (raw += c.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
  return { socket, closed, read: () => raw };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('an instance that stops (SIGTERM)', () => {
  it(
    'reports not ready, takes no new connection, answers the request in flight and closes its connection',
    { timeout: 30_000 },
    async () => {
      const app = Fastify({ return503OnClosing: false });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorate('ctx', { database: { ping: async () => {}, kind: 'postgres' } } as never);
      registerDraining(app);
      await app.register(healthRoutes, { prefix: '/api' });
      app.post('/echo', async (request) => request.body);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;

      // An idle keep-alive connection, as nginx keeps them, and a POST whose body is half sent.
      const idle = connection(port);
      idle.socket.write('GET /api/health/ready HTTP/1.1\r\nHost: x\r\n\r\n');
      await until(() => idle.read().includes('"ok"'));
      expect(idle.read()).toMatch(/^HTTP\/1\.1 200/);
      const body = JSON.stringify({ said: 'in flight' });
      const post = connection(port);
      post.socket.write(
        `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await new Promise((r) => setTimeout(r, 100));

      const stopped = drain(app);
      expect(isDraining()).toBe(true);
      // Readiness says 503 from now on; the idle connection is closed; a new one is refused.
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers.connection).toBe('close');
      await idle.closed;
      await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();

      // The request in flight is answered, and its answer closes the connection.
      post.socket.write(body.slice(5));
      const answer = await post.closed;

      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toMatch(/^connection: close\r$/im);
      expect(answer).toContain(body);
      await stopped;
    },
  );
});
