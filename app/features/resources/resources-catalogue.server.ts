/** The therapy catalogue as the resource pages show it: each therapy's name in the reader's language, grouped as the site's sidebar groups them. */
import { therapyName, therapyCategories } from '@content/therapies/catalogue';
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { TherapyGroup } from './resources-ui';

export function therapyCatalogue(locale: Locale): { names: Record<string, string>; groups: TherapyGroup[] } {
  const slugs = Object.keys(THERAPY_SETTINGS_DEFAULTS);
  const names = Object.fromEntries(slugs.map((slug) => [slug, therapyName(slug, locale)]));
  const grouped = new Set(therapyCategories.flatMap((c) => c.subcategories.flatMap((s) => s.therapies)));
  const groups: TherapyGroup[] = [
    // Abhyanga and Eye Disorders lead the site's list outside the sidebar tree.
    { title: translate(locale, 'staff.res.generalGroup'), slugs: slugs.filter((s) => !grouped.has(s)) },
    ...therapyCategories.flatMap((c) =>
      c.subcategories.map((s) => ({ title: `${c.title[locale]} · ${s.title[locale]}`, slugs: s.therapies.filter((t) => names[t]) })),
    ),
  ];
  return { names, groups: groups.filter((g) => g.slugs.length) };
}
