/** The staff console's page for one consultation (/staff/consultations/:id). */
import { Link } from 'react-router';
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatPatientNumber } from '@core/booking/patient-number';
import { formatSlot } from '@core/i18n/clinic-time';
import type { StaffRole } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import type { ConsultationDetail } from '@server/modules/consultations/staff/staff-consultations.server';
import { useNow } from '~/features/consultations/card/use-now';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { TypedText } from '~/ui/typed-text';
import { ConsultationActions } from './consultation-actions';
import { PrescriptionEditor, PrescriptionView } from './prescription-editor';
import { questionKey } from '~/features/consultations/feedback/question-label';
import { PrescribeProgramme } from '~/features/programmes/prescribe/prescribe-programme';
import { ProgrammesList } from '~/features/programmes/prescribe/programmes-list';
import type { Prescribing } from '~/features/programmes/prescribe/use-prescription';
import { ReceiptRow, type ReceiptSummary } from './receipt-row';
import { StatusBadge } from '~/features/consultations/status-badge';
import { formatRupees } from '@core/money';
import { Card, PageTitle, PaymentBadge } from '~/features/staff-console/ui';
import type { CaseSheetView } from '@core/clinical/case-sheet';
import { AlertsBanner } from '~/features/clinical/alerts-banner';
import { CaseSheetCard } from '~/features/clinical/case-sheet-editor';

export type ConsultationDetailData = ConsultationDetail & {
  role: StaffRole;
  canWrite: boolean;
  isPrescriber: boolean;
  /** Only a doctor prescribes a programme (core/policy.ts). */
  canPrescribeProgramme: boolean;
  now: string;
  receipt: ReceiptSummary | null;
  prescribing: Prescribing | null;
  caseSheet: CaseSheetView | null;
  patientFacts: { allergies: string[]; alerts: string[] } | null;
  canViewPatient: boolean;
  /** The FHIR R4 export of a completed visit (decision 0066): a doctor of the patient, or admin. */
  canExportFhir: boolean;
};
type Consultation = ConsultationDetail['consultation'];

/** Reasons the app writes itself (staff type theirs): shown in the reader's language. */
const REASON_KEYS: Record<string, MessageKey> = {
  unpaid: 'staff.cancelReason.unpaid',
  'cancelled-by-patient': 'staff.cancelReason.patient',
  'cancelled-unpaid-by-patient': 'staff.cancelReason.patientUnpaid',
  'cancelled-by-clinic': 'staff.cancelReason.clinic',
  'account-deleted': 'staff.cancelReason.accountDeleted',
};

export function ConsultationDetailPage({ data }: { data: ConsultationDetailData }) {
  const { t } = useT();
  const { consultation: c, history, feedback, role, canWrite, isPrescriber } = data;
  const now = useNow(data.now);
  return (
    <>
      <Link to="/staff/today" className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {t('staff.back')}
      </Link>
      <PageTitle
        actions={
          data.canViewPatient && c.patientId ? (
            <Link to={`/staff/patients/${c.patientId}`} className="text-sm font-medium text-brand-800 underline">
              {t('staff.patients.openRecord')}
            </Link>
          ) : undefined
        }
      >
        {t('staff.detail.title', { id: formatConsultationId(c._id) })}
      </PageTitle>
      <AlertsBanner facts={data.patientFacts} />
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <StatusBadge status={c.status} />
        <PaymentBadge status={c.paymentStatus} />
        <ConsultationActions c={c} role={role} now={now} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PatientCard c={c} />
        <BookingCard c={c}>{data.receipt ? <ReceiptRow consultationId={c._id} receipt={data.receipt} /> : null}</BookingCard>
        {data.caseSheet ? (
          // A new card once the sheet is signed (marking the visit done reloads the page's data): the editor's state starts from it.
          <CaseSheetCard
            key={data.caseSheet.signed?.at ?? 'draft'}
            sheet={data.caseSheet}
            doctorId={c.doctor.doctorId}
            fhirHref={data.canExportFhir ? `/api/staff/consultations/${c._id}/fhir` : undefined}
          />
        ) : null}
        <PrescriptionCard c={c} canWrite={canWrite} isPrescriber={isPrescriber} />
        {data.prescribing ? (
          <>
            <ProgrammesList prescribing={data.prescribing} />
            {data.canPrescribeProgramme ? <PrescribeProgramme consultationId={c._id} prescribing={data.prescribing} /> : null}
          </>
        ) : null}
        <HistoryCard history={history} />
        <FeedbackCard feedback={feedback} />
      </div>
    </>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-stone-900">{value}</dd>
    </>
  );
}

function PatientCard({ c }: { c: Consultation }) {
  const { t } = useT();
  return (
    <Card title={t('staff.detail.patient')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <Row label={t('staff.team.name')} value={c.name} />
        {c.patientNumber !== null ? <Row label={t('staff.patientNumber')} value={formatPatientNumber(c.patientNumber)} /> : null}
        <Row label={t('staff.phone')} value={c.contact ? `+91 ${c.contact}` : '-'} />
        <Row label={t('staff.detail.email')} value={c.email ?? '-'} />
        <Row label={t('staff.detail.symptoms')} value={c.symptoms ? <TypedText text={c.symptoms} /> : t('staff.detail.noSymptoms')} />
      </dl>
    </Card>
  );
}

function BookingCard({ c, children }: { c: Consultation; children?: React.ReactNode }) {
  const { t, locale } = useT();
  return (
    <Card title={t('staff.detail.booking')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <Row label={t('staff.date')} value={formatSlot(c.date, c.timeSlot, locale)} />
        <Row label={t('staff.doctor')} value={c.doctor.doctorName} />
        <Row label={t('staff.type')} value={`${consultationTypeLabel(c.consultationType, t)} · ${departmentLabel(c.department, t)}`} />
        <Row label={t('staff.mode')} value={t(`staff.mode.${c.mode}`)} />
        <Row label={t('staff.amount')} value={formatRupees(c.amount)} />
        <Row
          label={t('staff.paymentStatus')}
          value={`${t(`staff.payment.${c.paymentStatus}`)}${c.paymentMethod ? ` · ${t(`staff.method.${c.paymentMethod as 'upi'}`)}` : ''}${c.paymentUtr ? ` · UTR ${c.paymentUtr}` : ''}`}
        />
        {c.cancelReason ? (
          <Row
            label={t('staff.detail.cancelReason')}
            value={REASON_KEYS[c.cancelReason] ? t(REASON_KEYS[c.cancelReason]!) : c.cancelReason}
          />
        ) : null}
        {c.refundDue ? (
          <Row
            label={t('staff.detail.refund')}
            value={
              <span data-testid="refund-note">
                {t(c.paymentStatus === 'paid' ? 'staff.detail.refundPaid' : 'staff.detail.refundClaimed', {
                  amount: formatRupees(c.refundDue),
                })}
              </span>
            }
          />
        ) : null}
      </dl>
      {children}
    </Card>
  );
}

function PrescriptionCard({ c, canWrite, isPrescriber }: { c: Consultation; canWrite: boolean; isPrescriber: boolean }) {
  const { t } = useT();
  return (
    <Card title={t('staff.rx.title')} className="lg:col-span-2">
      {canWrite ? (
        <PrescriptionEditor consultationId={c._id} initial={c.prescription} />
      ) : (
        <>
          <PrescriptionView prescription={c.prescription} />
          <p className="mt-3 text-sm text-stone-700">{isPrescriber ? t('staff.rx.notYet') : t('staff.rx.readOnly')}</p>
        </>
      )}
      {c.prescription ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={`/staff/consultations/${c._id}/print`} className={buttonClasses('outline', 'sm')} target="_blank" rel="noopener">
            {t('staff.rx.print')}
          </Link>
          <a href={`/api/documents/prescription/${c._id}`} className={buttonClasses('outline', 'sm')} download>
            {t('documents.rx.download')}
          </a>
        </div>
      ) : null}
    </Card>
  );
}

function HistoryCard({ history }: { history: ConsultationDetail['history'] }) {
  const { t, locale } = useT();
  return (
    <Card title={t('staff.detail.history')}>
      {history.length ? (
        <ul className="divide-y divide-stone-100">
          {history.map((h) => (
            <li key={h._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/staff/consultations/${h._id}`} className="font-medium text-brand-800 underline">
                {formatSlot(h.date, h.timeSlot, locale)} · {h.doctor.doctorName}
              </Link>
              <StatusBadge status={h.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('staff.detail.noHistory')}</p>
      )}
    </Card>
  );
}

function FeedbackCard({ feedback }: { feedback: ConsultationDetail['feedback'] }) {
  const { t, tm } = useT();
  return (
    <Card title={t('staff.detail.feedback')}>
      {feedback ? (
        <div className="space-y-2">
          <ul className="space-y-1 text-sm">
            {feedback.ratings.map((r) => (
              <li key={r.question} className="flex justify-between gap-3">
                <span>{tm(questionKey(r.question))}</span>
                <span className="font-semibold">{r.rating}/10</span>
              </li>
            ))}
          </ul>
          {feedback.onTime !== null ? (
            <p className="text-sm">
              {t('staff.detail.onTime')}: {feedback.onTime ? t('staff.yes') : t('staff.no')}
            </p>
          ) : null}
          {feedback.comments ? <p className="rounded-lg bg-earth-50 p-3 text-sm">{feedback.comments}</p> : null}
        </div>
      ) : (
        <p className="text-stone-700">{t('staff.detail.noFeedback')}</p>
      )}
    </Card>
  );
}
