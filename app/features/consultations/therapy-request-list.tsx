import { Link } from 'react-router';
import { Sprout } from '~/ui/icons';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { serviceHref } from '@content/therapies/service-href';

export interface PatientTherapyRequest {
  id: string;
  therapySlug: string;
  therapy: string;
  timeBand: 'morning' | 'afternoon' | 'evening' | 'any';
  note: string;
  createdAt: string;
}

/** My Appointments: the patient's open therapy requests, nothing when there are none. */
export function TherapyRequestList({ requests }: { requests: PatientTherapyRequest[] }) {
  const { t, intl } = useT();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="therapy-requests" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 id="therapy-requests" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Sprout aria-hidden className="h-5 w-5" />
        {t('consultations.therapyRequests.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('consultations.therapyRequests.intro')}</p>
      <ul className="mt-3 divide-y divide-stone-200">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <Link to={serviceHref(r.therapySlug)} className="font-medium text-brand-800 underline underline-offset-2">
              {r.therapy}
            </Link>
            <span className="text-sm text-stone-700">
              {t('consultations.therapyRequests.band')}: {t(`consultations.therapyRequests.band.${r.timeBand}`)} ·{' '}
              {t('consultations.therapyRequests.requested', { date: formatClinicDateTime(r.createdAt, intl, { dateStyle: 'medium' }) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
