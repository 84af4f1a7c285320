/**
 * The message catalogs. Each namespace lives in `en/<ns>.ts` and `hi/<ns>.ts`; the Hindi file is
 * typed against the English one (`satisfies Record<keyof typeof en, string>`), so a key missing in
 * either language fails the typecheck. To add a namespace: create both files and add them below.
 */
import { common as enCommon } from './en/common';
import { common as hiCommon } from './hi/common';
import { staff as enStaff } from './en/staff';
import { staff as hiStaff } from './hi/staff';
import { site as enSite } from './en/site';
import { site as hiSite } from './hi/site';
import { consultations as enConsultations } from './en/consultations';
import { consultations as hiConsultations } from './hi/consultations';
import { booking as enBooking } from './en/booking';
import { booking as hiBooking } from './hi/booking';
import { auth as enAuth } from './en/auth';
import { auth as hiAuth } from './hi/auth';
import { blog as enBlog } from './en/blog';
import { blog as hiBlog } from './hi/blog';
import { documents as enDocuments } from './en/documents';
import { documents as hiDocuments } from './hi/documents';
import { receipts as enReceipts } from './en/receipts';
import { receipts as hiReceipts } from './hi/receipts';
import { channels as enChannels } from './en/channels';
import { channels as hiChannels } from './hi/channels';
import { notices as enNotices } from './en/notices';
import { notices as hiNotices } from './hi/notices';
import { programmes as enProgrammes } from './en/programmes';
import { programmes as hiProgrammes } from './hi/programmes';
import { offline as enOffline } from './en/offline';
import { offline as hiOffline } from './hi/offline';
import { paperwork as enPaperwork } from './en/paperwork';
import { paperwork as hiPaperwork } from './hi/paperwork';
import { insights as enInsights } from './en/insights';
import { insights as hiInsights } from './hi/insights';
import { scheduler as enScheduler } from './en/scheduler';
import { scheduler as hiScheduler } from './hi/scheduler';
import { therapyRequests as enTherapyRequests } from './en/therapy-requests';
import { therapyRequests as hiTherapyRequests } from './hi/therapy-requests';
import { resources as enResources } from './en/resources';
import { resources as hiResources } from './hi/resources';
import { patientProgrammes as enPatientProgrammes } from './en/patient-programmes';
import { patientProgrammes as hiPatientProgrammes } from './hi/patient-programmes';
import { prescribe as enPrescribe } from './en/prescribe';
import { prescribe as hiPrescribe } from './hi/prescribe';
import { accept as enAccept } from './en/accept';
import { money as enMoney } from './en/money';
import { money as hiMoney } from './hi/money';
import { accept as hiAccept } from './hi/accept';
import { grid as enGrid } from './en/grid';
import { grid as hiGrid } from './hi/grid';
import { emailVerify as enEmailVerify } from './en/email-verify';
import { emailVerify as hiEmailVerify } from './hi/email-verify';
import { attendance as enAttendance } from './en/attendance';
import { attendance as hiAttendance } from './hi/attendance';
import { terminology as enTerminology } from './en/terminology';
import { terminology as hiTerminology } from './hi/terminology';
import { fhir as enFhir } from './en/fhir';
import { fhir as hiFhir } from './hi/fhir';
import { deskBooking as enDeskBooking } from './en/desk-booking';
import { deskBooking as hiDeskBooking } from './hi/desk-booking';
import { clinical as enClinical } from './en/clinical';
import { clinical as hiClinical } from './hi/clinical';
import { visitSummary as enVisitSummary } from './en/visit-summary';
import { visitSummary as hiVisitSummary } from './hi/visit-summary';
import { prakriti as enPrakriti } from './en/prakriti';
import { prakriti as hiPrakriti } from './hi/prakriti';
import { dispensary as enDispensary } from './en/dispensary';
import { dispensary as hiDispensary } from './hi/dispensary';
import { dispensing as enDispensing } from './en/dispensing';
import { dispensing as hiDispensing } from './hi/dispensing';
import { materials as enMaterials } from './en/materials';
import { materials as hiMaterials } from './hi/materials';
import { sessionNotes as enSessionNotes } from './en/session-notes';
import { sessionNotes as hiSessionNotes } from './hi/session-notes';
import { outcomes as enOutcomes } from './en/outcomes';
import { outcomes as hiOutcomes } from './hi/outcomes';
import { sales as enSales } from './en/sales';
import { sales as hiSales } from './hi/sales';
import type { Locale } from './locales';
import { format, type MessageParams } from './format';

export const catalogs = {
  en: {
    ...enCommon,
    ...enStaff,
    ...enSite,
    ...enConsultations,
    ...enBooking,
    ...enAuth,
    ...enBlog,
    ...enDocuments,
    ...enReceipts,
    ...enChannels,
    ...enNotices,
    ...enProgrammes,
    ...enOffline,
    ...enPaperwork,
    ...enInsights,
    ...enScheduler,
    ...enTherapyRequests,
    ...enResources,
    ...enPatientProgrammes,
    ...enPrescribe,
    ...enAccept,
    ...enGrid,
    ...enEmailVerify,
    ...enAttendance,
    ...enTerminology,
    ...enFhir,
    ...enDeskBooking,
    ...enMoney,
    ...enClinical,
    ...enVisitSummary,
    ...enPrakriti,
    ...enDispensary,
    ...enDispensing,
    ...enMaterials,
    ...enSessionNotes,
    ...enOutcomes,
    ...enSales,
  },
  hi: {
    ...hiCommon,
    ...hiStaff,
    ...hiSite,
    ...hiConsultations,
    ...hiBooking,
    ...hiAuth,
    ...hiBlog,
    ...hiDocuments,
    ...hiReceipts,
    ...hiChannels,
    ...hiNotices,
    ...hiProgrammes,
    ...hiOffline,
    ...hiPaperwork,
    ...hiInsights,
    ...hiScheduler,
    ...hiTherapyRequests,
    ...hiResources,
    ...hiPatientProgrammes,
    ...hiPrescribe,
    ...hiAccept,
    ...hiGrid,
    ...hiEmailVerify,
    ...hiAttendance,
    ...hiTerminology,
    ...hiFhir,
    ...hiDeskBooking,
    ...hiMoney,
    ...hiClinical,
    ...hiVisitSummary,
    ...hiPrakriti,
    ...hiDispensary,
    ...hiDispensing,
    ...hiMaterials,
    ...hiSessionNotes,
    ...hiOutcomes,
    ...hiSales,
  },
} satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof typeof catalogs.en;
export type Messages = Record<MessageKey, string>;
export type { MessageParams } from './format';

/** Translates a key; a string that is not a key (e.g. a server message already translated) passes through. */
export function translate(locale: Locale, keyOrText: string, params?: MessageParams): string {
  const messages: Record<string, string> = catalogs[locale];
  const template = messages[keyOrText] ?? (catalogs.en as Record<string, string>)[keyOrText] ?? keyOrText;
  return format(template, params, locale);
}

const subsets = new Map<string, Messages>();

/**
 * The messages of `locale` whose namespace (the part before the first dot) is in `namespaces`:
 * what a page needs (see route-namespaces.ts). Computed once per language and set, then shared:
 * read-only. Typed as the whole catalog since `useT()` takes keys of every namespace.
 */
export function messagesFor(locale: Locale, namespaces: readonly string[]): Messages {
  const id = `${locale}:${namespaces.join(',')}`;
  let subset = subsets.get(id);
  if (!subset) {
    const wanted = new Set(namespaces);
    subset = Object.fromEntries(Object.entries(catalogs[locale]).filter(([key]) => wanted.has(key.slice(0, key.indexOf('.'))))) as Messages;
    subsets.set(id, subset);
  }
  return subset;
}
