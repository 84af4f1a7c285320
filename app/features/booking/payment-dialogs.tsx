/** The two confirmations of the payment screen: the payment claim (optional UTR) and cancelling. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ClaimPaymentSchema } from '@core/schemas/booking/consultation';
import type { ConsultationDto } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Dialog } from '~/ui/dialog';
import { useAction } from '~/shell/use-action';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';
import { Field } from '~/ui/forms/forms';

const panel = 'max-w-md sm:p-6 focus:outline-none';
const title = 'font-sans text-lg';

/** The claim dialog's state and its submit: the UTR checked by the schema (react-hook-form), then POSTed. */
function useClaimPayment(consultationId: string, onClaimed: (consultation: ConsultationDto, message: string) => void, requireUtr: boolean) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ utr: string }>({ resolver: zodResolver(ClaimPaymentSchema) as never, defaultValues: { utr: '' } });
  const { run, busy } = useAction();
  // One key per claim: a retry after a lost answer gets the first answer (decision 0042).
  const { key, renew } = useIdempotencyKey();

  const submit = form.handleSubmit(async ({ utr }) => {
    if (requireUtr && !utr) return form.setError('utr', { message: 'booking.payment.utrRequired' });
    const res = await run(
      () => api<ConsultationDto>(`/payments/${consultationId}/claim`, { body: { utr: utr || undefined }, idempotencyKey: key }),
      {
        revalidate: false,
        // A UTR already given for another payment: said at the field, where it can be corrected.
        onError: (err) => {
          if (!(err instanceof ApiError && err.status === 409 && utr)) return false;
          form.setError('utr', { message: err.message });
          return true;
        },
      },
    );
    if (!res) return;
    renew();
    setOpen(false);
    onClaimed(res.data, res.message);
  });

  return { open, setOpen, form, busy, submit };
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
  const { open, setOpen, form, busy, submit } = useClaimPayment(consultationId, onClaimed, requireUtr);

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
          <Field
            id={id}
            label={t('booking.payment.utrLabel')}
            hint={t('booking.payment.utrHint')}
            error={form.formState.errors.utr?.message}
            inputProps={{ ...form.register('utr'), inputMode: 'numeric', autoComplete: 'off', maxLength: 16 }}
          />
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
