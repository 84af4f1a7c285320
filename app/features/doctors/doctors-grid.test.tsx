/** The doctors grid's empty state: trying again works on a page sent without JavaScript too (decision 0079). */
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import { catalogs, translate } from '@core/i18n/catalog';
import { I18nProvider } from '~/i18n/provider';
import { StaticPageProvider } from '~/shell/static-page';
import { DoctorsGrid } from './doctors-grid';

const render = (isStatic: boolean) =>
  renderToStaticMarkup(
    <I18nProvider locale="en" messages={catalogs.en}>
      <StaticPageProvider value={isStatic}>
        <DoctorsGrid initial={[]} />
      </StaticPageProvider>
    </I18nProvider>,
  );

describe('DoctorsGrid with no doctors', () => {
  it('on a static page offers a link that loads the list again', () => {
    const html = render(true);
    expect(html).toContain(translate('en', 'site.doctors.empty'));
    expect(html).toMatch(new RegExp(`<a href="/doctors"[^>]*>${translate('en', 'site.doctors.retry')}</a>`));
    expect(html).not.toContain('<button');
  });

  it('on a hydrated page offers a button that fetches it again', () => {
    const html = render(false);
    expect(html).toMatch(new RegExp(`<button[^>]*>${translate('en', 'site.doctors.retry')}</button>`));
    expect(html).not.toContain('href="/doctors"');
  });
});
