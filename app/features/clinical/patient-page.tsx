/**
 * A patient's page (/staff/patients/:id, decision 0059): details, allergies and alerts, and one
 * timeline. The clinical parts come only to those the permission table lets read them; the desk
 * sees details, bookings and money.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import type { PatientRecord, TimelineEntry } from '@core/clinical/patient-record';
import { formatInstant } from '@core/i18n/clinic-time';
import { formatSlot } from '@core/i18n/clinic-time';
import { formatRupees } from '@core/money';
import { isPaymentMethod } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { SelectField, TextareaField } from '~/ui/forms/forms';
import { DateFormField } from '~/ui/forms/date-field';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { formatDate } from '~/features/consultations/format';
import { sessionNoteStatusKey } from '~/features/session-notes/note-read';
import { AlertsBanner } from './alerts-banner';
import { PrakritiSection } from './prakriti-section';
import { OutcomesSection } from '~/features/outcomes/outcomes-section';

export function PatientPage({ record }: { record: PatientRecord }) {
  const { t, locale } = useT();
  const { patient: p, access, timeline, olderFrom, upTo } = record;
  return (
    <>
      <Link to="/staff/patients" className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {t('staff.patients.title')}
      </Link>
      <PageTitle>
        {p.name} <span className="text-base font-normal text-stone-700">{p.number}</span>
      </PageTitle>
      <AlertsBanner facts={p} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Details record={record} />
          {access.editFacts ? <FactsForm record={record} /> : null}
          {access.clinical ? <PrakritiSection patientId={p.id} /> : null}
        </div>
        <Card title={t('staff.patients.timeline')}>
          <p className="mb-3 text-sm text-stone-700">
            {access.clinical ? t('staff.patients.audited') : t('staff.patients.clinicalHidden')}
          </p>
          {upTo ? (
            <p className="mb-3 flex flex-wrap gap-x-3 text-sm text-stone-800" id="timeline">
              <span>{t('staff.patients.timelineFrom', { date: formatDate(upTo, locale, 'medium') })}</span>
              <Link to="?" className="font-medium text-brand-800 underline">
                {t('staff.patients.timelineNewest')}
              </Link>
            </p>
          ) : null}
          {timeline.length ? (
            <ol className="space-y-3" data-testid="timeline">
              {timeline.map((e, i) => (
                <TimelineItem key={`${e.kind}-${e.date}-${i}`} entry={e} />
              ))}
            </ol>
          ) : (
            <Empty>{t('staff.patients.timelineEmpty')}</Empty>
          )}
          {olderFrom ? (
            <Link to={`?upTo=${olderFrom}#timeline`} className="mt-3 inline-block font-medium text-brand-800 underline">
              {t('staff.patients.timelineOlder')}
            </Link>
          ) : null}
        </Card>
      </div>
      <OutcomesSection patientId={p.id} />
    </>
  );
}

function Details({ record }: { record: PatientRecord }) {
  const { t, locale } = useT();
  const p = record.patient;
  const rows: [string, string][] = [
    [t('staff.patients.phone'), p.contact ? `+91 ${p.contact}` : t('staff.patients.notGiven')],
    [t('staff.patients.email'), p.email ?? t('staff.patients.notGiven')],
    [t('staff.patients.dateOfBirth'), p.dateOfBirth ? formatDate(p.dateOfBirth, locale, 'medium') : t('staff.patients.notGiven')],
    [t('staff.patients.age'), p.age !== null ? t('staff.patients.ageYears', { age: p.age }) : t('staff.patients.notGiven')],
    [t('staff.patients.gender'), p.gender ? t(`staff.patients.gender.${p.gender}`) : t('staff.patients.notGiven')],
    [t('staff.patients.language'), t(p.locale === 'hi' ? 'staff.patients.language.hi' : 'staff.patients.language.en')],
    [t('staff.patients.allergies'), p.allergies.length ? p.allergies.join(', ') : t('staff.patients.noAllergies')],
  ];
  return (
    <Card title={t('staff.patients.demographics')}>
      {p.deleted ? <p className="mb-2 text-sm text-red-800">{t('staff.patients.deleted')}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function TimelineItem({ entry: e }: { entry: TimelineEntry }) {
  const { t, locale } = useT();
  const when =
    e.date.length === 10
      ? e.time
        ? formatSlot(e.date, e.time, locale)
        : formatDate(e.date, locale, 'medium')
      : formatInstant(e.date, locale);
  const status =
    e.kind === 'consultation' && e.status
      ? t(`consultations.status.${e.status}` as 'consultations.status.pending')
      : e.kind === 'case-sheet' && e.status
        ? t(`staff.patients.sheet.${e.status}` as 'staff.patients.sheet.draft')
        : e.kind === 'prakriti' && e.status
          ? t(`staff.prakriti.method.${e.status}` as 'staff.prakriti.method.questionnaire')
          : e.kind === 'session-note' && e.status
            ? t(sessionNoteStatusKey(e.status))
            : e.kind === 'session' && e.status
              ? t(`staff.patients.session.${e.status}` as 'staff.patients.session.booked')
              : e.kind === 'payment' && e.status === 'deposit'
                ? t('staff.patients.payment.deposit')
                : e.kind === 'payment' && e.status === 'paid'
                  ? t('staff.payment.paid')
                  : e.status;
  const title =
    e.kind === 'programme'
      ? t('staff.patients.programmeDays', { days: e.title })
      : e.kind === 'payment' && isPaymentMethod(e.title)
        ? t(`staff.method.${e.title}`)
        : e.title;
  const [vata, pitta, kapha] = e.kind === 'prakriti' && e.detail ? e.detail.split('/') : [];
  const detail = vata !== undefined ? t('staff.prakriti.proportions', { vata, pitta: pitta ?? '', kapha: kapha ?? '' }) : e.detail;
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-brand-900">
          {t(`staff.patients.kind.${e.kind}`)}
          <span className="ml-2 font-normal text-stone-800">{title}</span>
        </p>
        <p className="text-sm text-stone-700">{when}</p>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-800">
        {status ? <span>{status}</span> : null}
        {e.amount !== null ? <span>{formatRupees(e.amount)}</span> : null}
        {detail ? <span className="break-words whitespace-pre-line">{detail}</span> : null}
        {e.href ? (
          e.href.startsWith('/api/') ? (
            <a href={e.href} className="font-medium text-brand-800 underline">
              {t('staff.patients.open')}
            </a>
          ) : (
            <Link to={e.href} className="font-medium text-brand-800 underline">
              {t('staff.patients.open')}
            </Link>
          )
        ) : null}
      </p>
    </li>
  );
}

interface FactsValues {
  dateOfBirth: string;
  gender: '' | 'female' | 'male';
  allergies: string;
  alerts: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function FactsForm({ record }: { record: PatientRecord }) {
  const { t } = useT();
  const p = record.patient;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<FactsValues>({
    defaultValues: {
      dateOfBirth: p.dateOfBirth ?? '',
      gender: p.gender ?? '',
      allergies: p.allergies.join('\n'),
      alerts: p.alerts.join('\n'),
    },
  });
  const errors = form.formState.errors;
  return (
    <Card title={t('staff.patients.editFacts')}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit(async (v) => {
          setMessage(null);
          try {
            const res = await api(`/staff/patients/${p.id}/clinical-facts`, {
              method: 'PUT',
              body: { dateOfBirth: v.dateOfBirth, gender: v.gender, allergies: lines(v.allergies), alerts: lines(v.alerts) },
            });
            setMessage(res.message);
            void revalidator.revalidate();
          } catch (error) {
            if (error instanceof ApiError && error.errors)
              for (const [field, msg] of Object.entries(error.errors))
                form.setError(field.split('.')[0] as keyof FactsValues, { message: msg });
            setMessage(error instanceof ApiError ? error.message : String(error));
          }
        })}
      >
        <Controller
          control={form.control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateFormField
              label={t('staff.patients.dateOfBirth')}
              error={errors.dateOfBirth?.message}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <SelectField label={t('staff.patients.gender')} error={errors.gender?.message} selectProps={form.register('gender')}>
          <option value="">{t('staff.patients.notGiven')}</option>
          <option value="female">{t('staff.patients.gender.female')}</option>
          <option value="male">{t('staff.patients.gender.male')}</option>
        </SelectField>
        <TextareaField
          label={t('staff.patients.allergies')}
          hint={t('staff.patients.onePerLine')}
          error={errors.allergies?.message}
          textareaProps={{ rows: 2, ...form.register('allergies') }}
        />
        <TextareaField
          label={t('staff.patients.alerts')}
          hint={t('staff.patients.onePerLine')}
          error={errors.alerts?.message}
          textareaProps={{ rows: 2, ...form.register('alerts') }}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('staff.patients.saveFacts')}
        </Button>
        {message ? (
          <p role="status" className="text-sm text-stone-800">
            {message}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
