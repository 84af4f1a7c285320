/**
 * Every page that takes a redirect target goes through the one check (sameSitePath, in
 * app/features/auth/safe-redirect.ts): the sign-in and register pages' `?redirectTo=` (their
 * Continue link and the redirect after a plain post), /login, the language switch and the sign-in
 * URL that pages for patients send visitors to. docs/decisions/0033-account-ends-and-sign-in-safety.md
 */
import { describe, expect, it } from 'vitest';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import { loader as authLoader } from './auth';
import { loader as loginLoader } from './login';
import { loader as registerLoader } from './register';
import { action as setLanguage } from './set-language';

const ORIGIN = 'https://clinic.example';
const HOSTILE = [
  '/.//evil.example/x',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
];

const withTarget = (path: string, target: string) => new Request(`${ORIGIN}${path}?redirectTo=${encodeURIComponent(target)}`);
const stays = (location: string) => !/^\/[/\\]/.test(location) && new URL(location, `${ORIGIN}/x`).origin === ORIGIN;

describe('pages that take a redirect target', () => {
  it('/auth and /register: the Continue link goes to a page of this site', () => {
    for (const load of [authLoader, registerLoader])
      for (const bad of HOSTILE) {
        const { redirectTo } = load({ request: withTarget('/auth', bad), params: {}, context: {} } as never);
        expect({ bad, redirectTo }).toEqual({ bad, redirectTo: '/' });
      }
    expect(authLoader({ request: withTarget('/auth', '/appointments?x=1'), params: {}, context: {} } as never)).toEqual({
      redirectTo: '/appointments?x=1',
    });
  });

  it('/login sends on to /auth without a hostile target', () => {
    for (const bad of HOSTILE) {
      const response = loginLoader({ request: withTarget('/login', bad), params: {}, context: {} } as never) as Response;
      expect({ bad, location: response.headers.get('location') }).toEqual({ bad, location: '/auth' });
    }
    const ok = loginLoader({ request: withTarget('/login', '/profile'), params: {}, context: {} } as never) as Response;
    expect(ok.headers.get('location')).toBe('/auth?redirectTo=%2Fprofile');
  });

  it('/set-language goes back only to a page of this site', async () => {
    for (const bad of HOSTILE) {
      const request = new Request(`${ORIGIN}/set-language`, {
        method: 'POST',
        body: new URLSearchParams({ locale: 'hi', redirectTo: bad }),
      });
      const response = (await setLanguage({ request, params: {}, context: {} } as never)) as Response;
      const location = response.headers.get('location') ?? '';
      expect({ bad, location, stays: stays(location) }).toEqual({ bad, location: '/', stays: true });
    }
  });

  it('a page for patients sends a visitor to sign in, and back to itself only', () => {
    const send = (path: string) => {
      try {
        requirePatientPage({ identity: null } as never, new Request(`${ORIGIN}${path}`));
      } catch (thrown) {
        return (thrown as Response).headers.get('location');
      }
      return null;
    };
    expect(send('/appointments?tab=past')).toBe('/auth?redirectTo=%2Fappointments%3Ftab%3Dpast');
    // A request path that normalised to '//host' (a proxy passing it through) never becomes the target.
    expect(send('//evil.example/x')).toBe('/auth');
  });
});
