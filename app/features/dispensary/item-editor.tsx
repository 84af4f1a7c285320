/** The admin's form of one catalogue item: react-hook-form on the schema the API parses (decision 0062). */
import { ITEM_KINDS, ItemSchema, MATERIAL_FORMS, MEDICINE_FORMS, STOCK_UNITS, type ItemFormValues } from '@core/dispensary/catalogue';
import { useT } from '~/i18n/provider';
import { Field, FormActions, SelectField } from '~/ui/forms/forms';
import { useResourceForm } from '~/features/resources/use-resource-form';

const num = { valueAsNumber: true } as const;

export function ItemEditor({ itemId, initial, onDone }: { itemId: string | null; initial: ItemFormValues; onDone: () => void }) {
  const { t, tm } = useT();
  const { form, errors, busy, save } = useResourceForm(ItemSchema, initial, { path: '/staff/dispensary/items', itemId, onDone });
  const kind = form.watch('kind');
  const forms = kind === 'material' ? MATERIAL_FORMS : MEDICINE_FORMS;
  const err = (m?: string) => (m ? tm(m) : undefined);
  return (
    <form noValidate className="grid gap-3 md:grid-cols-2" onSubmit={form.handleSubmit(save)}>
      <SelectField label={t('dispensary.field.kind')} error={err(errors.kind?.message)} selectProps={form.register('kind')}>
        {ITEM_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`dispensary.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('dispensary.field.name')} error={err(errors.name?.message)} inputProps={form.register('name')} />
      <SelectField label={t('dispensary.field.form')} error={err(errors.form?.message)} selectProps={form.register('form')}>
        {forms.map((f) => (
          <option key={f} value={f}>
            {t(`dispensary.form.${f}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('dispensary.field.strength')} error={err(errors.strength?.message)} inputProps={form.register('strength')} />
      <Field label={t('dispensary.field.pack')} error={err(errors.pack?.message)} inputProps={form.register('pack')} />
      <Field
        label={t('dispensary.field.manufacturer')}
        error={err(errors.manufacturer?.message)}
        inputProps={form.register('manufacturer')}
      />
      <SelectField
        label={t('dispensary.field.unit')}
        hint={t('dispensary.catalogue.unitNote')}
        error={err(errors.unit?.message)}
        selectProps={form.register('unit')}
      >
        {STOCK_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`dispensary.unit.${u}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('dispensary.field.reorderLevel')}
        error={err(errors.reorderLevel?.message)}
        inputProps={{ ...form.register('reorderLevel', num), type: 'number', inputMode: 'numeric', min: 0, step: 1 }}
      />
      <Field
        label={t('dispensary.field.hsnCode')}
        hint={t('dispensary.catalogue.taxNote')}
        error={err(errors.hsnCode?.message)}
        inputProps={{ ...form.register('hsnCode'), inputMode: 'numeric', autoComplete: 'off' }}
      />
      <Field
        label={t('dispensary.field.gstRate')}
        error={err(errors.gstRate?.message)}
        inputProps={{ ...form.register('gstRate', num), type: 'number', inputMode: 'decimal', min: 0, max: 40, step: 0.01 }}
      />
      <Field
        label={t('dispensary.field.mrp')}
        error={err(errors.mrp?.message)}
        inputProps={{ ...form.register('mrp', num), type: 'number', inputMode: 'decimal', min: 0, step: 0.01 }}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-stone-900">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('active')} />
        {t('dispensary.field.active')}
      </label>
      <FormActions busy={busy} save={t('dispensary.catalogue.save')} cancel={t('dispensary.catalogue.cancel')} onCancel={onDone} />
    </form>
  );
}
