/** The patient register (/staff/patients): search by name, phone or patient number (decision 0059). */
import { Form, Link } from 'react-router';
import type { PatientSummary } from '@core/clinical/patient-record';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { Card, Empty, inputClass, labelClass, PageTitle } from '~/features/staff-console/ui';
import { formatDate } from '~/features/consultations/format';

export function PatientsPage({ q, patients }: { q: string; patients: PatientSummary[] }) {
  const { t, locale } = useT();
  return (
    <>
      <PageTitle>{t('staff.patients.title')}</PageTitle>
      <Form method="get" role="search" className="mb-5 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="patient-search" className={labelClass}>
            {t('staff.patients.search')}
          </label>
          <input
            id="patient-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className={inputClass}
            aria-describedby="patient-search-hint"
          />
          <p id="patient-search-hint" className="mt-1 text-sm text-stone-700">
            {t('staff.patients.intro')}
          </p>
        </div>
        <Button type="submit" className="mb-6">
          {t('staff.patients.searchButton')}
        </Button>
      </Form>
      {patients.length === 0 ? (
        <Empty>{t('staff.patients.none')}</Empty>
      ) : (
        <Card title={q ? undefined : t('staff.patients.recent')}>
          <ul className="divide-y divide-stone-200" data-testid="patient-list">
            {patients.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <Link to={`/staff/patients/${p.id}`} className="font-semibold text-brand-800 underline">
                    {p.name}
                  </Link>
                  <span className="ml-2 text-sm text-stone-700">{p.number}</span>
                </div>
                <div className="flex flex-wrap gap-x-4 text-sm text-stone-800">
                  {p.contact ? <span>+91 {p.contact}</span> : null}
                  {p.age !== null ? <span>{t('staff.patients.ageYears', { age: p.age })}</span> : null}
                  {p.lastVisit ? (
                    <span>
                      {t('staff.patients.col.lastVisit')}: {formatDate(p.lastVisit, locale, 'medium')}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
