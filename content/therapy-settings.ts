/**
 * The clinic's starting settings for every therapy of the catalogue (content/therapies): the
 * session length, preparation and clean-up buffers, the room equipment it needs, how many
 * therapists give it and of which gender, whether a doctor must prescribe it, and its price per
 * session in rupees. Our own figures, written for the demo and a new clinic; the admin changes
 * them in the staff console (table therapy_settings).
 */
import type { GenderRule, RoomCapability } from '@core/constants';

export interface TherapySettingsDefaults {
  sessionMinutes: number;
  prepMinutes: number;
  cleanupMinutes: number;
  roomCapability: RoomCapability | null;
  therapistCount: 1 | 2;
  genderRule: GenderRule;
  needsPrescription: boolean;
  price: number;
}

type Row = [
  minutes: number,
  prep: number,
  cleanup: number,
  room: RoomCapability | null,
  therapists: 1 | 2,
  gender: GenderRule,
  rx: boolean,
  price: number,
];

const ROWS: Record<string, Row> = {
  abhyanga: [60, 10, 15, 'abhyanga-table', 2, 'same-as-patient', false, 1800],
  'eye-disorders': [30, 5, 10, 'netra-chair', 1, 'any', true, 800],
  // Panchakarma
  snehana: [45, 10, 15, 'abhyanga-table', 2, 'same-as-patient', true, 1500],
  swedana: [20, 5, 15, 'steam-chamber', 1, 'same-as-patient', false, 700],
  vamana: [120, 15, 30, 'general', 1, 'same-as-patient', true, 4000],
  virechana: [60, 10, 20, 'general', 1, 'same-as-patient', true, 3000],
  nasya: [30, 5, 10, 'general', 1, 'any', true, 800],
  'rakta-mokshana': [45, 15, 20, 'general', 1, 'any', true, 2000],
  // Swedana
  'nadi-sweda': [20, 5, 15, 'steam-chamber', 1, 'same-as-patient', false, 700],
  'baluka-sweda': [40, 10, 15, 'abhyanga-table', 1, 'same-as-patient', true, 1200],
  'patra-pinda-sweda': [45, 15, 15, 'abhyanga-table', 2, 'same-as-patient', true, 1800],
  'churna-pinda-sweda': [45, 15, 15, 'abhyanga-table', 2, 'same-as-patient', true, 1800],
  'shalishashtika-pinda-sweda': [60, 20, 20, 'abhyanga-table', 2, 'same-as-patient', true, 2500],
  'kukkut-pinda-sweda': [45, 15, 15, 'abhyanga-table', 2, 'same-as-patient', true, 2000],
  'mamsa-pinda-sweda': [45, 15, 15, 'abhyanga-table', 2, 'same-as-patient', true, 2200],
  // Basti
  'kashaya-basti': [30, 10, 20, 'basti-room', 1, 'same-as-patient', true, 1500],
  'taila-basti': [30, 10, 20, 'basti-room', 1, 'same-as-patient', true, 1500],
  'vaitarana-basti': [30, 10, 20, 'basti-room', 1, 'same-as-patient', true, 1600],
  'shiro-basti': [45, 10, 15, 'general', 1, 'any', true, 1800],
  'griva-basti': [40, 10, 10, 'abhyanga-table', 1, 'same-as-patient', true, 1200],
  'kati-basti': [40, 10, 10, 'abhyanga-table', 1, 'same-as-patient', true, 1200],
  'janu-basti': [40, 10, 10, 'abhyanga-table', 1, 'same-as-patient', true, 1200],
  'puta-basti': [30, 10, 10, 'netra-chair', 1, 'any', true, 1000],
  'sthanik-basti': [40, 10, 10, 'abhyanga-table', 1, 'same-as-patient', true, 1200],
  'uttar-basti': [30, 15, 20, 'basti-room', 1, 'same-as-patient', true, 2500],
  // External
  lepa: [30, 10, 10, 'general', 1, 'same-as-patient', false, 600],
  upanaha: [45, 10, 10, 'general', 1, 'same-as-patient', true, 800],
  'sthanik-anulepa': [30, 10, 10, 'general', 1, 'same-as-patient', false, 600],
  talam: [20, 5, 5, 'general', 1, 'any', true, 400],
  'shirah-lepa': [45, 10, 15, 'general', 1, 'any', true, 1200],
  'kshira-dhara': [45, 10, 15, 'shirodhara-table', 1, 'any', true, 2000],
  'takra-dhara': [45, 10, 15, 'shirodhara-table', 1, 'any', true, 2000],
  'shiro-dhara': [45, 10, 15, 'shirodhara-table', 1, 'any', false, 2000],
  // Eye care
  'netra-dhara': [30, 5, 10, 'netra-chair', 1, 'any', true, 800],
  ashchotana: [15, 5, 5, 'netra-chair', 1, 'any', true, 400],
  anjana: [15, 5, 5, 'netra-chair', 1, 'any', true, 400],
  vidalak: [30, 5, 10, 'netra-chair', 1, 'any', true, 600],
  akshitarpana: [45, 10, 15, 'netra-chair', 1, 'any', true, 1500],
  // Bloodletting
  jalaukavacharana: [45, 15, 20, 'general', 1, 'any', true, 1500],
  prachhana: [30, 10, 20, 'general', 1, 'any', true, 1200],
  siravyadha: [30, 15, 20, 'general', 1, 'any', true, 1500],
  // Special
  agnikarma: [20, 10, 10, 'general', 1, 'any', true, 1200],
  udvartana: [45, 10, 20, 'abhyanga-table', 2, 'same-as-patient', false, 1500],
  dhumapana: [15, 5, 10, 'general', 1, 'any', true, 500],
  // Women's health
  'yoni-prakshalana': [30, 10, 15, 'basti-room', 1, 'same-as-patient', true, 1200],
  'yoni-pichu': [30, 10, 15, 'basti-room', 1, 'same-as-patient', true, 1200],
  'yoni-purna': [30, 10, 15, 'basti-room', 1, 'same-as-patient', true, 1200],
};

/** Default settings per therapy slug. */
export const THERAPY_SETTINGS_DEFAULTS: Record<string, TherapySettingsDefaults> = Object.fromEntries(
  Object.entries(ROWS).map(
    ([slug, [sessionMinutes, prepMinutes, cleanupMinutes, roomCapability, therapistCount, genderRule, needsPrescription, price]]) => [
      slug,
      { sessionMinutes, prepMinutes, cleanupMinutes, roomCapability, therapistCount, genderRule, needsPrescription, price },
    ],
  ),
);
