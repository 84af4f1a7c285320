/**
 * The profile writes its consent date on the clinic's calendar, not the process's: rendered in a
 * zone where the instant is still the day before (New York), the page says the clinic's day, so
 * the server's HTML and the browser's render agree near midnight (docs/decisions/0046).
 */
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { I18nProvider } from '~/i18n/provider';
import { ProfileView, type ProfileData } from './profile-view';

// 01:30 on 24 November in the clinic (UTC+05:30); 15:00 on 23 November in New York.
const consentAt = '2026-11-23T20:00:00.000Z';
const profile: ProfileData = {
  user: { _id: 'u1', name: 'Asha Verma', contact: '9876543210', email: null, age: 34 },
  consentAt,
  consentVersion: '2026-01',
  noticeChannel: 'sms',
  noticeConsentAt: null,
  emailVerified: false,
  emailOff: false,
};

const render = (locale: 'en' | 'hi') => {
  const Page = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <ProfileView profile={profile} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Page />);
};

describe('profile consent date', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('is the clinic day whatever the process zone', () => {
    expect(new Date(consentAt).getDate()).toBe(23); // the process really is in New York
    const en = render('en');
    expect(en).toContain('24 Nov 2026');
    expect(en).not.toContain('23 Nov 2026');
    expect(render('hi')).toContain('24 नव॰ 2026');
  });
});
