/** The desk's counter sale (decision 0070): buyer, medicines, payment; stock leaves FEFO and the GST tax invoice is issued. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { GST_STATES, SALE_MODES, SaleSchema, stateName, type SaleFormValues } from '@core/dispensary/gst';
import { formatPaise } from '@core/money';
import type { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Field, FormActions, SelectField } from '~/ui/forms/forms';
import { Plus, Trash2 } from '~/ui/icons';
import { DispensaryLinks, itemTitle } from './dispensary-ui';

type Item = Awaited<ReturnType<typeof listItems>>[number];

const blank = (): SaleFormValues => ({
  buyer: { name: '', address: '', phone: '', gstin: '', stateCode: '', patientId: null },
  lines: [{ itemId: '', quantity: 1 }],
  payment: { mode: 'cash', reference: '' },
});

export function SalePage({
  items,
  registered,
  clinicState,
  links,
}: {
  items: Item[];
  registered: boolean;
  clinicState: string;
  links: { to: string; label: string }[];
}) {
  const { t } = useT();
  const medicines = items.filter((i) => i.active && i.usable > 0);
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.sale.title')}</PageTitle>
      {!registered ? (
        <Empty>{t('dispensary.sale.noGstinYet')}</Empty>
      ) : medicines.length ? (
        <SaleForm medicines={medicines} clinicState={clinicState} />
      ) : (
        <Empty>{t('dispensary.sale.noItems')}</Empty>
      )}
      <p className="mt-4 text-sm text-stone-700">{t('dispensary.invoice.exempt')}</p>
    </>
  );
}

function SaleForm({ medicines, clinicState }: { medicines: Item[]; clinicState: string }) {
  const navigate = useNavigate();
  const { run, busy } = useAction();
  const form = useForm<SaleFormValues>({ resolver: zodResolver(SaleSchema) as never, defaultValues: blank() });
  const save = async (body: SaleFormValues) => {
    const res = await run(() => api<{ id: string }>('/staff/dispensary/sales', { body }), {
      success: (r) => r.message,
      keepBusy: true,
      revalidate: false,
    });
    if (res?.data) void navigate(`/staff/dispensary/invoices/${res.data.id}`);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4">
      <BuyerCard form={form} clinicState={clinicState} />
      <LinesCard form={form} medicines={medicines} />
      <PaymentCard form={form} busy={busy} />
    </form>
  );
}

type Form = UseFormReturn<SaleFormValues>;

function BuyerCard({ form, clinicState }: { form: Form; clinicState: string }) {
  const { t, locale } = useT();
  const errors = form.formState.errors;
  return (
    <Card title={t('dispensary.sale.buyer')}>
      <p className="mb-3 text-stone-800">{t('dispensary.sale.intro')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          label={t('dispensary.sale.buyerName')}
          error={errors.buyer?.name?.message}
          inputProps={{ ...form.register('buyer.name'), autoComplete: 'off' }}
        />
        <Field
          label={t('dispensary.sale.buyerPhone')}
          error={errors.buyer?.phone?.message}
          inputProps={{ ...form.register('buyer.phone'), type: 'tel', autoComplete: 'off' }}
        />
        <Field
          label={t('dispensary.sale.buyerAddress')}
          error={errors.buyer?.address?.message}
          inputProps={{ ...form.register('buyer.address'), autoComplete: 'off' }}
          className="md:col-span-2"
        />
        <Field
          label={t('dispensary.sale.buyerGstin')}
          error={errors.buyer?.gstin?.message}
          inputProps={{ ...form.register('buyer.gstin'), autoComplete: 'off' }}
        />
        <SelectField
          label={t('dispensary.sale.placeOfSupply')}
          hint={t('dispensary.sale.placeOfSupplyHint')}
          error={errors.buyer?.stateCode?.message}
          selectProps={form.register('buyer.stateCode')}
        >
          <option value="">{`${t('dispensary.sale.clinicState')}: ${stateName(clinicState, locale)}`}</option>
          {GST_STATES.filter((s) => s.code !== clinicState).map((s) => (
            <option key={s.code} value={s.code}>
              {stateName(s.code, locale)}
            </option>
          ))}
        </SelectField>
      </div>
    </Card>
  );
}

function LinesCard({ form, medicines }: { form: Form; medicines: Item[] }) {
  const { t } = useT();
  const errors = form.formState.errors;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const total = watched.reduce((sum, l) => {
    const item = medicines.find((m) => m.id === l.itemId);
    return sum + (item && Number.isInteger(l.quantity) ? item.mrpPaise * Number(l.quantity) : 0);
  }, 0);
  return (
    <Card title={t('dispensary.sale.lines')}>
      <ol className="grid gap-3">
        {lines.fields.map((field, i) => {
          const item = medicines.find((m) => m.id === watched[i]?.itemId);
          return (
            <li key={field.id} className="grid items-start gap-3 border-b border-stone-200 pb-3 sm:grid-cols-[1fr_8rem_auto]">
              <SelectField
                label={`${t('dispensary.sale.item')} ${i + 1}`}
                hint={
                  item
                    ? t('dispensary.sale.inStock', { count: item.usable, mrp: formatPaise(item.mrpPaise), rate: `${item.gstRate}%` })
                    : undefined
                }
                error={errors.lines?.[i]?.itemId?.message}
                selectProps={form.register(`lines.${i}.itemId`)}
              >
                <option value="">{t('dispensary.sale.chooseItem')}</option>
                {medicines.map((m) => (
                  <option key={m.id} value={m.id}>
                    {itemTitle(m)}
                  </option>
                ))}
              </SelectField>
              <Field
                label={item ? `${t('dispensary.sale.quantity')} (${t(`dispensary.unit.${item.unit}`)})` : t('dispensary.sale.quantity')}
                error={errors.lines?.[i]?.quantity?.message}
                inputProps={{
                  ...form.register(`lines.${i}.quantity`, { valueAsNumber: true }),
                  type: 'number',
                  inputMode: 'numeric',
                  min: 1,
                  step: 1,
                }}
              />
              <Button
                type="button"
                variant="outline"
                className="sm:mt-7"
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(i)}
                aria-label={t('dispensary.sale.removeLine', { n: i + 1 })}
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
              </Button>
            </li>
          );
        })}
      </ol>
      {errors.lines?.message || errors.lines?.root?.message ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t((errors.lines.message ?? errors.lines.root?.message) as 'dispensary.sale.noLines')}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        onClick={() => lines.append({ itemId: '', quantity: 1 })}
        disabled={lines.fields.length >= 40}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
        {t('dispensary.sale.addLine')}
      </Button>
      <p className="mt-4 text-lg font-semibold text-stone-900">
        {t('dispensary.sale.estimate')}: <span data-testid="sale-total">{formatPaise(total)}</span>
      </p>
    </Card>
  );
}

function PaymentCard({ form, busy }: { form: Form; busy: boolean }) {
  const { t } = useT();
  const errors = form.formState.errors;
  const mode = useWatch({ control: form.control, name: 'payment.mode' });
  return (
    <Card title={t('dispensary.sale.payment')}>
      <div className="grid gap-3 md:grid-cols-2">
        <SelectField label={t('dispensary.sale.mode')} error={errors.payment?.mode?.message} selectProps={form.register('payment.mode')}>
          {SALE_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`staff.paperwork.mode.${m}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('dispensary.sale.reference')}
          hint={t('dispensary.sale.referenceHint')}
          error={errors.payment?.reference?.message}
          inputProps={{ ...form.register('payment.reference'), autoComplete: 'off', required: mode === 'upi' }}
        />
        <FormActions
          busy={busy}
          save={t('dispensary.sale.submit')}
          cancel={t('dispensary.sale.clear')}
          onCancel={() => form.reset(blank())}
        />
      </div>
    </Card>
  );
}
