/**
 * The doctor of a completed consultation prescribes a Panchakarma programme: a clinic
 * template adjusted for the patient (days added or removed, therapies added, removed or reordered
 * in a day), a start date, the patient's time band and gender, advice for the patient. "Preview
 * schedule" asks the scheduler (nothing saved); "Prescribe" saves the programme, which then shows
 * in the Programmes list; reception books its sessions when it accepts it.
 */
import { useId } from 'react';
import { GENDERS, type TimeBand } from '@core/constants';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DateField } from '~/ui/forms/date-field';
import { Card, labelClass, textareaClass } from '~/features/staff-console/ui';
import { DaysEditor } from './plan-editor';
import { Preview } from './schedule-preview';
import { usePrescription, type Form, type Prescribing } from './use-prescription';
import { SelectField } from '~/ui/forms/forms';

const BANDS = ['morning', 'afternoon', 'evening', 'any'] as const satisfies readonly TimeBand[];

/** The prescribing form. */
export function PrescribeProgramme({ consultationId, prescribing }: { consultationId: string; prescribing: Prescribing }) {
  const { t } = useT();
  const id = useId();
  const form = usePrescription(consultationId, prescribing);
  const nameOf = (slug: string) => prescribing.therapies.find((x) => x.slug === slug)?.name ?? slug;
  return (
    <Card title={t('staff.prescribe.title')} className="min-w-0 lg:col-span-2">
      <p className="mb-4 text-sm text-stone-700">{t('staff.prescribe.intro')}</p>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void form.prescribe();
        }}
      >
        <SelectField
          className="max-w-sm"
          label={t('staff.prescribe.template')}
          selectProps={{ value: form.values.templateSlug, onChange: (e) => form.chooseTemplate(e.target.value) }}
        >
          <option value="">{t('staff.prescribe.chooseTemplate')}</option>
          {prescribing.templates.map((x) => (
            <option key={x.slug} value={x.slug}>
              {x.name}
            </option>
          ))}
        </SelectField>
        {form.values.days.length ? (
          <DaysEditor days={form.values.days} onChange={form.setDays} nameOf={nameOf} therapies={prescribing.therapies} />
        ) : null}
        <WhenFields form={form} id={id} />
        <GenderField form={form} id={id} />
        <NotesField form={form} id={id} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={form.busy} onClick={() => void form.showPreview()}>
            {t('staff.prescribe.preview')}
          </Button>
          <Button type="submit" disabled={form.busy}>
            {t('staff.prescribe.submit')}
          </Button>
        </div>
        <div aria-live="polite">{form.preview ? <Preview preview={form.preview} /> : null}</div>
      </form>
      <ConfirmDialog
        alert
        open={form.askReplace}
        onOpenChange={form.setAskReplace}
        title={t('staff.prescribe.replaceTitle')}
        description={t('staff.prescribe.replaceText')}
        keepLabel={t('staff.prescribe.replaceKeep')}
        confirmLabel={t('staff.prescribe.replaceConfirm')}
        busy={form.busy}
        onConfirm={() => void form.prescribe(true)}
      />
    </Card>
  );
}

/** The start date and the patient's time band. */
function WhenFields({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-start`} className={labelClass}>
          {t('staff.prescribe.startDate')}
        </label>
        <DateField id={`${id}-start`} value={form.values.startDate} onChange={form.setStartDate} />
      </div>
      <SelectField
        label={t('staff.prescribe.timeBand')}
        selectProps={{ value: form.values.timeBand, onChange: (e) => form.setTimeBand(e.target.value as TimeBand) }}
      >
        {BANDS.map((b) => (
          <option key={b} value={b}>
            {t(`staff.prescribe.band.${b}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function GenderField({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <fieldset aria-describedby={`${id}-gender-hint`}>
      <legend className={labelClass}>{t('staff.prescribe.gender')}</legend>
      <p id={`${id}-gender-hint`} className="mb-2 text-sm text-stone-700">
        {t('staff.prescribe.genderHint')}
      </p>
      <div className="flex flex-wrap gap-4">
        {GENDERS.map((g) => (
          <label key={g} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
            <input
              type="radio"
              name={`${id}-gender`}
              value={g}
              checked={form.values.gender === g}
              onChange={() => form.setGender(g)}
              className="h-5 w-5 accent-brand-700"
            />
            {t(`staff.prescribe.gender.${g}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NotesField({ form, id }: { form: Form; id: string }) {
  const { t } = useT();
  return (
    <div>
      <label htmlFor={`${id}-notes`} className={labelClass}>
        {t('staff.prescribe.notes')}
      </label>
      <textarea
        id={`${id}-notes`}
        rows={3}
        maxLength={2000}
        className={textareaClass}
        aria-describedby={`${id}-notes-hint`}
        value={form.values.notes}
        onChange={(e) => form.setNotes(e.target.value)}
      />
      <p id={`${id}-notes-hint`} className="mt-1 text-sm text-stone-700">
        {t('staff.prescribe.notesHint')}
      </p>
    </div>
  );
}
