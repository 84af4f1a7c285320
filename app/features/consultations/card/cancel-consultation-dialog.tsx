import { useState } from 'react';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { useAction } from '~/shell/use-action';
import { formatDate } from '~/features/consultations/format';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';

/** 'Cancel' with a confirmation; the server refuses it within 24 hours of the slot. */
export function CancelConsultationDialog({ consultation: c }: { consultation: PatientConsultation }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction();
  // The same on a retry of this cancel (decision 0042).
  const { key } = useIdempotencyKey();

  const cancel = () =>
    run(() => api(`/consultations/${c._id}/cancel`, { method: 'POST', body: {}, idempotencyKey: key }), {
      success: t('consultations.cancel.done'),
      onSuccess: () => setOpen(false),
    });

  return (
    <>
      <Button variant="dangerGhost" size="sm" onClick={() => setOpen(true)}>
        {t('consultations.cancel')}
      </Button>
      <ConfirmDialog
        alert
        open={open}
        onOpenChange={setOpen}
        className="max-w-md"
        titleClassName="text-xl"
        title={t('consultations.cancel.title')}
        description={t('consultations.cancel.text', {
          date: formatDate(c.date, locale),
          time: formatSlotTime(c.timeSlot, locale),
          doctor: c.doctor.doctorName,
        })}
        descriptionClassName="mt-2"
        keepLabel={t('consultations.cancel.keep')}
        confirmLabel={t('consultations.cancel.confirm')}
        busy={busy}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
