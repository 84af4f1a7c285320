import { describe, expect, it } from 'vitest';
import { action } from './set-language';

/** Posts the language switch's form to the route's action, as the server does, and answers where it goes. */
async function switchTo(redirectTo: string, locale = 'hi') {
  const body = new URLSearchParams({ locale, redirectTo });
  const request = new Request('https://clinic.example/set-language', { method: 'POST', body });
  const response = (await action({ request, params: {}, context: {} } as never)) as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  return { location, lands: new URL(location, 'https://clinic.example'), cookie: response.headers.get('set-cookie') };
}

describe('POST /set-language', () => {
  it('goes back to the page it came from, query included, and sets the cookie', async () => {
    const back = await switchTo('/book-consultation?doctor=abc');
    expect(back.location).toBe('/book-consultation?doctor=abc');
    expect(back.cookie).toMatch(/^lang=hi; Path=\/;/);
    expect((await switchTo('/auth?redirectTo=%2Fprofile')).location).toBe('/auth?redirectTo=%2Fprofile');
  });

  it('never leaves the site, and odd values go to / instead of failing', async () => {
    for (const bad of [
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/\\\tevil.example',
      '//evil.example',
      '/\t\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\nb',
      '/a\r\nSet-Cookie: x=1',
      '/a\u0000b',
      'profile',
      '',
      '/' + 'a'.repeat(600),
    ]) {
      const { location, lands } = await switchTo(bad);
      expect({ bad, origin: lands.origin }).toEqual({ bad, origin: 'https://clinic.example' });
      expect({ bad, location }).toEqual({ bad, location: '/' });
    }
  });

  it('an unknown language changes nothing but still goes back', async () => {
    const res = await switchTo('/doctors', 'fr');
    expect(res.location).toBe('/doctors');
    expect(res.cookie).toBeNull();
  });
});
