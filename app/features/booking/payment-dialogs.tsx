/** The two confirmations of the payment screen: the payment claim (optional UTR) and cancelling. */
import { useId, useState } from 'react';
import { ClaimPaymentSchema } from '@core/schemas/consultation';
import type { ConsultationDto } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Dialog } from '~/ui/dialog';
import { useAction } from '~/shell/use-action';
import { useIdempotencyKey } from '~/ui/use-idempotency-key';
import { FieldError, selectClass } from './form-parts';

const panel = 'max-w-md sm:p-6 focus:outline-none';
const title = 'font-sans text-lg';

/** The claim dialog's state and its submit: the UTR checked by the schema, then POSTed. */
function useClaimPayment(consultationId: string, onClaimed: (consultation: ConsultationDto, message: string) => void, requireUtr: boolean) {
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useAction();
  // One key per claim: a retry after a lost answer gets the first answer (decision 0042).
  const { key, renew } = useIdempotencyKey();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ClaimPaymentSchema.safeParse({ utr });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (requireUtr && !parsed.data.utr) {
      setError('booking.payment.utrRequired');
      return;
    }
    const res = await run(
      () => api<ConsultationDto>(`/payments/${consultationId}/claim`, { body: { utr: parsed.data.utr || undefined }, idempotencyKey: key }),
      {
        revalidate: false,
        // A UTR already given for another payment: said at the field, where it can be corrected.
        onError: (err) => {
          if (!(err instanceof ApiError && err.status === 409 && parsed.data.utr)) return false;
          setError(err.message);
          return true;
        },
      },
    );
    if (!res) return;
    renew();
    setOpen(false);
    onClaimed(res.data, res.message);
  };

  return { open, setOpen, utr, setUtr, error, setError, busy, submit };
}

/**
 * 'I have made the payment' with the optional UTR; with `requireUtr`, 'Add the UTR' to a claim
 * made without it (it keeps the booking's hold until then). `onClaimed` gets the server's answer.
 */
export function ClaimPaymentDialog({
  consultationId,
  onClaimed,
  requireUtr = false,
}: {
  consultationId: string;
  onClaimed: (consultation: ConsultationDto, message: string) => void;
  requireUtr?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const { open, setOpen, utr, setUtr, error, setError, busy, submit } = useClaimPayment(consultationId, onClaimed, requireUtr);

  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        {t(requireUtr ? 'booking.payment.addUtr' : 'booking.payment.madePayment')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('booking.payment.claimTitle')}
        describedBy={`${id}-hint`}
        closeButton={false}
        className={panel}
        titleClassName={title}
      >
        <form onSubmit={submit} noValidate className="mt-4">
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
            {t('booking.payment.utrLabel')}
          </label>
          <input
            id={id}
            value={utr}
            onChange={(e) => {
              setUtr(e.target.value);
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            className={selectClass(!!error)}
            aria-invalid={!!error}
            aria-describedby={`${id}-hint ${id}-error`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
            {t('booking.payment.utrHint')}
          </p>
          <FieldError id={`${id}-error`} message={error} />
          <div className="mt-5 flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('booking.payment.back')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('booking.payment.submitting') : t('booking.payment.submitClaim')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

export function CancelBookingDialog({ consultationId, onCancelled }: { consultationId: string; onCancelled: () => void }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction();
  const cancel = async () => {
    if (await run(() => api(`/consultations/${consultationId}/cancel`, { body: {} }), { revalidate: false, keepBusy: true })) onCancelled();
  };
  return (
    <>
      <Button size="lg" variant="outline" onClick={() => setOpen(true)}>
        {t('booking.payment.cancelPayment')}
      </Button>
      <ConfirmDialog
        alert
        open={open}
        onOpenChange={setOpen}
        className={panel}
        titleClassName={title}
        title={t('booking.payment.cancelConfirmTitle')}
        description={t('booking.payment.cancelConfirmText')}
        descriptionClassName="mt-2 text-sm"
        keepLabel={t('booking.payment.keepBooking')}
        confirmLabel={t('booking.payment.cancelConfirmYes')}
        busy={busy}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
