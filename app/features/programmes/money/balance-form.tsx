/**
 * The desk collects a programme's balance, in parts or whole (decision 0055): the amount (the balance
 * due by default), how it was paid, the UPI reference for UPI; checked by the API's own schema, then
 * confirmed before it is recorded. The answer's toast names the receipt; the page then shows the new
 * balance and the receipt in the list.
 */
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DEPOSIT_METHODS } from '@core/constants';
import { formatRupees } from '@core/money';
import { BalancePaymentSchema, type BalancePayment } from '@core/schemas/programmes/programmes';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Field, SelectField } from '~/ui/forms/forms';

const isUpi = (method: string) => method === 'upi' || method === 'clinic-upi';

export function BalanceForm({ programmeId, balance }: { programmeId: string; balance: number }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [pending, setPending] = useState<BalancePayment | null>(null);
  const form = useForm<BalancePayment>({
    resolver: zodResolver(BalancePaymentSchema),
    defaultValues: { amount: balance, method: 'clinic-cash', reference: '' },
  });
  const { register, handleSubmit, formState, setError, clearErrors, reset, control } = form;
  // A payment recorded (or another desk's): the form starts again from the balance now due.
  useEffect(() => reset({ amount: balance, method: 'clinic-cash', reference: '' }), [balance, reset]);
  const method = useWatch({ control, name: 'method' });
  const review = handleSubmit((values) => {
    if (isUpi(values.method) && !values.reference?.trim()) return setError('reference', { message: 'programmes.accept.utrRequired' });
    setPending(values);
  });
  const record = () => {
    if (!pending) return;
    const body = {
      amount: pending.amount,
      method: pending.method,
      ...(pending.reference?.trim() ? { reference: pending.reference.trim() } : {}),
    };
    void run(() => api(`/staff/programmes/${programmeId}/payments`, { method: 'POST', body }), {
      success: (answer) => answer.message,
      onSuccess: () => setPending(null),
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.errors) return false;
        setPending(null);
        for (const [field, message] of Object.entries(error.errors)) setError(field as keyof BalancePayment, { message });
        return true;
      },
    });
  };
  const amountField = register('amount', { valueAsNumber: true, onChange: () => clearErrors('amount') });
  return (
    <form className="grid gap-3" onSubmit={(e) => void review(e)} noValidate data-testid="balance-form">
      <p className="text-stone-800">
        {t('programmes.balance.due')}: <strong data-testid="balance-due">{formatRupees(balance)}</strong>
      </p>
      <Field
        id="balance-amount"
        label={t('programmes.balance.amount')}
        error={formState.errors.amount?.message}
        inputProps={{ type: 'number', inputMode: 'numeric', min: 1, max: balance, step: 1, ...amountField }}
      />
      <SelectField id="balance-method" label={t('programmes.balance.method')} selectProps={register('method')}>
        {DEPOSIT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`staff.programmes.method.${m}`)}
          </option>
        ))}
      </SelectField>
      {isUpi(method) ? (
        <Field
          id="balance-reference"
          label={t('programmes.balance.reference')}
          hint={t('programmes.balance.referenceHint')}
          error={formState.errors.reference?.message}
          inputProps={{ maxLength: 32, autoComplete: 'off', ...register('reference', { onChange: () => clearErrors('reference') }) }}
        />
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('programmes.balance.record')}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('programmes.balance.confirmTitle', {
          amount: formatRupees(pending?.amount ?? 0),
          method: pending ? t(`staff.programmes.method.${pending.method}`) : '',
        })}
        description={t('programmes.balance.confirmText', { balance: formatRupees(Math.max(0, balance - (pending?.amount ?? 0))) })}
        confirmLabel={t('programmes.balance.record')}
        busy={busy}
        onConfirm={record}
      />
    </form>
  );
}
