/**
 * An instance's stop that nobody notices (docs/decisions/0040-release-switch-and-rolling-restart.md).
 * On SIGTERM (server/serve.ts) the instance first reports not ready (`/api/health/ready` and
 * `/api/health` answer 503), then stops taking connections while it finishes the requests it has:
 * each answer sent from then on says `Connection: close`, so a proxy's keep-alive connection is
 * closed by the answer itself and never while a request is on it; idle connections are closed.
 * Requests that still arrive on an open connection are served, not refused: nginx does not resend
 * a POST that an instance refused.
 */
import type { FastifyInstance } from 'fastify';

let draining = false;

/** True once this process has begun to stop: readiness answers 503. */
export const isDraining = (): boolean => draining;

/** Every answer sent while draining closes its connection (HTTP/1.1; HTTP/2 has no such header). */
export function registerDraining(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done();
  });
}

/**
 * Reports not ready, closes the listener, waits for the requests in flight and resolves when no
 * connection is left. An answer whose headers were already out when the stop began ends on an
 * open connection: those are closed as soon as they are idle.
 */
export async function drain(app: FastifyInstance): Promise<void> {
  draining = true;
  const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
