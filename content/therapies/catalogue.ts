import type { Therapy, TherapyCategory } from '@content/types';
import type { Locale } from '@core/i18n/locales';
import { generalTherapies } from './general';
import { panchakarmaTherapies } from './panchakarma';
import { swedanaTherapies } from './swedana';
import { bastiTherapies } from './basti';
import { externalTherapies } from './external';
import { eyeCareTherapies } from './eye-care';
import { bloodlettingTherapies } from './bloodletting';
import { specialTherapies } from './special';
import { womensHealthTherapies } from './womens-health';

/**
 * The whole therapy catalogue: Abhyanga and Eye Disorders first, then the
 * sidebar categories in order, each in its sidebar order.
 */
export const therapies: Therapy[] = [
  ...generalTherapies,
  ...panchakarmaTherapies,
  ...swedanaTherapies,
  ...bastiTherapies,
  ...externalTherapies,
  ...eyeCareTherapies,
  ...bloodlettingTherapies,
  ...specialTherapies,
  ...womensHealthTherapies,
];

/** The therapy sidebar tree (routes only). Abhyanga and Eye Disorders lead the list and are not in it. */
export const therapyCategories: TherapyCategory[] = [
  {
    id: 'panchakarma',
    title: { en: 'Panchakarma', hi: 'पंचकर्म' },
    subcategories: [
      { title: { en: 'Pre-Purification', hi: 'पूर्वकर्म' }, therapies: ['snehana', 'swedana'] },
      { title: { en: 'Main Procedures', hi: 'प्रधान कर्म' }, therapies: ['vamana', 'virechana', 'nasya', 'rakta-mokshana'] },
    ],
  },
  {
    id: 'swedana',
    title: { en: 'Swedana', hi: 'स्वेदन' },
    subcategories: [
      { title: { en: 'Dry Fomentation', hi: 'रूक्ष स्वेद' }, therapies: ['nadi-sweda', 'baluka-sweda'] },
      {
        title: { en: 'Herbal Bolus', hi: 'पिंड स्वेद (पोटली)' },
        therapies: ['patra-pinda-sweda', 'churna-pinda-sweda', 'shalishashtika-pinda-sweda', 'kukkut-pinda-sweda', 'mamsa-pinda-sweda'],
      },
    ],
  },
  {
    id: 'basti',
    title: { en: 'Basti', hi: 'बस्ति' },
    subcategories: [
      { title: { en: 'Main', hi: 'प्रमुख बस्ति' }, therapies: ['kashaya-basti', 'taila-basti', 'vaitarana-basti'] },
      {
        title: { en: 'Regional', hi: 'स्थानीय बस्ति' },
        therapies: ['shiro-basti', 'griva-basti', 'kati-basti', 'janu-basti', 'puta-basti', 'sthanik-basti'],
      },
      { title: { en: 'Special', hi: 'विशेष बस्ति' }, therapies: ['uttar-basti'] },
    ],
  },
  {
    id: 'external',
    title: { en: 'External Therapies', hi: 'बाह्य चिकित्सा' },
    subcategories: [
      { title: { en: 'Topical', hi: 'लेपन' }, therapies: ['lepa', 'upanaha', 'sthanik-anulepa', 'talam', 'shirah-lepa'] },
      { title: { en: 'Dhara', hi: 'धारा' }, therapies: ['kshira-dhara', 'takra-dhara', 'shiro-dhara'] },
    ],
  },
  {
    id: 'eye-care',
    title: { en: 'Eye Care', hi: 'नेत्र देखभाल' },
    subcategories: [
      { title: { en: 'Netra Chikitsa', hi: 'नेत्र चिकित्सा' }, therapies: ['netra-dhara', 'ashchotana', 'anjana', 'vidalak', 'akshitarpana'] },
    ],
  },
  {
    id: 'bloodletting',
    title: { en: 'Bloodletting', hi: 'रक्तमोक्षण' },
    subcategories: [
      { title: { en: 'Rakta Mokshana Methods', hi: 'रक्तमोक्षण की विधियाँ' }, therapies: ['jalaukavacharana', 'prachhana', 'siravyadha'] },
    ],
  },
  {
    id: 'special',
    title: { en: 'Special Procedures', hi: 'विशेष प्रक्रियाएँ' },
    subcategories: [{ title: { en: 'Classical Procedures', hi: 'शास्त्रीय प्रक्रियाएँ' }, therapies: ['agnikarma', 'udvartana', 'dhumapana'] }],
  },
  {
    id: 'womens-health',
    title: { en: "Women's Health", hi: 'स्त्री स्वास्थ्य' },
    subcategories: [{ title: { en: 'Yoni Chikitsa', hi: 'योनि चिकित्सा' }, therapies: ['yoni-prakshalana', 'yoni-pichu', 'yoni-purna'] }],
  },
];

const byRoute = new Map(therapies.map((t) => [t.route, t]));

/** The therapy with this route (slug), or undefined. Tolerates a leading slash and different case. */
export function findTherapy(route: string): Therapy | undefined {
  const slug = route
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  return byRoute.get(slug);
}

/** A therapy's name in a language; the slug itself for one the catalogue no longer has. */
export function therapyName(slug: string, locale: Locale): string {
  return findTherapy(slug)?.title[locale] ?? slug;
}
