/**
 * One line of the prescription editor (decision 0069): a medicine of the clinic's dispensary (picked
 * from the catalogue, with the quantity to dispense) or free text for something bought outside;
 * dose, duration in days, timing relative to food and anupana. Older lines keep their written duration.
 */
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { MEDICINE_TIMINGS } from '@core/constants';
import { ANUPANAS } from '@core/dispensary/prescription-text';
import type { PrescriptionInput } from '@core/schemas/staff/staff';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { Trash2 } from '~/ui/icons';
import { Field, FieldError, SelectField } from '~/ui/forms/forms';
import { MedicinePicker } from './medicine-picker';

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function MedicineRow({
  form,
  errors,
  index,
  onRemove,
}: {
  form: UseFormReturn<PrescriptionInput>;
  errors: FieldErrors<PrescriptionInput>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useT();
  const e = errors.medicines?.[index];
  const path = `medicines.${index}` as const;
  const line = form.watch(path);
  const [source, setSource] = useState<'catalogue' | 'outside'>(line?.itemId || !line?.name ? 'catalogue' : 'outside');
  const written = line?.days === undefined && !!line?.duration;
  const unit = line?.unit;
  const choose = (next: 'catalogue' | 'outside') => {
    setSource(next);
    for (const field of ['itemId', 'key', 'quantity', 'unit'] as const) form.setValue(`${path}.${field}`, undefined);
    form.setValue(`${path}.name`, '');
  };
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">
          {t('staff.rx.medicine')} {index + 1}
        </legend>
        <SourceChoice source={source} name={`${path}-source`} onChoose={choose} onRemove={onRemove} index={index} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <NameField form={form} errors={errors} index={index} source={source} onChoose={choose} />
          <Field label={t('staff.rx.dosage')} error={e?.dosage?.message} inputProps={form.register(`${path}.dosage`)} />
          {written ? (
            <Field label={t('dispensing.rx.durationWritten')} error={e?.duration?.message} inputProps={form.register(`${path}.duration`)} />
          ) : (
            <Field
              label={t('dispensing.rx.days')}
              error={e?.days?.message}
              inputProps={{
                ...form.register(`${path}.days`, { setValueAs: optionalNumber }),
                type: 'number',
                inputMode: 'numeric',
                min: 1,
                step: 1,
              }}
            />
          )}
          {source === 'catalogue' && line?.itemId ? (
            <Field
              label={unit ? `${t('dispensing.rx.quantity')} (${t(`dispensary.unit.${unit}`)})` : t('dispensing.rx.quantity')}
              error={e?.quantity?.message}
              inputProps={{
                ...form.register(`${path}.quantity`, { setValueAs: optionalNumber }),
                type: 'number',
                inputMode: 'numeric',
                min: 1,
                step: 1,
              }}
            />
          ) : null}
          <WhenAndWith form={form} errors={errors} index={index} />
        </div>
        <FieldError message={source === 'catalogue' && !line?.itemId ? undefined : e?.itemId?.message} />
      </fieldset>
    </li>
  );
}

/** Timing relative to food and anupana: two selects of one line. */
function WhenAndWith({
  form,
  errors,
  index,
}: {
  form: UseFormReturn<PrescriptionInput>;
  errors: FieldErrors<PrescriptionInput>;
  index: number;
}) {
  const { t } = useT();
  const e = errors.medicines?.[index];
  const path = `medicines.${index}` as const;
  return (
    <>
      <SelectField label={t('documents.rx.timing')} error={e?.timing?.message} selectProps={form.register(`${path}.timing`)}>
        <option value="">{t('documents.rx.timing.none')}</option>
        {MEDICINE_TIMINGS.map((timing) => (
          <option key={timing} value={timing}>
            {t(`documents.rx.timing.${timing}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('dispensing.rx.anupana')} error={e?.anupana?.message} selectProps={form.register(`${path}.anupana`)}>
        <option value="">{t('dispensing.rx.anupanaNone')}</option>
        {ANUPANAS.map((a) => (
          <option key={a} value={a}>
            {t(`dispensing.anupana.${a}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** From the dispensary or bought outside, and the line's remove button. */
function SourceChoice({
  source,
  name: path,
  onChoose: choose,
  onRemove,
  index,
}: {
  source: 'catalogue' | 'outside';
  name: string;
  onChoose: (s: 'catalogue' | 'outside') => void;
  onRemove: () => void;
  index: number;
}) {
  const { t } = useT();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-5 gap-y-2" role="radiogroup" aria-label={t('dispensing.rx.source')}>
      {(['catalogue', 'outside'] as const).map((s) => (
        <label key={s} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
          <input type="radio" className="h-5 w-5" checked={source === s} onChange={() => choose(s)} name={path} />
          {t(s === 'catalogue' ? 'dispensing.rx.fromCatalogue' : 'dispensing.rx.outside')}
        </label>
      ))}
      <Button variant="ghost" size="icon" className="ml-auto" onClick={onRemove} aria-label={t('staff.rx.remove', { n: index + 1 })}>
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The medicine: picked from the catalogue (shown once chosen) or typed for something bought outside. */
function NameField({
  form,
  errors,
  index,
  source,
  onChoose: choose,
}: {
  form: UseFormReturn<PrescriptionInput>;
  errors: FieldErrors<PrescriptionInput>;
  index: number;
  source: 'catalogue' | 'outside';
  onChoose: (s: 'catalogue' | 'outside') => void;
}) {
  const { t, tm } = useT();
  const e = errors.medicines?.[index];
  const path = `medicines.${index}` as const;
  const line = form.watch(path);
  return (
    <div className="sm:col-span-2 lg:col-span-3">
      {source === 'catalogue' ? (
        line?.itemId ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium text-stone-900">{t('dispensing.rx.chosen', { name: line.name })}</p>
            {line.key ? null : (
              <Button variant="outline" size="sm" onClick={() => choose('catalogue')}>
                {t('dispensing.rx.change')}
              </Button>
            )}
          </div>
        ) : (
          <MedicinePicker
            error={e?.itemId?.message || e?.name?.message ? tm(e?.itemId?.message ?? e!.name!.message!) : undefined}
            onPick={(m) => {
              form.setValue(`${path}.itemId`, m.id);
              form.setValue(`${path}.name`, [m.name, m.strength, m.pack].filter(Boolean).join(' · ').slice(0, 120));
              form.setValue(`${path}.unit`, m.unit);
              form.setValue(`${path}.quantity`, 1);
            }}
          />
        )
      ) : (
        <Field label={t('staff.rx.name')} error={e?.name?.message} inputProps={form.register(`${path}.name`)} />
      )}
    </div>
  );
}
