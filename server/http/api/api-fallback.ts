/**
 * What the API answers a request no route takes: 405 with `Allow` when the path is a route's and
 * only the method is wrong (RFC 9110 15.5.6), 204 with `Allow` for OPTIONS on such a path, else
 * 404; always in the envelope (docs/decisions/0035-http-semantics-and-openapi.md).
 */
import type { FastifyInstance } from 'fastify';
import { DomainError, NotFound } from '@server/domain/errors';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

class MethodNotAllowed extends DomainError {
  constructor(method: string) {
    super(405, 'error.methodNotAllowed', { method });
  }
}

/**
 * Registers the catch-all of `api`. The router answers "which route takes METHOD on this path":
 * a route other than this catch-all means the method is allowed there. The catch-all is known by
 * its parameters: only `*`, holding what the router gave this request's `*` (the rest of the path).
 */
export function registerApiFallback(api: FastifyInstance) {
  const allowedMethods = (path: string, rest: string | undefined): string[] =>
    METHODS.filter((method) => {
      const route = api.findRoute({ method, url: path });
      if (!route) return false;
      const params = route.params as Record<string, string | undefined>;
      return !(Object.keys(params).length === 1 && params['*'] === rest);
    });

  api.all('/*', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    const allowed = allowedMethods(path, (request.params as Record<string, string | undefined>)['*']);
    if (!allowed.length) throw new NotFound('error.routeNotFound');
    reply.header('allow', allowed.join(', '));
    if (request.method === 'OPTIONS') return reply.code(204).send();
    throw new MethodNotAllowed(request.method);
  });
}
