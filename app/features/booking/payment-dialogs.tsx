/** The two confirmations of the payment screen: the payment claim (optional UTR) and cancelling. */
import { AlertDialog, Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { ClaimPaymentSchema } from '@core/schemas/consultation';
import type { ConsultationDto } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { FieldError, selectClass } from './form-parts';

const overlay = 'fixed inset-0 z-50 bg-black/50';
const panel =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none';

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
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    try {
      const res = await api<ConsultationDto>(`/payments/${consultationId}/claim`, { body: { utr: parsed.data.utr || undefined } });
      setOpen(false);
      onClaimed(res.data, res.message);
    } catch (err) {
      // A UTR already given for another payment: said at the field, where it can be corrected.
      if (err instanceof ApiError && err.status === 409 && parsed.data.utr) setError(err.message);
      else toast.error(errorMessage(err, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="lg">{t(requireUtr ? 'booking.payment.addUtr' : 'booking.payment.madePayment')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={panel} aria-describedby={`${id}-hint`}>
          <Dialog.Title className="text-lg font-semibold text-brand-900">{t('booking.payment.claimTitle')}</Dialog.Title>
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
            <Dialog.Description id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
              {t('booking.payment.utrHint')}
            </Dialog.Description>
            <FieldError id={`${id}-error`} message={error} />
            <div className="mt-5 flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('booking.payment.back')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? t('booking.payment.submitting') : t('booking.payment.submitClaim')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function CancelBookingDialog({ consultationId, onCancelled }: { consultationId: string; onCancelled: () => void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const cancel = async (event: React.MouseEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api(`/consultations/${consultationId}/cancel`, { body: {} });
      onCancelled();
    } catch (err) {
      toast.error(errorMessage(err, t('error.generic')));
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button size="lg" variant="outline">
          {t('booking.payment.cancelPayment')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={panel}>
          <AlertDialog.Title className="text-lg font-semibold text-brand-900">{t('booking.payment.cancelConfirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">{t('booking.payment.cancelConfirmText')}</AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{t('booking.payment.keepBooking')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" disabled={busy} onClick={cancel}>
                {t('booking.payment.cancelConfirmYes')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
