/**
 * The printable prescription: clinic letterhead, patient, doctor, medicines and instructions, in the
 * patient's language, with an A5/A4 print stylesheet. Outside the console frame so it prints clean.
 */

import type { Route } from './+types/prescription-print';
import { useClinicFacts } from '~/shell/clinic-facts';
import type { RootData } from '~/root';
import { formatConsultationId } from '@core/booking/consultation-id';
import { catalogs } from '@core/i18n/catalog';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { formatPatientNumber } from '@core/booking/patient-number';
import { getConsultationDetail } from '@server/modules/consultations/staff/staff-consultations.server';
import { NotFound } from '@server/domain/errors';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { MedicinesTable } from '~/features/consultation-desk/medicines-table';
import { I18nProvider, useT } from '~/i18n/provider';
import { LogoMark } from '~/shell/header/logo';
import { Button } from '~/ui/button';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'consultations.view');
  const { consultation } = await getConsultationDetail(context.ctx, staff, params.id);
  if (!consultation.prescription) throw new NotFound();
  return { consultation, messages: catalogs[consultation.locale] };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const name = (matches[0]?.loaderData as RootData | undefined)?.messages['app.name'] ?? 'Sarona Ayurveda';
  return [{ title: `Prescription ${formatConsultationId(params.id)} | ${name}` }, { name: 'robots', content: 'noindex' }];
}

const PRINT_CSS = `
@page { size: A5; margin: 12mm; }
@media print {
  .no-print { display: none !important; }
  body { background: #fff !important; }
  .sheet { box-shadow: none !important; border: 0 !important; margin: 0 !important; max-width: none !important; padding: 0 !important; }
}`;

const longDate = (day: string, locale: Locale) =>
  formatClinicDate(day, INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' });

type PrintConsultation = Route.ComponentProps['loaderData']['consultation'];

function Sheet({ c }: { c: PrintConsultation }) {
  const { t, locale } = useT();
  const rx = c.prescription!;
  const clinic = useClinicFacts();
  const date = longDate(c.date, locale);
  return (
    <main lang={locale} className="sheet mx-auto my-6 max-w-2xl border border-stone-300 bg-white p-8 text-stone-900 shadow-sm print:my-0">
      <header className="flex items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div className="flex items-center gap-3">
          <LogoMark className="h-12 w-12" />
          <div>
            <p className="font-serif text-2xl font-semibold text-brand-900">{clinic.name}</p>
            {clinic.legalName && <p className="text-sm">{clinic.legalName}</p>}
          </div>
        </div>
        <address className="text-right text-xs not-italic leading-relaxed">
          {clinic.address}
          <br />
          {clinic.phoneDisplay} · {clinic.email}
        </address>
      </header>
      <h1 className="mt-5 text-center font-serif text-xl font-semibold uppercase tracking-wide text-brand-900">{t('staff.print.title')}</h1>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline font-semibold">{t('staff.print.patient')}: </dt>
          <dd className="inline">{c.name}</dd>
        </div>
        {c.patientNumber !== null ? (
          <div>
            <dt className="inline font-semibold">{t('documents.rx.patientId')}: </dt>
            <dd className="inline">{formatPatientNumber(c.patientNumber)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">{t('staff.print.date')}: </dt>
          <dd className="inline">{date}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('staff.print.doctor')}: </dt>
          <dd className="inline">{c.doctor.doctorName}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('staff.print.consultation')}: </dt>
          <dd className="inline font-mono">{formatConsultationId(c._id)}</dd>
        </div>
      </dl>
      <MedicinesTable medicines={rx.medicines} print />
      {(
        [
          [t('staff.rx.instructions'), rx.instructions],
          [t('documents.rx.diet'), rx.diet],
          [t('documents.rx.lifestyle'), rx.lifestyle],
        ] as const
      ).map(([title, body]) =>
        body ? (
          <section key={title} className="mt-5">
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 whitespace-pre-line text-sm">{body}</p>
          </section>
        ) : null,
      )}
      {rx.followUpDate ? (
        <p className="mt-5 text-sm">
          <span className="font-semibold">{t('documents.rx.followUp')}: </span>
          {longDate(rx.followUpDate, locale)}
        </p>
      ) : null}
      <p className="mt-16 text-right text-sm">
        <span className="inline-block min-w-48 border-t border-stone-500 pt-1 text-center">{t('staff.print.signature')}</span>
      </p>
      <footer className="mt-8 border-t border-stone-300 pt-2 text-center text-xs">
        {t('staff.print.footer', { hours: clinic.hours.join(', ') })}
      </footer>
    </main>
  );
}

export default function PrescriptionPrint({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="min-h-screen bg-stone-100 px-4 py-2 print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="no-print mx-auto flex max-w-2xl justify-end pt-4">
        <Button onClick={() => window.print()}>{t('staff.print.printNow')}</Button>
      </div>
      <I18nProvider locale={loaderData.consultation.locale} messages={loaderData.messages}>
        <Sheet c={loaderData.consultation} />
      </I18nProvider>
    </div>
  );
}
