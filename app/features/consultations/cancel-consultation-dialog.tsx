import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PatientConsultation } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { toast } from '~/ui/toast';
import { formatDate } from './format';
import { formatSlotTime } from '@core/i18n/clinic-time';

/** 'Cancel' with a confirmation; the server refuses it within 24 hours of the slot. */
export function CancelConsultationDialog({ consultation: c }: { consultation: PatientConsultation }) {
  const { t, locale } = useT();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      await api(`/consultations/${c._id}/cancel`, { method: 'POST', body: {} });
      toast.success(t('consultations.cancel.done'));
      setOpen(false);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(errorMessage(error, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost" size="sm">
          {t('consultations.cancel')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed inset-x-2 top-1/2 z-50 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:p-6">
          <AlertDialog.Title className="font-serif text-xl font-semibold text-brand-900">{t('consultations.cancel.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {t('consultations.cancel.text', { date: formatDate(c.date, locale), time: formatSlotTime(c.timeSlot, locale), doctor: c.doctor.doctorName })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')}>{t('consultations.cancel.keep')}</AlertDialog.Cancel>
            <Button variant="danger" onClick={cancel} disabled={busy}>
              {t('consultations.cancel.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
