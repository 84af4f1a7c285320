/**
 * The audited correction of a payment (decision 0027): the only change that passes a closed day.
 * The desk or the admin names the consultation, the corrected status (method, reference) and the
 * reason; the audit log keeps the before, the after and the reason.
 */
import { useState, type FormEvent } from 'react';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { PAYMENT_METHODS, type PaymentMethod } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Card } from '~/features/staff-console/ui';
import { Field, SelectField, TextareaField } from '~/ui/forms/forms';

const STATUSES = ['paid', 'failed', 'pending'] as const;

type Status = (typeof STATUSES)[number];
type Method = PaymentMethod | '';

function StatusAndMethod(props: { status: Status; setStatus: (s: Status) => void; method: Method; setMethod: (m: Method) => void }) {
  const { t } = useT();
  const { status, setStatus, method, setMethod } = props;
  return (
    <>
      <SelectField
        id="fix-status"
        label={t('staff.paperwork.col.payment')}
        selectProps={{ value: status, onChange: (e) => setStatus(e.target.value as Status) }}
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`staff.payment.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="fix-method"
        label={t('staff.method')}
        selectProps={{ value: method, onChange: (e) => setMethod(e.target.value as Method) }}
      >
        <option value="">{t('staff.paperwork.rec.unchanged')}</option>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`staff.method.${m}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

export function PaymentCorrectionForm() {
  const { t } = useT();
  const { run, busy } = useAction();
  const [id, setId] = useState('');
  const [status, setStatus] = useState<Status>('paid');
  const [method, setMethod] = useState<Method>('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      reason,
      paymentStatus: status,
      ...(method ? { paymentMethod: method } : {}),
      ...(reference ? { paymentReference: reference } : {}),
    };
    void run(() => api(`/staff/consultations/${normalizeConsultationId(id) ?? id.trim()}/payment-correction`, { method: 'POST', body }), {
      success: t('staff.paperwork.rec.corrected'),
      onSuccess: () => {
        setId('');
        setReference('');
        setReason('');
      },
    });
  };
  return (
    <Card title={t('staff.paperwork.rec.correction')}>
      <p className="mb-3 text-sm text-stone-700">{t('staff.paperwork.rec.correctionIntro')}</p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit}>
        <Field
          id="fix-id"
          label={t('staff.paperwork.col.id')}
          inputProps={{ value: id, onChange: (e) => setId(e.target.value), required: true, maxLength: 30, autoComplete: 'off' }}
        />
        <StatusAndMethod status={status} setStatus={setStatus} method={method} setMethod={setMethod} />
        <Field
          id="fix-reference"
          label={t('staff.paperwork.col.reference')}
          inputProps={{ value: reference, onChange: (e) => setReference(e.target.value), maxLength: 120 }}
        />
        <TextareaField
          id="fix-reason"
          className="sm:col-span-2"
          label={t('staff.paperwork.rec.reason')}
          textareaProps={{
            rows: 2,
            value: reason,
            onChange: (e) => setReason(e.target.value),
            required: true,
            minLength: 3,
            maxLength: 500,
          }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" disabled={busy}>
            {t('staff.paperwork.rec.correction')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
