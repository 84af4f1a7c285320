import { describe, expect, it } from 'vitest';
import { SAVED_COPY_MAX_AGE_MS, classifyRequest, dataFallbackUrl, offlineReason, ownerKey, savable, savedCopyUsable } from './rules';

const origin = 'https://clinic.example';
const kind = (path: string, mode: RequestMode = 'cors', method = 'GET') => classifyRequest(new URL(path, origin), method, mode, origin);

describe('which requests the service worker handles, and how', () => {
  it("saves the patient's own pages and their data requests (network first)", () => {
    expect(kind('/appointments', 'navigate')).toBe('saved-page');
    expect(kind('/consultation/ABCDE-FGHJK', 'navigate')).toBe('saved-page');
    expect(kind('/track_consultation', 'navigate')).toBe('saved-page');
    // A page the app asks to save after a client-side navigation is fetched as a plain request.
    expect(kind('/appointments', 'same-origin')).toBe('saved-page');
    expect(kind('/appointments.data')).toBe('saved-data');
    expect(kind('/appointments.data?_routes=routes%2Fappointments')).toBe('saved-data');
    expect(kind('/consultation/ABCDE-FGHJK.data')).toBe('saved-data');
  });

  it('saves prescription and receipt PDFs, and nothing else of the API', () => {
    expect(kind('/api/documents/prescriptions/abc')).toBe('paper');
    expect(kind('/api/consultations/abc/prescription.pdf')).toBe('paper');
    expect(kind('/api/receipts/abc.pdf?token=x')).toBe('paper');
    expect(kind('/api/consultations/ABC/receipt')).toBe('paper');
    expect(kind('/api/consultations/ABC/calendar.ics')).toBe(null);
    expect(kind('/api/consultations/abc')).toBeNull();
    expect(kind('/api/auth/me')).toBeNull();
    expect(kind('/api/payments/upi')).toBeNull();
  });

  it('keeps hashed assets cache-first', () => {
    expect(kind('/assets/root-B1x2c3.js')).toBe('asset');
    expect(kind('/assets/app-C9.css')).toBe('asset');
  });

  it('never saves staff pages, sign-in, booking or payment: other navigations only get the offline page', () => {
    for (const path of ['/staff/today', '/staff/consultations/x', '/auth', '/book-consultation', '/payment/ABC', '/profile', '/'])
      expect(kind(path, 'navigate'), path).toBe('page');
    for (const path of ['/staff/today.data', '/book-consultation.data', '/payment/ABC.data', '/auth.data', '/profile.data'])
      expect(kind(path), path).toBeNull();
  });

  it('leaves writes, other origins and non-navigation requests for other pages alone', () => {
    expect(kind('/appointments', 'navigate', 'POST')).toBeNull();
    expect(kind('/appointments.data', 'cors', 'POST')).toBeNull();
    expect(classifyRequest(new URL('https://tile.openstreetmap.org/1/2/3.png'), 'GET', 'no-cors', origin)).toBeNull();
    expect(kind('/favicon.svg', 'no-cors')).toBeNull();
    expect(kind('/__manifest?paths=%2Fappointments')).toBeNull();
  });
});

describe('what may be kept', () => {
  const ok = { status: 200, redirected: false, type: 'basic' as ResponseType, contentType: 'text/html; charset=utf-8' };
  it('keeps a whole page, and not a redirect (signed out: /appointments answers with the sign-in page)', () => {
    expect(savable('saved-page', ok)).toBe(true);
    expect(savable('saved-page', { ...ok, redirected: true })).toBe(false);
    expect(savable('saved-page', { ...ok, type: 'opaqueredirect', status: 0 })).toBe(false);
    expect(savable('saved-page', { ...ok, status: 404 })).toBe(false);
    expect(savable('saved-page', { ...ok, status: 500 })).toBe(false);
  });
  it('keeps only PDFs from the API', () => {
    expect(savable('paper', { ...ok, contentType: 'application/pdf' })).toBe(true);
    expect(savable('paper', { ...ok, contentType: 'application/json; charset=utf-8' })).toBe(false);
  });
  it('keeps data and assets answered 200', () => {
    expect(savable('saved-data', { ...ok, contentType: 'text/x-script' })).toBe(true);
    expect(savable('asset', { ...ok, contentType: 'text/javascript' })).toBe(true);
    expect(savable('asset', { ...ok, status: 404 })).toBe(false);
  });
});

describe('saved copies belong to one person', () => {
  it('names the owner by who is signed in; staff keep nothing', () => {
    expect(ownerKey({ kind: 'patient', id: 'p1' })).toBe('patient:p1');
    expect(ownerKey(null)).toBe('nobody');
    expect(ownerKey({ kind: 'staff', id: 's1' })).toBeNull();
  });
});

describe('offline helpers', () => {
  it("falls back from a partial data request to the page's whole data", () => {
    expect(dataFallbackUrl(`${origin}/appointments.data?_routes=routes%2Fappointments`)).toBe(`${origin}/appointments.data`);
    expect(dataFallbackUrl(`${origin}/appointments.data?_routes=root&x=1`)).toBe(`${origin}/appointments.data?x=1`);
    expect(dataFallbackUrl(`${origin}/appointments.data`)).toBeNull();
  });
  it('says booking and payment need a connection', () => {
    expect(offlineReason('/book-consultation')).toBe('booking');
    expect(offlineReason('/payment/ABC')).toBe('payment');
    expect(offlineReason('/blog')).toBe('other');
  });
});

describe('savedCopyUsable (docs/decisions/0033-account-ends-and-sign-in-safety.md)', () => {
  const now = Date.parse('2026-12-10T10:00:00Z');
  it('shows a copy no older than a patient session can stay unused (two days)', () => {
    expect(SAVED_COPY_MAX_AGE_MS).toBe(2 * 86_400_000);
    expect(savedCopyUsable('Thu, 10 Dec 2026 09:00:00 GMT', now)).toBe(true);
    expect(savedCopyUsable('Tue, 08 Dec 2026 10:00:01 GMT', now)).toBe(true);
  });
  it('refuses an older copy, one without a date, and one dated in the future', () => {
    expect(savedCopyUsable('Tue, 08 Dec 2026 10:00:00 GMT', now)).toBe(false);
    expect(savedCopyUsable('Mon, 07 Dec 2026 10:00:00 GMT', now)).toBe(false);
    expect(savedCopyUsable(null, now)).toBe(false);
    expect(savedCopyUsable('not a date', now)).toBe(false);
    expect(savedCopyUsable('Fri, 11 Dec 2026 10:00:00 GMT', now)).toBe(false);
  });
});
