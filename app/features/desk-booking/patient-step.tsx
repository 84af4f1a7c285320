/** The desk's first step (decision 0054): find the caller's or walk-in's account, or register them. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { DateFormField } from '~/ui/forms/date-field';
import { GENDERS } from '@core/constants';
import { LOCALES } from '@core/i18n/locales';
import { DESK_PRIVACY_METHODS, DeskRegisterSchema, type DeskPatient, type DeskRegisterInput } from '@core/schemas/staff/desk';
import { MOBILE_INPUT_MAX_LENGTH } from '@core/phone';
import { useT } from '~/i18n/provider';
import { api, ApiError, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { Field, FieldError, SelectField, labelClass } from '~/ui/forms/forms';
import { Card } from '~/features/staff-console/ui';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';

export function PatientStep({ onPick }: { onPick: (patient: DeskPatient) => void }) {
  const { t } = useT();
  const [existing, setExisting] = useState<DeskPatient | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PatientSearch onPick={onPick} />
      <Card title={t('staff.deskBooking.registerTitle')}>
        <RegisterForm onRegistered={onPick} onExisting={setExisting} />
        {existing ? (
          <Button type="button" variant="outline" className="mt-3" onClick={() => onPick(existing)}>
            {t('staff.deskBooking.useExisting', { name: existing.name })}
          </Button>
        ) : null}
      </Card>
    </div>
  );
}

function PatientSearch({ onPick }: { onPick: (patient: DeskPatient) => void }) {
  const { t, tm } = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<DeskPatient[] | null>(null);
  const [busy, setBusy] = useState(false);
  async function search() {
    setBusy(true);
    setError(undefined);
    try {
      const res = await api<{ patients: DeskPatient[] }>(`/staff/patients?q=${encodeURIComponent(q)}`);
      setFound(res.data.patients);
    } catch (e) {
      setFound(null);
      setError(e instanceof ApiError && e.errors?.q ? e.errors.q : errorMessage(e, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={t('staff.deskBooking.searchLabel')}>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('staff.deskBooking.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('staff.deskBooking.search')}
        </Button>
      </form>
      <FieldError id={`${id}-error`} message={error} />
      {found && found.length === 0 ? <p className="mt-3 text-stone-700">{t('staff.deskBooking.noMatches')}</p> : null}
      {found && found.length > 0 ? (
        <ul aria-label={t('staff.deskBooking.matches')} className="mt-3 divide-y divide-stone-200">
          {found.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{p.name}</span>{' '}
                <span className="text-sm text-stone-700">
                  {p.number} · {p.contact}
                  {p.age !== null ? ` · ${p.age}` : ''}
                  {p.gender ? ` · ${tm(`staff.deskBooking.gender.${p.gender}`)}` : ''}
                </span>
              </span>
              <Button type="button" size="sm" variant="outline" onClick={() => onPick(p)}>
                {t('staff.deskBooking.pick', { name: p.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

const EMPTY: DeskRegisterInput = {
  name: '',
  contact: '',
  age: '',
  dateOfBirth: '',
  gender: undefined as never,
  locale: 'en',
  privacyNotice: undefined as never,
};

function RegisterForm({
  onRegistered,
  onExisting,
}: {
  onRegistered: (p: DeskPatient) => void;
  onExisting: (p: DeskPatient | null) => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  // The same on a retry of this submission (decision 0042): a lost answer never books or registers twice.
  const { key } = useIdempotencyKey();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useForm<DeskRegisterInput>({ resolver: zodResolver(DeskRegisterSchema) as never, defaultValues: EMPTY });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (values) => {
        setBusy(true);
        setFormError(undefined);
        onExisting(null);
        try {
          const res = await api<{ patient: DeskPatient }>('/staff/patients', { body: values, idempotencyKey: key });
          onRegistered(res.data.patient);
        } catch (e) {
          if (e instanceof ApiError && e.errors) {
            for (const [field, message] of Object.entries(e.errors)) form.setError(field as keyof DeskRegisterInput, { message });
          }
          const taken = e instanceof ApiError && e.status === 409 ? (e.body as { patient?: DeskPatient } | undefined)?.patient : undefined;
          if (taken) onExisting(taken);
          setFormError(errorMessage(e, t('error.generic')));
        } finally {
          setBusy(false);
        }
      })}
    >
      <Field
        label={t('staff.deskBooking.name')}
        error={errors.name?.message}
        inputProps={{ autoComplete: 'off', ...form.register('name') }}
      />
      <Field
        label={t('staff.deskBooking.phone')}
        error={errors.contact?.message}
        inputProps={{ type: 'tel', inputMode: 'tel', maxLength: MOBILE_INPUT_MAX_LENGTH, ...form.register('contact') }}
      />
      <Field
        label={t('staff.deskBooking.age')}
        error={errors.age?.message}
        inputProps={{ inputMode: 'numeric', maxLength: 3, ...form.register('age') }}
      />
      <BirthGenderLanguage form={form} />
      <PrivacyNoticeField form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('staff.deskBooking.register')}
        </Button>
        {formError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** How the privacy notice was given: a required choice (read out or shown), recorded under the staff member's name. */
function PrivacyNoticeField({ form }: { form: UseFormReturn<DeskRegisterInput> }) {
  const { t } = useT();
  const id = useId();
  const errors = form.formState.errors;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-privacy-hint ${id}-privacy-error`}>
      <legend className={labelClass}>{t('staff.deskBooking.privacyNotice')}</legend>
      <p id={`${id}-privacy-hint`} className="mb-2 text-sm text-stone-700">
        {t('staff.deskBooking.privacyNoticeHint')}{' '}
        <a href="/privacy" target="_blank" rel="noreferrer" className="underline">
          {t('staff.deskBooking.privacyNoticeOpen')}
        </a>
      </p>
      <div className="flex flex-wrap gap-4">
        {DESK_PRIVACY_METHODS.map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input type="radio" className="choice h-5 w-5" value={m} {...form.register('privacyNotice')} />
            {t(`staff.deskBooking.privacy.${m}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-privacy-error`} message={errors.privacyNotice?.message} />
    </fieldset>
  );
}

/** Date of birth (dd/mm/yyyy, decision 0052), gender and the language of the patient's messages. */
function BirthGenderLanguage({ form }: { form: UseFormReturn<DeskRegisterInput> }) {
  const { t } = useT();
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateFormField
            label={t('staff.deskBooking.dateOfBirth')}
            error={errors.dateOfBirth?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <SelectField label={t('staff.deskBooking.gender')} error={errors.gender?.message} selectProps={form.register('gender')}>
        <option value="">-</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {t(`staff.deskBooking.gender.${g}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('staff.deskBooking.language')} error={errors.locale?.message} selectProps={form.register('locale')}>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`staff.deskBooking.language.${l}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
