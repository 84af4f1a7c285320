import type { Locale } from '@content/types';
import { treatments } from '@content/treatments/catalogue';

export interface TreatmentCard {
  path: string;
  title: string;
  summary: string;
  image: string;
  department: string;
}

export function treatmentCards(locale: Locale): TreatmentCard[] {
  return treatments.map((t) => ({ path: t.path, title: t.title[locale], summary: t.summary[locale], image: t.image, department: t.department }));
}

