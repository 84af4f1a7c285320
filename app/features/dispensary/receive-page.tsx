/** Receive a purchase into a new batch: one batch of the supplier's invoice at a time (decision 0062). */
import { Controller, type Control } from 'react-hook-form';
import { ReceiveSchema, type ReceiveFormValues } from '@core/dispensary/stock';
import type { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { useResourceForm } from '~/features/resources/use-resource-form';
import { DateFormField } from '~/ui/forms/date-field';
import { Field, FormActions, SelectField } from '~/ui/forms/forms';
import { DispensaryLinks, itemTitle } from './dispensary-ui';

type Item = Awaited<ReturnType<typeof listItems>>[number];

const BLANK: ReceiveFormValues = {
  itemId: '',
  batchNo: '',
  mfgDate: null,
  expiryDate: '',
  quantity: Number.NaN,
  cost: Number.NaN,
  mrp: null,
  supplier: '',
  invoiceRef: '',
};

export function ReceivePage({
  items,
  links,
  onDone,
}: {
  items: Item[];
  links: { to: string; label: string }[];
  onDone: (itemId: string) => void;
}) {
  const { t } = useT();
  const stocked = items.filter((i) => i.active);
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.receive.title')}</PageTitle>
      {stocked.length ? (
        <Card>
          <p className="mb-4 text-stone-800">{t('dispensary.receive.intro')}</p>
          <ReceiveForm stocked={stocked} onDone={onDone} />
        </Card>
      ) : (
        <Empty>{t('dispensary.receive.noItems')}</Empty>
      )}
    </>
  );
}

function ReceiveForm({ stocked, onDone }: { stocked: Item[]; onDone: (itemId: string) => void }) {
  const { t } = useT();
  const { form, errors, busy, save } = useResourceForm(ReceiveSchema, BLANK, {
    path: '/staff/dispensary/receipts',
    itemId: null,
    onDone: () => onDone(form.getValues('itemId')),
  });
  const unit = stocked.find((i) => i.id === form.watch('itemId'))?.unit;
  return (
    <form noValidate className="grid gap-3 md:grid-cols-2" onSubmit={form.handleSubmit(save)}>
      <SelectField
        label={t('dispensary.field.item')}
        error={errors.itemId?.message}
        selectProps={form.register('itemId')}
        className="md:col-span-2"
      >
        <option value="">{t('dispensary.receive.chooseItem')}</option>
        {stocked.map((i) => (
          <option key={i.id} value={i.id}>
            {itemTitle(i)}
            {i.manufacturer ? ` (${i.manufacturer})` : ''}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('dispensary.field.batchNo')}
        error={errors.batchNo?.message}
        inputProps={{ ...form.register('batchNo'), autoComplete: 'off' }}
      />
      <Field
        label={unit ? `${t('dispensary.field.quantity')} (${t(`dispensary.unit.${unit}`)})` : t('dispensary.field.quantity')}
        error={errors.quantity?.message}
        inputProps={{ ...form.register('quantity', { valueAsNumber: true }), type: 'number', inputMode: 'numeric', min: 1, step: 1 }}
      />
      <BatchDates control={form.control} errors={{ mfg: errors.mfgDate?.message, expiry: errors.expiryDate?.message }} />
      <Field
        label={t('dispensary.field.cost')}
        error={errors.cost?.message}
        inputProps={{ ...form.register('cost', { valueAsNumber: true }), type: 'number', inputMode: 'decimal', min: 0, step: 0.01 }}
      />
      <Field
        label={t('dispensary.field.batchMrp')}
        hint={t('dispensary.receive.mrpHint')}
        error={errors.mrp?.message}
        inputProps={{
          ...form.register('mrp', { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) }),
          type: 'number',
          inputMode: 'decimal',
          min: 0,
          step: 0.01,
        }}
      />
      <Field label={t('dispensary.field.supplier')} error={errors.supplier?.message} inputProps={form.register('supplier')} />
      <Field
        label={t('dispensary.field.invoiceRef')}
        error={errors.invoiceRef?.message}
        inputProps={{ ...form.register('invoiceRef'), autoComplete: 'off' }}
      />
      <FormActions
        busy={busy}
        save={t('dispensary.receive.submit')}
        cancel={t('dispensary.catalogue.cancel')}
        onCancel={() => form.reset(BLANK)}
      />
    </form>
  );
}

/** The batch's manufacture and expiry dates, day first as the label reads. */
function BatchDates({ control, errors }: { control: Control<ReceiveFormValues>; errors: { mfg?: string; expiry?: string } }) {
  const { t } = useT();
  return (
    <>
      <Controller
        control={control}
        name="mfgDate"
        render={({ field }) => (
          <DateFormField
            label={t('dispensary.field.mfgDate')}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v || null)}
            onBlur={field.onBlur}
            error={errors.mfg}
          />
        )}
      />
      <Controller
        control={control}
        name="expiryDate"
        render={({ field }) => (
          <DateFormField
            label={t('dispensary.field.expiryDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.expiry}
          />
        )}
      />
    </>
  );
}
