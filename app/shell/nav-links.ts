/** The site's top-level sections after Services and Treatments, and the patient's account pages (both menus). */
export const SECTION_LINKS = [
  ['/doctors', 'nav.doctors'],
  ['/about', 'nav.about'],
  ['/track_consultation', 'nav.consultations'],
  ['/blog', 'nav.blog'],
  ['/contact', 'nav.contact'],
] as const;

export const ACCOUNT_LINKS = [
  ['/appointments', 'nav.currentAppointments'],
  ['/history', 'nav.history'],
  ['/profile', 'nav.profileSettings'],
] as const;
