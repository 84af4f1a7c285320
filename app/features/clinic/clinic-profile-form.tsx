import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, get, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { isIsoDate } from '@core/booking/slots';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE } from '@core/i18n/locales';
import { DateFormField } from '~/ui/forms/date-field';
import { directionsLinks } from '@core/clinic';
import { CONSULTATION_TYPES } from '@core/constants';
import { GST_STATES, stateName } from '@core/dispensary/gst';
import type { MessageKey } from '@core/i18n/catalog';
import { ClinicProfileSchema, SOCIAL_NETWORKS, type ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { consultationTypeLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { WeeklyHoursEditor } from '~/features/staff-console/weekly-hours-editor';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { Plus, Trash2 } from '~/ui/icons';
import { Card, FieldError, inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';

type FormValues = ClinicProfile;

const toProfile = (v: FormValues): ClinicProfile => v;
const toForm = (p: ClinicProfile): FormValues => p;

const SOCIAL_LABEL = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** The form's state and its field renderers: `input`, `pair` (English and Hindi) and `section`. */
function useClinicProfileForm(initial: ClinicProfile) {
  const { t } = useT();
  const id = useId();
  const form = useForm<FormValues>({
    defaultValues: toForm(initial),
    resolver: async (values, context, options) => {
      const result = await zodResolver(ClinicProfileSchema)(toProfile(values), context, options as never);
      return result.errors && Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
    },
  });
  const errors = form.formState.errors as FieldErrors<FormValues>;
  const holidays = useFieldArray({ control: form.control, name: 'holidays' });
  const geo = useWatch({ control: form.control, name: 'geo' });
  const mapsUrl = useWatch({ control: form.control, name: 'googleMapsUrl' });
  const links = directionsLinks({ geo: { lat: Number(geo.lat) || 0, lng: Number(geo.lng) || 0 }, googleMapsUrl: mapsUrl });

  /** One input with its label, hint and error; `name` is the field's path in the form. */
  const input = (
    name: string,
    label: string,
    options: { type?: string; hint?: string; number?: boolean; step?: string; lang?: string; autoComplete?: string } = {},
  ) => {
    const key = `${id}-${name.replace(/\W/g, '-')}`;
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    const described = [options.hint ? `${key}-h` : '', message ? `${key}-e` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label htmlFor={key} className={labelClass}>
          {label}
        </label>
        <input
          id={key}
          type={options.type ?? 'text'}
          step={options.step}
          lang={options.lang}
          autoComplete={options.autoComplete ?? 'off'}
          className={inputClass}
          aria-invalid={!!message}
          aria-describedby={described}
          {...form.register(name as never, options.number ? { valueAsNumber: true } : {})}
        />
        {options.hint ? (
          <p id={`${key}-h`} className="mt-1 text-sm text-stone-600">
            {options.hint}
          </p>
        ) : null}
        <FieldError id={`${key}-e`} message={message} />
      </div>
    );
  };
  /** The English and Hindi versions of one text, side by side on wide screens. */
  const pair = (name: string, field: MessageKey) => (
    <>
      {input(`${name}.en`, t('staff.clinic.inEnglish', { field: t(field) }), { lang: 'en' })}
      {input(`${name}.hi`, t('staff.clinic.inHindi', { field: t(field) }), { lang: 'hi' })}
    </>
  );
  const section = (title: MessageKey, children: ReactNode, hint?: ReactNode) => (
    <Card title={t(title)}>
      {hint ? <p className="mb-3 text-sm text-stone-700">{hint}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </Card>
  );
  return { id, form, errors, holidays, links, input, pair, section };
}

type ClinicForm = ReturnType<typeof useClinicProfileForm>;

/** The admin's form for the clinic profile (/staff/clinic): every field the site, SMS and e-mails show. */
export function ClinicProfileForm({ initial }: { initial: ClinicProfile }) {
  const { t, tm } = useT();
  const { run, busy } = useAction();
  const f = useClinicProfileForm(initial);
  const { form, errors, input, pair, section } = f;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        await run(() => api('/staff/clinic-profile', { method: 'PUT', body: toProfile(values) }), t('staff.clinic.saved'));
      })}
    >
      {section(
        'staff.clinic.sectionName',
        <>
          {pair('name', 'staff.clinic.name')}
          <div className="md:col-span-2">{input('legalName', t('staff.clinic.legalName'))}</div>
        </>,
      )}
      <AddressSection f={f} />
      {section(
        'staff.clinic.sectionContact',
        <>
          {input('phone', t('staff.clinic.phone'), { type: 'tel', hint: t('staff.clinic.phoneHint') })}
          {input('whatsapp', t('staff.clinic.whatsapp'), { type: 'tel', hint: t('staff.clinic.phoneHint') })}
          {input('email', t('staff.clinic.email'), { type: 'email' })}
        </>,
      )}
      <HoursSection f={f} />
      {section(
        'staff.clinic.sectionSocial',
        SOCIAL_NETWORKS.map((n) => <div key={n}>{input(`social.${n}`, SOCIAL_LABEL[n], { type: 'url' })}</div>),
        t('staff.clinic.socialHint'),
      )}
      {section(
        'staff.clinic.sectionPayments',
        <>
          {input('upiId', t('staff.clinic.upiId'))}
          {input('upiPayeeName', t('staff.clinic.upiPayeeName'))}
        </>,
      )}
      <GstSection f={f} />
      <Card title={t('staff.clinic.sectionFees')}>
        <p className="mb-3 text-sm text-stone-700">{t('staff.clinic.feesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {CONSULTATION_TYPES.map((type) => (
            <div key={type}>{input(`fees.${type}`, consultationTypeLabel(type, t), { type: 'number', number: true })}</div>
          ))}
        </div>
      </Card>
      <Card title={t('staff.insights.title')}>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="choice h-5 w-5" {...f.form.register('receptionSeesRevenue')} />
          {t('staff.insights.receptionSeesRevenue')}
        </label>
      </Card>
      {Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {tm('error.validation')}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('staff.clinic.save')}
      </Button>
    </form>
  );
}

/** GST registration (decision 0070): the GSTIN and the State it is registered in. */
function GstSection({ f }: { f: ClinicForm }) {
  const { t, locale } = useT();
  const { id, form, errors, input, section } = f;
  const stateError = (get(errors, 'gst.stateCode') as { message?: string } | undefined)?.message;
  return section(
    'staff.clinic.sectionGst',
    <>
      {input('gst.gstin', t('staff.clinic.gstin'), { hint: t('staff.clinic.gstinHint') })}
      <div>
        <label htmlFor={`${id}-gst-state`} className={labelClass}>
          {t('staff.clinic.gstState')}
        </label>
        <select
          id={`${id}-gst-state`}
          className={inputClass}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${id}-gst-state-e` : undefined}
          {...form.register('gst.stateCode')}
        >
          <option value="">{t('staff.clinic.gstStateNone')}</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {stateName(s.code, locale)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-gst-state-e`} message={stateError} />
      </div>
    </>,
    t('staff.clinic.gstHint'),
  );
}

function AddressSection({ f }: { f: ClinicForm }) {
  const { t } = useT();
  const { input, pair, section, links } = f;
  return section(
    'staff.clinic.sectionAddress',
    <>
      {pair('address.street', 'staff.clinic.street')}
      {pair('address.city', 'staff.clinic.city')}
      {pair('address.region', 'staff.clinic.region')}
      {input('address.postalCode', t('staff.clinic.postalCode'), { autoComplete: 'postal-code' })}
      <div className="hidden md:block" />
      {input('geo.lat', t('staff.clinic.lat'), { type: 'number', step: 'any', number: true })}
      {input('geo.lng', t('staff.clinic.lng'), { type: 'number', step: 'any', number: true })}
      <div className="md:col-span-2">{input('googleMapsUrl', t('staff.clinic.googleMapsUrl'), { type: 'url' })}</div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm md:col-span-2">
        <span className="text-stone-700">{t('staff.clinic.checkDirections')}</span>
        <a className="font-medium text-brand-800 underline" href={links.google} target="_blank" rel="noopener noreferrer">
          Google Maps
        </a>
        <a className="font-medium text-brand-800 underline" href={links.osm} target="_blank" rel="noopener noreferrer">
          OpenStreetMap
        </a>
      </p>
    </>,
    t('staff.clinic.mapHint'),
  );
}

function HoursSection({ f }: { f: ClinicForm }) {
  const { t, locale } = useT();
  // The remove button names the holiday by its date as written on the page, or by its place in the list.
  const holidayLabel = (date: string, i: number) => (isIsoDate(date) ? formatClinicDate(date, INTL_LOCALE[locale]) : String(i + 1));
  const { id, form, errors, holidays, input } = f;
  const hoursError = get(errors, 'hours') as { message?: string; root?: { message?: string } } | undefined;
  // The first message of a day's field (its end, its break), else the whole week's.
  const dayError = (errors.hours as unknown as Record<string, Record<string, { message?: string }>> | undefined) ?? {};
  const firstDayMessage = Object.values(dayError).flatMap((d) => (d && typeof d === 'object' ? Object.values(d) : []))[0]?.message;
  return (
    <Card title={t('staff.clinic.sectionHours')}>
      <Controller
        control={form.control}
        name="hours"
        render={({ field }) => (
          <WeeklyHoursEditor
            value={field.value}
            onChange={field.onChange}
            legend={t('staff.hours.legend')}
            offLabel={t('staff.hours.closed')}
            newDay={{ from: '09:00', to: '18:00', breaks: [] }}
          />
        )}
      />
      <FieldError id={`${id}-hours-e`} message={hoursError?.message ?? hoursError?.root?.message ?? firstDayMessage} />
      <h3 className="mt-6 text-base font-semibold text-brand-900">{t('staff.clinic.holidays')}</h3>
      {holidays.fields.length === 0 ? <p className="mt-1 text-sm text-stone-700">{t('staff.clinic.noHolidays')}</p> : null}
      <ul className="mt-2 space-y-3">
        {holidays.fields.map((field, i) => (
          <li key={field.id} className="grid items-start gap-3 rounded-lg border border-stone-200 p-3 md:grid-cols-[12rem_1fr_1fr_auto]">
            <Controller
              control={form.control}
              name={`holidays.${i}.date`}
              render={({ field: date }) => (
                <DateFormField
                  label={t('staff.clinic.holidayDate')}
                  error={(get(errors, `holidays.${i}.date`) as { message?: string } | undefined)?.message}
                  value={date.value}
                  onChange={date.onChange}
                  onBlur={date.onBlur}
                />
              )}
            />
            {input(`holidays.${i}.name.en`, t('staff.clinic.inEnglish', { field: t('staff.clinic.holidayName') }), { lang: 'en' })}
            {input(`holidays.${i}.name.hi`, t('staff.clinic.inHindi', { field: t('staff.clinic.holidayName') }), { lang: 'hi' })}
            <Button
              variant="ghost"
              size="sm"
              className="md:mt-6"
              onClick={() => holidays.remove(i)}
              aria-label={t('staff.clinic.removeHoliday', { date: holidayLabel(form.getValues(`holidays.${i}.date`), i) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => holidays.append({ date: '', name: { en: '', hi: '' } })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.clinic.addHoliday')}
      </Button>
    </Card>
  );
}
