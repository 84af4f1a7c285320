/**
 * Builds the Fastify app: security headers, compression, cookies, rate limits, the API under /api
 * with its OpenAPI document, one error handler, and (when given a build) the server-rendered pages.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { clinic } from '@core/clinic';
import type { AppContext } from '@server/context';
import { registerApiRoutes } from '@server/routes';
import { AccessLog } from '@server/http/observability/access-log';
import { registerApiFallback } from '@server/http/api/api-fallback';
import { registerDraining } from './draining';
import { registerErrorHandler } from '@server/http/api/error-handler';
import { registerPermissionCheck } from './guards';
import { registerIdempotency } from '@server/http/limits/idempotency';
import { registerMetrics } from '@server/http/observability/metrics';
import { openApiTransform, openApiTransformObject } from '@server/http/api/openapi';
import { requestContextPlugin } from './request-context';
import { findReleaseAsset, otherReleaseAssets } from '@server/http/headers/release-assets';
import { registerSsr, type SsrOptions } from '@server/http/pages/ssr';
import { staticCacheControl } from '@server/http/headers/static-headers';
import { API_CONTENT_SECURITY_POLICY, apiAnswerHeaders, contentSecurityPolicy, documentHeaders } from '@server/http/headers/csp';
import { databaseRateLimitStore } from '@server/http/limits/ip-rate-limit';

export interface BuildAppOptions {
  ctx: AppContext;
  /** Serve pages: a production build folder, or a function that loads the build (dev). */
  pages?: SsrOptions;
  /** Extra setup before routes (dev: Vite middlewares). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

/**
 * TRUST_PROXY for Fastify. A list of proxy addresses is passed as it is. A hop count becomes "the
 * last n addresses (the peer and n-1 X-Forwarded-For entries) are our proxies": Fastify 5.12
 * turns a bare number into "trust nobody", since a client that reaches the port directly could
 * then write its own X-Forwarded-For. README: only with the port reachable from the proxy alone.
 */
function trustProxySetting(setting: AppContext['config']['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The document set of security headers (constants) and the Content-Security-Policy, which is
 * ours: API answers load nothing; for everything else this default allows no inline script, and
 * a page answer replaces it with one allowing its own inline scripts (a fresh nonce, or the
 * hashes of a cached page's scripts: server/http/pages/ssr.ts). Inline styles are allowed (Radix,
 * toasts). Development leaves pages without a CSP (Vite's inline scripts). One synchronous hook for all of it.
 */
function addSecurityHeaders(app: FastifyInstance, ctx: AppContext, dev: boolean) {
  const https = ctx.config.baseUrl.startsWith('https:');
  const common = documentHeaders(https);
  const apiHeaders = apiAnswerHeaders(common);
  // The API docs page is a document (Swagger UI replaces the CSP with its own).
  const apiDocsHeaders = { ...common, 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  const pageHeaders = dev ? common : { ...common, 'content-security-policy': contentSecurityPolicy(https) };
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(!url.startsWith('/api/') ? pageHeaders : url.startsWith('/api/docs') ? apiDocsHeaders : apiHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** OpenAPI from the routes' zod schemas (filled in by server/http/api/openapi.ts), and Swagger UI at /api/docs. */
async function registerApiDocs(app: FastifyInstance, baseUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${clinic.name} API`,
        version: '1.0.0',
        description: 'Clinic website and booking API. Every answer uses the envelope { success, message, data }.',
      },
      components: {
        securitySchemes: { cookie: { type: 'apiKey', in: 'cookie', name: 'authToken' }, bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject(baseUrl),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: (header) => header });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const app = Fastify({
    loggerInstance: ctx.log,
    logController: new AccessLog(),
    genReqId: () => randomUUID(),
    trustProxy: trustProxySetting(ctx.config.TRUST_PROXY),
    bodyLimit: 100 * 1024,
    // While stopping, requests on open connections are still served (server/http/draining.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  addSecurityHeaders(app, ctx, options.pages?.mode === 'development');
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database: several instances on one PostgreSQL share every limit.
    store: databaseRateLimitStore(ctx),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('rate limited') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
  await app.register(requestContextPlugin);
  registerPermissionCheck(app);
  registerIdempotency(app);
  registerErrorHandler(app);
  registerDraining(app);
  registerMetrics(app, ctx);

  await registerApiDocs(app, ctx.config.baseUrl);

  if (options.beforeRoutes) await options.beforeRoutes(app);

  await app.register(
    async (api) => {
      await registerApiRoutes(api);
      registerApiFallback(api);
    },
    { prefix: '/api' },
  );

  if (options.pages) {
    if (options.pages.clientDir) {
      const clientDir = options.pages.clientDir;
      const otherAssets = otherReleaseAssets(path.resolve(clientDir, '../..'));
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // scripts/build-server.mjs writes .br/.gz copies; served as they are, no per-request compression.
        preCompressed: true,
        setHeaders(res, filePath) {
          const folder = path.dirname(filePath);
          res.header('cache-control', staticCacheControl(otherAssets().includes(folder) ? path.dirname(folder) : clientDir, filePath));
        },
      });
      // A hashed asset this build does not have: another release's (server/http/headers/release-assets.ts).
      app.get('/assets/*', (request, reply) => {
        const name = (request.params as { '*': string })['*'];
        const folder = findReleaseAsset(otherAssets(), name);
        if (!folder) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
        return reply.sendFile(name, folder);
      });
    }
    registerSsr(app, options.pages);
  }
  return app;
}
