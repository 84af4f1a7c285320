import { Link } from 'react-router';
import { staffMeta } from '~/features/staff/meta';
import type { Route } from './+types/staff-consultation';
import { getConsultationDetail } from '@server/modules/staff/staff-consultations.server';
import { formatConsultationId } from '@core/booking/consultation-id';
import { canWritePrescription, isPrescriber } from '@core/consultations/rules';
import type { MessageKey } from '@core/i18n/catalog';
import { requireStaffPage } from '~/features/staff/guard.server';
import { withDomainErrors } from '~/shell/domain-error.server';
import { ConsultationActions } from '~/features/staff/consultation-actions';
import { useNow } from '~/features/consultations/use-now';
import { questionKey } from '~/features/staff/question-label';
import { PrescriptionEditor, PrescriptionView } from '~/features/staff/prescription-editor';
import { Card, PageTitle, PaymentBadge, rupees, StatusBadge } from '~/features/staff/ui';
import { consultationTypeLabel, departmentLabel } from '~/i18n/labels';
import { useT } from '~/i18n/provider';
import { TypedText } from '~/ui/typed-text';
import { buttonClasses } from '~/ui/button';

/** Reasons the app writes itself (staff type theirs): shown in the reader's language. */
const REASON_KEYS: Record<string, MessageKey> = {
  unpaid: 'staff.cancelReason.unpaid',
  'cancelled-by-patient': 'staff.cancelReason.patient',
  'cancelled-unpaid-by-patient': 'staff.cancelReason.patientUnpaid',
  'cancelled-by-clinic': 'staff.cancelReason.clinic',
  'account-deleted': 'staff.cancelReason.accountDeleted',
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context);
  const detail = await withDomainErrors(context.locale, () => getConsultationDetail(context.ctx, staff, params.id));
  const c = detail.consultation;
  const canWrite = canWritePrescription(staff, { status: c.status, doctorId: c.doctor.doctorId });
  return { ...detail, role: staff.role, canWrite, isPrescriber: isPrescriber(staff.role), now: context.ctx.now().toISOString() };
}

export function meta({ params, matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.detail.title', { id: params.id });
}

export default function StaffConsultation({ loaderData }: Route.ComponentProps) {
  const { t, tm } = useT();
  const { consultation: c, history, feedback, role, canWrite, isPrescriber } = loaderData;
  const now = useNow(loaderData.now);
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </>
  );
  return (
    <>
      <Link to="/staff/today" className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {t('staff.back')}
      </Link>
      <PageTitle>{t('staff.detail.title', { id: formatConsultationId(c._id) })}</PageTitle>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <StatusBadge status={c.status} />
        <PaymentBadge status={c.paymentStatus} />
        <ConsultationActions c={c} role={role} now={now} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('staff.detail.patient')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {row(t('staff.team.name'), c.name)}
            {row(t('staff.phone'), c.contact ? `+91 ${c.contact}` : '-')}
            {row(t('staff.detail.email'), c.email ?? '-')}
            {row(t('staff.detail.symptoms'), c.symptoms ? <TypedText text={c.symptoms} /> : t('staff.detail.noSymptoms'))}
          </dl>
        </Card>
        <Card title={t('staff.detail.booking')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {row(t('staff.date'), `${c.date} ${c.timeSlot}`)}
            {row(t('staff.doctor'), c.doctor.doctorName)}
            {row(t('staff.type'), `${consultationTypeLabel(c.consultationType, t)} · ${departmentLabel(c.department, t)}`)}
            {row(t('staff.mode'), t(`staff.mode.${c.mode}`))}
            {row(t('staff.amount'), rupees(c.amount))}
            {row(t('staff.paymentStatus'), `${t(`staff.payment.${c.paymentStatus}`)}${c.paymentMethod ? ` · ${t(`staff.method.${c.paymentMethod as 'upi'}`)}` : ''}${c.paymentUtr ? ` · UTR ${c.paymentUtr}` : ''}`)}
            {c.cancelReason ? row(t('staff.detail.cancelReason'), REASON_KEYS[c.cancelReason] ? t(REASON_KEYS[c.cancelReason]!) : c.cancelReason) : null}
            {c.refundDue ? row(t('staff.detail.refund'), <span data-testid="refund-note">{t(c.paymentStatus === 'paid' ? 'staff.detail.refundPaid' : 'staff.detail.refundClaimed', { amount: rupees(c.refundDue) })}</span>) : null}
          </dl>
        </Card>
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
            <Link to={`/staff/consultations/${c._id}/print`} className={buttonClasses('outline', 'sm', 'mt-4')} target="_blank" rel="noopener">
              {t('staff.rx.print')}
            </Link>
          ) : null}
        </Card>
        <Card title={t('staff.detail.history')}>
          {history.length ? (
            <ul className="divide-y divide-stone-100">
              {history.map((h) => (
                <li key={h._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link to={`/staff/consultations/${h._id}`} className="font-medium text-brand-800 underline">
                    {h.date} {h.timeSlot} · {h.doctor.doctorName}
                  </Link>
                  <StatusBadge status={h.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-700">{t('staff.detail.noHistory')}</p>
          )}
        </Card>
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
              {feedback.onTime !== null ? <p className="text-sm">{t('staff.detail.onTime')}: {feedback.onTime ? t('staff.yes') : t('staff.no')}</p> : null}
              {feedback.comments ? <p className="rounded-lg bg-earth-50 p-3 text-sm">{feedback.comments}</p> : null}
            </div>
          ) : (
            <p className="text-stone-700">{t('staff.detail.noFeedback')}</p>
          )}
        </Card>
      </div>
    </>
  );
}
