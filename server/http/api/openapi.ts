/**
 * The OpenAPI document (/api/docs/json) from the routes as they are registered, filled in once here
 * rather than in 150 route files (docs/decisions/0035-http-semantics-and-openapi.md):
 *
 * - only the API: pages' catch-all, the API's own catch-all (405/404) and other non-API routes are
 *   left out;
 * - every operation gets an `operationId` from its method and path, its `security` (the `authToken`
 *   session cookie or a bearer token; an operation that needs no session also allows none), and the
 *   4xx answers the server can give it, each with the error envelope's schema (`ErrorEnvelope`);
 * - what zod's JSON Schema says in a way validators refuse (a record with enum keys lists `required`
 *   keys without `properties`) is said again in plain OpenAPI 3.0.
 *
 * Documentation only: nothing here changes how a route validates or serializes.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '@server/http/envelope';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type JsonObject = Record<string, unknown>;

/**
 * Operations anyone may call without a session ("METHOD /api/path"; the authorization matrix,
 * tests/security/route-matrix.ts, is the test of it). Every other operation needs the session cookie
 * or a bearer token. When the permission table lands in core, this list is its public entries.
 */
const NO_SESSION = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/doctors/active',
  'GET /api/doctors/:id',
  'GET /api/doctors/:id/availability',
  'GET /api/events',
  'GET /api/blogs',
  'GET /api/blogs/:slug',
  'GET /api/blogs/id/:id',
  'GET /api/uploads/:name',
  'GET /api/consultations/:id',
  'POST /api/contact',
  // The e-mail confirmation link: its signature is the credential (decision 0033).
  'POST /api/email/confirm',
  'POST /api/auth/sendOtp',
  'POST /api/auth/verifyOtp',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/staff/auth/send-otp',
  'POST /api/staff/auth/verify-otp',
  'POST /api/staff/auth/sign-out',
  // Signed by the provider instead (checked in the route).
  'POST /api/webhooks/razorpay',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
]);

const SESSION = [{ cookie: [] }, { bearer: [] }];
/** `{}` first: no credentials needed; a session, when sent, is used (a signed-in visitor sees more). */
const OPTIONAL_SESSION = [{}, ...SESSION];

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `get /api/doctors/:id/availability` -> `getDoctorsByIdAvailability`. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

/** The 4xx answers the server itself gives this route (its own schema may name more). */
function clientErrors(route: RouteOptions, method: string, needsSession: boolean): Record<string, unknown> {
  const schema = (route.schema ?? {}) as JsonObject;
  const answers: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params || schema.headers || MUTATING.has(method)) answers['400'] = ERRORS[400];
  if (needsSession) answers['401'] = ERRORS[401];
  if (needsSession || MUTATING.has(method)) answers['403'] = needsSession ? ERRORS[403] : CROSS_SITE;
  if (route.url.includes(':')) answers['404'] = ERRORS[404];
  const config = route.config as { rateLimit?: unknown; idempotent?: boolean } | undefined;
  if (config?.idempotent) Object.assign(answers, { 409: IDEMPOTENCY_ERRORS[409], 422: IDEMPOTENCY_ERRORS[422] });
  if (config?.rateLimit) answers['429'] = ERRORS[429];
  return answers;
}

const ERRORS: Record<number, ReturnType<typeof errorAnswer>> = {
  400: errorAnswer('The request is not valid: `message` says why, `errors` names each field.'),
  401: errorAnswer('Not signed in, or the session has ended.'),
  403: errorAnswer('Signed in, but this account may not do this (or the request came from another site).'),
  404: errorAnswer('No such record, or not one this account may see.'),
  409: errorAnswer('The request conflicts with the record as it is now: `message` says how.'),
  429: errorAnswer('Too many requests: try again after `Retry-After` seconds.'),
  503: errorAnswer('The database cannot be reached: try again shortly.'),
};
const CROSS_SITE = errorAnswer('The request came from another site.');
const IDEMPOTENCY_ERRORS = {
  409: errorAnswer('A request with this `Idempotency-Key` is still being processed (or the request conflicts with the record).'),
  422: errorAnswer('This `Idempotency-Key` was already used for a different request (another body, path or route).'),
};

/** The `Idempotency-Key` header of the routes with `config.idempotent` (decision 0042). */
const IDEMPOTENCY_KEY_HEADER = {
  type: 'string',
  minLength: 16,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]{16,128}$',
  description:
    'Optional. A new random key (a UUID) per submission, the same on its retries: a retry with the key of a request ' +
    'that succeeded gets the first answer (status and body, with `Idempotent-Replayed: true`) without it being done again, ' +
    'for 24 hours. The same key with a different request is a 422; while the first is still at work, a 409.',
};

function withIdempotencyHeader(route: RouteOptions, schema: JsonObject): JsonObject {
  if (!(route.config as { idempotent?: boolean } | undefined)?.idempotent) return schema;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as JsonObject;
  const properties = { ...((headers.properties ?? {}) as JsonObject), 'Idempotency-Key': IDEMPOTENCY_KEY_HEADER };
  return { ...schema, headers: { ...headers, properties } };
}

/** The route transform: zod schemas to JSON Schema, then what every operation carries. */
export const openApiTransform: Transform = (input) => {
  const { route, url } = input;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  if (!url.startsWith('/api/') || url === '/api/*' || url.startsWith('/api/docs')) return { schema: { hide: true }, url };
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as JsonObject;
  if (schema.hide) return transformed;
  const needsSession = !NO_SESSION.has(`${method} ${url}`);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  // A route that names no answer gets @fastify/swagger's default one, which a 4xx would replace.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) response['200'] = { description: 'Default Response' };
  // The error envelope a route names itself: the one component, described.
  const own = ((input.schema as JsonObject | undefined)?.response ?? {}) as Record<string, unknown>;
  for (const [status, answer] of Object.entries(own)) {
    if (answer === ErrorEnvelope) response[status] = ERRORS[Number(status)] ?? errorAnswer('Refused: `message` says why.');
  }
  return {
    url: transformed.url,
    schema: {
      ...withIdempotencyHeader(route, schema),
      operationId: (schema.operationId as string | undefined) ?? operationId(method, url),
      security: needsSession ? SESSION : OPTIONAL_SESSION,
      response: { ...clientErrors(route, method, needsSession), ...response },
    },
  };
};

/**
 * Zod writes `z.record(z.enum(keys), value)` as `additionalProperties` with every key `required`;
 * OpenAPI validators want the required keys among `properties`.
 */
function plainOpenApi(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) plainOpenApi(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonObject;
  const required = schema.required;
  const additional = schema.additionalProperties;
  if (Array.isArray(required) && additional && typeof additional === 'object') {
    const properties = (schema.properties ?? {}) as JsonObject;
    for (const key of required) if (typeof key === 'string' && !(key in properties)) properties[key] = additional;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) plainOpenApi(value);
}

/** The whole document: the error envelope as a component, where the API is, then plain OpenAPI 3.0. */
export function openApiTransformObject(baseUrl: string): TransformObject {
  return (input) => {
    const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as JsonObject;
    const components = (document.components ?? {}) as JsonObject;
    document.components = {
      ...components,
      schemas: {
        ...((components.schemas ?? {}) as JsonObject),
        ErrorEnvelope: z.toJSONSchema(ErrorEnvelope, { target: 'openapi-3.0' }),
      },
    };
    document.servers = [{ url: baseUrl }];
    plainOpenApi(document.paths);
    return document as ReturnType<TransformObject>;
  };
}
