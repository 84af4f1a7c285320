import { useState } from 'react';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { TypedText } from '~/ui/typed-text';
import { Button, buttonClasses } from '~/ui/button';
import { Download } from '~/ui/icons';
import { Dialog } from '~/ui/dialog';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { formatDate } from '~/features/consultations/format';
import { formatRupees } from '@core/money';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { PaymentStatusText, StatusBadge } from '~/features/consultations/status-badge';
import { VideoCallButton } from './video-call-button';
import { Collected } from './collected';
import { durationText, takenText } from '@core/dispensary/prescription-text';

/** 'View Details': doctor, status, date, time, type, amount, symptoms, prescription, video call. */
export function AppointmentDetailsDialog({ consultation: c, now }: { consultation: PatientConsultation; now: Date }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('consultations.viewDetails')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={c.doctor.doctorName}
        description={c.displayId}
        descriptionClassName="font-mono text-sm text-stone-600"
      >
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
          <Item label={t('consultations.field.amount')}>{formatRupees(c.amount)}</Item>
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
      </Dialog>
    </>
  );
}

export function PrescriptionBlock({ consultation: c }: { consultation: PatientConsultation }) {
  const { t, locale } = useT();
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
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('consultations.prescription.medicine')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('consultations.prescription.dosage')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t('consultations.prescription.duration')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('documents.rx.timing')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.medicines.map((m, i) => (
                    <tr key={i} className="border-t border-stone-200 text-stone-900">
                      <td className="py-1.5 pr-3">{m.name}</td>
                      <td className="py-1.5 pr-3">{m.dosage}</td>
                      <td className="py-1.5 pr-3">{durationText(m, t)}</td>
                      <td className="py-1.5">{takenText(m, t)}</td>
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
          <PrescriptionAdvice prescription={p} />
          <Collected consultation={c} />
          <a
            href={`/api/documents/prescription/${c._id}`}
            className={buttonClasses('outline', 'sm', 'mt-3')}
            download
            aria-label={t('documents.rx.downloadFor', { date: formatDate(c.date, locale) })}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('documents.rx.download')}
          </a>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{t('consultations.prescription.none')}</p>
      )}
    </section>
  );
}

/** Diet and lifestyle advice and the follow-up date, when the doctor gave them. */
function PrescriptionAdvice({ prescription: p }: { prescription: NonNullable<PatientConsultation['prescription']> }) {
  const { t, locale } = useT();
  const rows: [string, string][] = [];
  if (p.diet) rows.push([t('documents.rx.diet'), p.diet]);
  if (p.lifestyle) rows.push([t('documents.rx.lifestyle'), p.lifestyle]);
  if (p.followUpDate) rows.push([t('documents.rx.followUp'), formatDate(p.followUpDate, locale)]);
  return rows.map(([label, value]) => (
    <p key={label} className="mt-2 whitespace-pre-line text-sm text-stone-800">
      <span className="font-medium">{label}: </span>
      {value}
    </p>
  ));
}

function Item({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
