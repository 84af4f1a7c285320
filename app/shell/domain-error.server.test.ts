import { describe, expect, it } from 'vitest';
import { BadRequest, Conflict, Forbidden, NotFound, RateLimited } from '@server/domain/errors';
import { domainErrorResponse, withDomainErrors } from './domain-error.server';

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

describe('withDomainErrors', () => {
  it('throws a domain error on as its response and any other error as it is', async () => {
    expect(await withDomainErrors('en', async () => 1)).toBe(1);
    await expect(withDomainErrors('en', () => Promise.reject(new NotFound()))).rejects.toMatchObject({ init: { status: 404 } });
    const other = new Error('boom');
    await expect(withDomainErrors('en', () => Promise.reject(other))).rejects.toBe(other);
  });
});
