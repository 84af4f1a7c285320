import type { Locale, TreatmentPage } from '@content/types';
import { findTherapy } from '@content/therapies/catalogue';
import { treatments, treatmentsIntro } from '@content/treatments/catalogue';

export interface TreatmentCard {
  path: string;
  title: string;
  summary: string;
  image: string;
  department: string;
}

export function treatmentCards(locale: Locale): TreatmentCard[] {
  return treatments.map((t) => ({
    path: t.path,
    title: t.title[locale],
    summary: t.summary[locale],
    image: t.image,
    department: t.department,
  }));
}

/** One of the seven condition pages, in one language, with the therapies it names. */
export function treatmentView(page: TreatmentPage, locale: Locale) {
  const s = page.sections;
  return {
    path: page.path,
    department: page.department,
    title: page.title[locale],
    titleEn: page.title.en,
    summary: page.summary[locale],
    image: page.image,
    about: s.about[locale],
    approach: s.approach[locale],
    therapies: s.therapies.flatMap((route) => {
      const therapy = findTherapy(route);
      return therapy ? [{ route, title: therapy.title[locale], description: therapy.description[locale], icon: therapy.sidebarIcon }] : [];
    }),
    whatToExpect: s.whatToExpect[locale],
    lifestyle: s.lifestyle[locale],
    caution: s.caution[locale],
  };
}
export type TreatmentView = ReturnType<typeof treatmentView>;

/** /treatments: the introduction and a card per condition page. */
export function treatmentsIndexView(locale: Locale) {
  const l = <T>(v: { en: T; hi: T }) => v[locale];
  const i = treatmentsIntro;
  return {
    intro: {
      title: l(i.title),
      lead: l(i.lead),
      image: i.image,
      holistic: { heading: l(i.holisticCare.heading), body: l(i.holisticCare.body) },
      why: { heading: l(i.whyChooseAyurveda.heading), points: l(i.whyChooseAyurveda.points) },
      approach: {
        heading: l(i.ourApproach.heading),
        body: l(i.ourApproach.body),
        doshas: i.ourApproach.doshas.map((d) => ({ name: l(d.name), description: l(d.description), imbalance: l(d.imbalance) })),
      },
      closing: l(i.closingNote),
    },
    treatments: treatmentCards(locale),
  };
}
export type TreatmentsIndexView = ReturnType<typeof treatmentsIndexView>;
