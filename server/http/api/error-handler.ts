/**
 * One place that turns every error into the spec's envelope. Domain errors keep their status and
 * message; validation errors answer 400 with field messages in the request's language; a database
 * that cannot be reached answers 503; anything else is logged with the request id and answers a
 * plain 500 without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@core/i18n/catalog';
import { DomainError, domainErrorAnswer } from '@server/domain/errors';
import { isDataException, isDatabaseDown } from '@server/db/errors';
import { clinicPhoneParams } from '@server/modules/clinic/clinic-profile.server';

function send(reply: FastifyReply, request: FastifyRequest, status: number, message: string, extra: object = {}) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, requestId: request.id, ...extra });
}

/** Field name of a validation issue ('body/contact' -> 'contact', nested -> 'doctor.doctorId'). */
function fieldOf(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'en';
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, issue.params);
        errors[field] ??= t(issue.message ?? 'error.badRequest');
      }
      const first = Object.values(errors)[0];
      return send(reply, request, 400, Object.keys(errors).length === 1 && first ? first : t('error.validation'), { errors });
    }
    if (error instanceof DomainError) {
      const answer = domainErrorAnswer(error, locale, await clinicPhoneParams(request.server.ctx, locale, error.message));
      if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
      return send(reply, request, answer.status, answer.message, {
        ...answer.details,
        ...(answer.errors ? { errors: answer.errors } : {}),
      });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, request, 503, t('error.databaseUnavailable'));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return send(reply, request, 400, t('error.badRequest'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(
        reply,
        request,
        429,
        t('error.tooManyRequests', { minutes: Math.ceil(Number(reply.getHeader('retry-after') ?? 60) / 60) }),
      );
    }
    if (status >= 400 && status < 500) {
      const byCode: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
        FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
        FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
      };
      const key = byCode[error.code] ?? (error instanceof SyntaxError ? 'error.malformedJson' : 'error.badRequest');
      return send(reply, request, status, t(key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, t('error.generic'));
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, translate(request.locale ?? 'en', 'error.routeNotFound')));
}
