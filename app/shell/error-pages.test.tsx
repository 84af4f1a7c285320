/** The one error page names each status in both languages (docs/decisions/0047). */
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogs, translate } from '@core/i18n/catalog';
import { LOCALES, type Locale } from '@core/i18n/locales';
import { I18nProvider } from '~/i18n/provider';
import { RouteErrorPage } from './error-pages';

const render = (locale: Locale, error: unknown) => {
  const Page = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider locale={locale} messages={catalogs[locale]}>
          <RouteErrorPage error={error} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Page />);
};

describe('RouteErrorPage', () => {
  it.each(LOCALES)('shows 403, 404 and 503 each with its own words (%s)', (locale) => {
    const cases = [
      [403, 'error.forbiddenTitle', 'error.forbiddenText'],
      [404, 'error.notFoundTitle', 'error.notFoundText'],
      [503, 'error.unavailableTitle', 'error.unavailableText'],
    ] as const;
    const pages = cases.map(([status, title, text]) => {
      const html = render(locale, new ErrorResponse(status, '', null));
      expect(html).toContain(translate(locale, title));
      expect(html).toContain(translate(locale, text));
      return html;
    });
    expect(new Set(pages).size).toBe(3);
    expect(render(locale, new Error('boom'))).toContain(translate(locale, 'error.serverTitle'));
  });
});
