/**
 * Therapy data shaped for pages, in one language. Loaders send only what a page shows, so the
 * browser never downloads the whole bilingual catalogue.
 */
import type { Locale, Therapy, TherapyIcon } from '@content/types';
import { therapies, therapyCategories } from '@content/therapies/catalogue';
import { relatedTherapies } from './related';
import { LIMITS } from '@core/constants';
import type { SidebarTherapy, SidebarTree } from './search';

export interface TherapyCard {
  route: string;
  title: string;
  description: string;
  icon: TherapyIcon;
  image: string;
  benefits: string[];
}

function toCard(t: Therapy, locale: Locale): TherapyCard {
  return {
    route: t.route,
    title: t.title[locale],
    description: t.description[locale],
    icon: t.sidebarIcon,
    image: t.content.image,
    benefits: t.content.benefits[locale].slice(0, LIMITS.cardBenefits),
  };
}

export function therapyCards(locale: Locale, limit?: number): TherapyCard[] {
  return (limit === undefined ? therapies : therapies.slice(0, limit)).map((t) => toCard(t, locale));
}

/** One therapy's page (/services/:serviceId) and the related therapies under it. */
export function serviceView(therapy: Therapy, locale: Locale) {
  const c = therapy.content;
  return {
    therapy: {
      route: therapy.route,
      title: therapy.title[locale],
      titleEn: therapy.title.en,
      description: therapy.description[locale],
      icon: therapy.sidebarIcon,
      image: c.image,
      overview: c.overview[locale],
      benefits: c.benefits[locale],
      procedure: c.procedure[locale]
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      duration: c.duration[locale],
      idealFor: c.idealFor[locale],
      contraindications: c.contraindications[locale],
    },
    related: relatedTherapies(therapy, therapies, LIMITS.relatedServices).map((t) => toCard(t, locale)),
  };
}
export type ServiceView = ReturnType<typeof serviceView>;

const sidebarCache = new Map<Locale, SidebarTree>();

export function sidebarTree(locale: Locale): SidebarTree {
  let tree = sidebarCache.get(locale);
  if (tree) return tree;
  const byRoute = new Map(therapies.map((t) => [t.route, t]));
  const item = (t: Therapy): SidebarTherapy => ({ route: t.route, title: t.title[locale], titleEn: t.title.en, icon: t.sidebarIcon });
  tree = {
    featured: therapies.filter((t) => t.category === 'general').map(item),
    categories: therapyCategories.map((c) => ({
      id: c.id,
      title: c.title[locale],
      titleEn: c.title.en,
      subcategories: c.subcategories.map((s) => ({
        title: s.title[locale],
        titleEn: s.title.en,
        therapies: s.therapies.flatMap((route) => {
          const t = byRoute.get(route);
          return t ? [item(t)] : [];
        }),
      })),
    })),
  };
  sidebarCache.set(locale, tree);
  return tree;
}
