import { Dialog } from 'radix-ui';
import { X } from '~/ui/icons';
import type { PatientConsultation } from '@core/schemas/consultation-views';
import { useT } from '~/i18n/provider';
import { TypedText } from '~/ui/typed-text';
import { Button } from '~/ui/button';
import { consultationTypeLabel, departmentLabel } from '~/i18n/labels';
import { formatDate, formatRupees } from './format';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { PaymentStatusText, StatusBadge } from './status-badge';
import { VideoCallButton } from './video-call-button';

/** 'View Details': doctor, status, date, time, type, amount, symptoms, prescription, video call. */
export function AppointmentDetailsDialog({ consultation: c, now }: { consultation: PatientConsultation; now: Date }) {
  const { t, locale, intl } = useT();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('consultations.viewDetails')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-2 top-1/2 z-50 max-h-[90vh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-brand-900">{c.doctor.doctorName}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('consultations.close')} className="rounded-full p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700">
                <X aria-hidden className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 font-mono text-sm text-stone-600">{c.displayId}</Dialog.Description>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Item label={t('consultations.field.status')}>
              <StatusBadge status={c.status} />
            </Item>
            <Item label={t('consultations.field.paymentStatus')}>
              <PaymentStatusText status={c.paymentStatus} atClinic={c.payAtClinic} />
            </Item>
            <Item label={t('consultations.field.date')}>{formatDate(c.date, locale)}</Item>
            <Item label={t('consultations.field.time')}>{formatSlotTime(c.timeSlot, locale)}</Item>
            <Item label={t('consultations.field.type')}>{consultationTypeLabel(c.consultationType, t)}</Item>
            <Item label={t('consultations.field.mode')}>{t(`consultations.mode.${c.mode}`)}</Item>
            <Item label={t('consultations.field.department')}>{departmentLabel(c.department, t)}</Item>
            <Item label={t('consultations.field.amount')}>{formatRupees(c.amount, intl)}</Item>
            <Item label={t('consultations.field.symptoms')} className="col-span-2">
              {c.symptoms ? <TypedText text={c.symptoms} /> : t('consultations.noSymptoms')}
            </Item>
          </dl>
          <PrescriptionBlock consultation={c} />
          {c.mode === 'online' && (
            <div className="mt-5">
              <VideoCallButton consultation={c} now={now} hintId={`video-hint-dialog-${c._id}`} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function PrescriptionBlock({ consultation: c }: { consultation: PatientConsultation }) {
  const { t } = useT();
  const p = c.prescription;
  return (
    <section className="mt-5" aria-label={t('consultations.prescription')}>
      <h3 className="font-semibold text-stone-900">{t('consultations.prescription')}</h3>
      {p && (p.medicines.length > 0 || p.instructions) ? (
        <>
          {p.medicines.length > 0 && (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-stone-600">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">{t('consultations.prescription.medicine')}</th>
                    <th scope="col" className="py-1 pr-3 font-medium">{t('consultations.prescription.dosage')}</th>
                    <th scope="col" className="py-1 font-medium">{t('consultations.prescription.duration')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.medicines.map((m, i) => (
                    <tr key={i} className="border-t border-stone-200 text-stone-900">
                      <td className="py-1.5 pr-3">{m.name}</td>
                      <td className="py-1.5 pr-3">{m.dosage}</td>
                      <td className="py-1.5">{m.duration}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {p.instructions && (
            <p className="mt-2 text-sm text-stone-800">
              <span className="font-medium">{t('consultations.prescription.instructions')}: </span>
              {p.instructions}
            </p>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{t('consultations.prescription.none')}</p>
      )}
    </section>
  );
}

function Item({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
