/** Menu and footer links in the request's language, built on the server from the content data. */
import { LIMITS } from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import { therapies } from '@content/therapies/catalogue';
import { treatments } from '@content/treatments/catalogue';

export interface MenuData {
  services: { title: string; route: string; description: string }[];
  treatments: { title: string; path: string; summary: string }[];
}

const cache = new Map<Locale, MenuData>();

export function menuData(locale: Locale): MenuData {
  let menu = cache.get(locale);
  if (!menu) {
    menu = {
      services: therapies
        .slice(0, LIMITS.servicesMenuCount)
        .map((t) => ({ title: t.title[locale], route: t.route, description: t.description[locale] })),
      treatments: treatments.map((t) => ({ title: t.title[locale], path: t.path, summary: t.summary[locale] })),
    };
    cache.set(locale, menu);
  }
  return menu;
}
