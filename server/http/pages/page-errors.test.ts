import { describe, expect, it } from 'vitest';
import { BadRequest, Conflict, Forbidden, NotFound, RateLimited } from '@server/domain/errors';
import type { ServerBuild } from 'react-router';
import { domainErrorResponse, withPageErrors } from './page-errors';

describe('domainErrorResponse', () => {
  it("answers a domain error's status with the API's envelope in the page's language", () => {
    const notFound = domainErrorResponse(new NotFound('doctors.notFound'), 'en');
    expect(notFound.init?.status).toBe(404);
    expect(notFound.data).toEqual({ success: false, message: 'Doctor not found' });
    const hindi = domainErrorResponse(new Forbidden(), 'hi');
    expect(hindi.init?.status).toBe(403);
    expect(hindi.data.message).not.toBe('error.forbidden');
    expect(hindi.data.message).toMatch(/[\u0900-\u097F]/);
  });

  it('carries field errors, details and Retry-After', () => {
    const bad = domainErrorResponse(new BadRequest('error.validation', { contact: 'error.badRequest' }), 'en');
    expect(bad.data).toMatchObject({ errors: { contact: expect.not.stringMatching(/^error\./) } });
    const conflict = domainErrorResponse(new Conflict('booking.slotTaken', undefined, { rule: 'x' }), 'en');
    expect(conflict.init?.status).toBe(409);
    expect(conflict.data).toMatchObject({ rule: 'x' });
    const limited = domainErrorResponse(new RateLimited(90), 'en');
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get('retry-after')).toBe('90');
  });
});

describe('withPageErrors', () => {
  const build = (loader: () => Promise<unknown>) =>
    withPageErrors({ routes: { page: { id: 'page', module: { loader } } } } as unknown as ServerBuild).routes.page!.module
      .loader as unknown as (args: unknown) => Promise<unknown>;
  const call = (loader: () => Promise<unknown>, locale = 'en') => build(loader)({ context: { locale } });

  it('answers a domain error with its response and passes anything else on as it is', async () => {
    expect(await call(async () => 1)).toBe(1);
    await expect(call(() => Promise.reject(new NotFound()))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(call(() => Promise.reject(new Forbidden()))).rejects.toMatchObject({ init: { status: 403 } });
    const other = new Error('boom');
    await expect(call(() => Promise.reject(other))).rejects.toBe(other);
  });

  it("answers a domain error of the page build's own copy of the errors module (not this copy's class) by its status", async () => {
    // The React Router build bundles its own server/domain/errors.ts: its NotFound is no instance of ours.
    class OtherCopyError extends Error {
      constructor(
        readonly statusCode: number,
        message: string,
        readonly params?: Record<string, string>,
        readonly details?: Record<string, unknown>,
        readonly fieldErrors?: Record<string, string>,
      ) {
        super(message);
      }
    }
    await expect(call(() => Promise.reject(new OtherCopyError(404, 'error.notFound')))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      call(() => Promise.reject(new OtherCopyError(400, 'error.badRequest', undefined, undefined, { name: 'error.required' }))),
    ).rejects.toMatchObject({
      init: { status: 400 },
      data: { errors: { name: expect.any(String) } },
    });
  });

  it('answers a database read that fails for an outage with 503 and the outage message, not 404', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await expect(call(() => Promise.reject(refused))).rejects.toMatchObject({
      init: { status: 503 },
      data: { success: false, message: 'The service is temporarily unavailable. Please try again shortly.' },
    });
    await expect(call(() => Promise.reject(refused), 'hi')).rejects.toMatchObject({
      init: { status: 503 },
      data: { message: expect.stringMatching(/[\u0900-\u097F]/) },
    });
  });
});
