/** The admin's correction of one batch: a counted difference, stock returned, an expired batch written off (decision 0062). */
import { AdjustSchema, type AdjustInput } from '@core/dispensary/stock';
import type { StockUnit } from '@core/dispensary/catalogue';
import { useT } from '~/i18n/provider';
import { Card } from '~/features/staff-console/ui';
import { useResourceForm } from '~/features/resources/use-resource-form';
import { Field, FormActions, SelectField } from '~/ui/forms/forms';

const KINDS = ['adjusted', 'returned', 'expired'] as const;

export function AdjustForm({
  batches,
  unit,
}: {
  batches: { id: string; batchNo: string; onHand: number; expired: boolean }[];
  unit: StockUnit;
}) {
  const { t } = useT();
  const blank = { batchId: '', kind: 'adjusted', quantity: Number.NaN, reason: '' } as AdjustInput;
  const { form, errors, busy, save } = useResourceForm(AdjustSchema, blank, {
    path: '/staff/dispensary/adjustments',
    itemId: null,
    onDone: () => form.reset(blank),
  });
  return (
    <Card title={t('dispensary.adjust.title')} className="mt-4">
      <p className="mb-3 text-stone-800">{t('dispensary.adjust.intro')}</p>
      <form noValidate className="grid gap-3 md:grid-cols-2" onSubmit={form.handleSubmit(save)}>
        <SelectField label={t('dispensary.field.batchNo')} error={errors.batchId?.message} selectProps={form.register('batchId')}>
          <option value="">{t('dispensary.adjust.chooseBatch')}</option>
          {batches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.batchNo} ({b.onHand} {t(`dispensary.unit.${unit}`)}
              {b.expired ? `, ${t('dispensary.stock.expired')}` : ''})
            </option>
          ))}
        </SelectField>
        <SelectField label={t('dispensary.field.movement')} error={errors.kind?.message} selectProps={form.register('kind')}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`dispensary.movement.${k}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={`${t('dispensary.field.quantity')} (${t(`dispensary.unit.${unit}`)})`}
          error={errors.quantity?.message}
          inputProps={{ ...form.register('quantity', { valueAsNumber: true }), type: 'number', inputMode: 'numeric', step: 1 }}
        />
        <Field label={t('dispensary.field.reason')} error={errors.reason?.message} inputProps={form.register('reason')} />
        <FormActions
          busy={busy}
          save={t('dispensary.adjust.submit')}
          cancel={t('dispensary.catalogue.cancel')}
          onCancel={() => form.reset(blank)}
        />
      </form>
    </Card>
  );
}
