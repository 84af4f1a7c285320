/** A programme's money at the desk: the amounts, the admin's discount and the deposit's confirmation. */
import { useState, type FormEvent } from 'react';
import { DEPOSIT_METHODS, type DepositMethod } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { formatRupees } from '@core/money';
import { Badge, Card } from '~/features/staff-console/ui';
import { Field, SelectField } from '~/ui/forms/forms';
import type { Programme } from './programme-data';
import { DEPOSIT_CLASSES } from './programmes-list-page';

export function AmountsCard({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { amounts, deposit } = programme;
  const line = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </>
  );
  return (
    <Card title={t('staff.programmes.amounts')} className="mb-5">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {line(t('staff.programmes.price'), formatRupees(amounts.price))}
        {line(
          t('staff.programmes.discount'),
          amounts.discount
            ? `− ${formatRupees(amounts.discount)}${amounts.discountReason ? ` (${amounts.discountReason})` : ''}`
            : formatRupees(0),
        )}
        {line(t('staff.programmes.depositAmount'), formatRupees(amounts.deposit))}
        {line(t('staff.programmes.balance'), formatRupees(amounts.balance))}
        {line(
          t('staff.programmes.depositStatus'),
          <Badge className={DEPOSIT_CLASSES[deposit.status]}>{t(`staff.programmes.deposit.${deposit.status}`)}</Badge>,
        )}
        {deposit.utr ? line(t('staff.programmes.utr'), deposit.utr) : null}
      </dl>
    </Card>
  );
}

export function DiscountForm({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [discount, setDiscount] = useState(String(programme.amounts.discount));
  const [reason, setReason] = useState(programme.amounts.discountReason ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => api(`/staff/programmes/${programme.id}/discount`, { method: 'PUT', body: { discount: Number(discount), reason } }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.discountForm')} className="mb-5">
      <form className="grid gap-3" onSubmit={submit}>
        <Field
          id="discount-amount"
          label={t('staff.programmes.discountAmount')}
          inputProps={{
            type: 'number',
            inputMode: 'numeric',
            min: 0,
            max: programme.amounts.price,
            step: 1,
            required: true,
            value: discount,
            onChange: (e) => setDiscount(e.target.value),
          }}
        />
        <Field
          id="discount-reason"
          label={t('staff.programmes.discountReason')}
          inputProps={{ required: true, maxLength: 200, value: reason, onChange: (e) => setReason(e.target.value) }}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {t('staff.programmes.saveDiscount')}
        </Button>
      </form>
    </Card>
  );
}

export function DepositForm({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [method, setMethod] = useState<DepositMethod>(programme.deposit.status === 'claimed' ? 'upi' : 'clinic-cash');
  const [reference, setReference] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { method, ...(reference.trim() ? { reference: reference.trim() } : {}) };
    void run(() => api(`/staff/programmes/${programme.id}/deposit/confirm`, { method: 'POST', body }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.confirmDeposit')} className="mb-5">
      <form className="grid gap-3" onSubmit={submit}>
        <SelectField
          id="deposit-method"
          label={t('staff.programmes.method')}
          selectProps={{ value: method, onChange: (e) => setMethod(e.target.value as DepositMethod) }}
        >
          {DEPOSIT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`staff.programmes.method.${m}`)}
            </option>
          ))}
        </SelectField>
        <Field
          id="deposit-reference"
          label={t('staff.programmes.reference')}
          inputProps={{ maxLength: 32, value: reference, onChange: (e) => setReference(e.target.value) }}
        />
        <Button type="submit" disabled={busy}>
          {t('staff.programmes.markPaid')}
        </Button>
      </form>
    </Card>
  );
}
