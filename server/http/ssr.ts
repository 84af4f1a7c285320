/**
 * Serves every non-API page through React Router's request handler, in the same Fastify process.
 * Pages get a load context with the same AppContext the API uses, so loaders call the same
 * server functions as the API routes.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppLoadContextValue } from '../../app/load-context.ts';

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

export function registerSsr(
  app: FastifyInstance,
  options: { getBuild: () => Promise<ServerBuild>; mode: 'production' | 'development' },
) {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;

  app.register(async (scope) => {
    // Leave the body unread so React Router can read it as a web Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', async (request, reply) => {
      const build = await options.getBuild();
      if (!handler || handlerBuild !== build) {
        handler = createRequestHandler(build, options.mode);
        handlerBuild = build;
      }
      const context: AppLoadContextValue = {
        ctx: app.ctx,
        identity: request.identity,
        locale: request.locale,
        nonce: reply.cspNonce?.script ?? '',
        ip: request.ip,
        requestId: request.id,
      };
      const response = await handler(toWebRequest(request, reply), context as never);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send();
      // An HTML page is sent in one piece: piping React's many small chunks through the web stream
      // and back into a Node stream cost more CPU than the render itself (pages here await nothing
      // slow: their data comes from memory or one query). Single-fetch data stays streamed.
      if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
      return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
    });
  });
}
