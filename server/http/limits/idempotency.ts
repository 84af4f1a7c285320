/**
 * Idempotency keys in one place (docs/decisions/0042-idempotency-keys.md). An API route opts in
 * with `config: { idempotent: true }` (beside its `permission`): a request carrying an
 * `Idempotency-Key` header is claimed after validation and before the handler, and its success
 * (2xx) is stored as sent; a retry with the same key from the same caller gets that status and body
 * again (with `Idempotent-Replayed: true`) without the handler running. The page actions of the
 * forms (decision 0020) do the same through `idempotent()`, with the form's hidden
 * `idempotencyKey` field. Requests without a key work as before.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { claimKey, releaseKey, saveAnswer, type Claim } from '@server/db/idempotency-keys';

export type { Claim } from '@server/db/idempotency-keys';
import type { Identity } from '@server/modules/auth/sign-ins';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Retries with the first try's `Idempotency-Key` get its answer (decision 0042). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The form field the page actions read the key from. */
export { IDEMPOTENCY_FIELD } from '@core/idempotency';

/** Whose key it is: the signed-in patient or staff member, or `anonymous` (the key, 122 random bits, is then the secret). */
function principalOf(identity: Identity | null): string {
  if (!identity) return 'anonymous';
  return identity.kind === 'patient' ? `patient:${identity.patient.id}` : `staff:${identity.staff.id}`;
}

function keyOf(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined || key === '' ? undefined : key.trim();
}

/** The hooks behind `config.idempotent`; registered once, after the session is read. */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = keyOf(request.headers[IDEMPOTENCY_HEADER]);
    if (key === undefined) return;
    const outcome = await claimKey(app.ctx, {
      principal: principalOf(request.identity),
      key,
      route: `${request.method} ${request.routeOptions.url ?? ''}`,
      request: { params: request.params, query: request.query, body: request.body },
    });
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = outcome.claim;
      return;
    }
    reply.code(outcome.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
    return reply.send(outcome.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await saveAnswer(app.ctx, claim, reply.statusCode, payload);
      } else {
        await releaseKey(app.ctx, claim);
      }
    } catch (error) {
      // The work is done and its answer is right; only a retry's replay is lost (the lease frees the key).
      request.log.error({ err: error }, 'idempotency answer not stored');
    }
    return payload;
  });
}

/**
 * A page action's work under the form's idempotency key: the first success's result (JSON) is
 * stored and returned to every retry with the key; a refusal (`keep` false, or a thrown error)
 * frees the key. Without a key the work just runs.
 */
export async function idempotent<T>(
  ctx: AppContext,
  input: { identity: Identity | null; key: string | undefined; route: string; request: unknown },
  work: (claim: Claim | null) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const key = input.key?.trim();
  if (!key) return work(null);
  const outcome = await claimKey(ctx, { principal: principalOf(input.identity), key, route: input.route, request: input.request });
  if (outcome.kind === 'replay') return JSON.parse(outcome.body) as T;
  let result: T;
  try {
    result = await work(outcome.claim);
  } catch (error) {
    await releaseKey(ctx, outcome.claim).catch(() => undefined);
    throw error;
  }
  if (keep(result)) await saveAnswer(ctx, outcome.claim, 200, JSON.stringify(result));
  else await releaseKey(ctx, outcome.claim);
  return result;
}
