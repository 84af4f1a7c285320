import { CallClinicText } from '~/shell/call-clinic';
import { Building2, CalendarDays, Clock, MessageSquareHeart, Video } from '~/ui/icons';
import { Link } from 'react-router';
import { paymentPath } from '@core/booking/consultation-id';
import { isActive, offersPayNow, patientMayChange } from '@core/consultations/rules';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { CancelConsultationDialog } from './cancel-consultation-dialog';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { formatClinicInstant, formatDate } from '~/features/consultations/format';
import { formatRupees } from '@core/money';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { RescheduleDialog } from './reschedule-dialog';
import { hasReceipt, ReceiptLink } from './receipt-link';
import { PaymentStatusText, StatusBadge } from '~/features/consultations/status-badge';
import { VideoCallButton, VideoCallHint } from './video-call-button';
import { AddToCalendar } from './add-to-calendar';

/** One consultation in My Appointments or History, with the actions allowed right now. */
export function AppointmentCard({
  consultation: c,
  now,
  showActions = true,
  children,
}: {
  consultation: PatientConsultation;
  now: Date;
  showActions?: boolean;
  children?: React.ReactNode;
}) {
  const { t, locale } = useT();
  const changeable = patientMayChange(c, now);
  const active = isActive(c);
  const deadline = c.changeableUntil ? formatClinicInstant(c.changeableUntil, locale) : null;
  return (
    <article aria-labelledby={`appt-${c._id}`} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Straight under the page's h1 (My Appointments' tabs, History's list): an h2. */}
          <h2 id={`appt-${c._id}`} className="font-serif text-xl font-semibold text-brand-900">
            {c.doctor.doctorName}
          </h2>
          <p className="text-sm text-stone-700">
            {consultationTypeLabel(c.consultationType, t)} · {departmentLabel(c.department, t)}
          </p>
        </div>
        <StatusBadge status={c.status} />
      </div>
      <AppointmentFacts c={c} />
      {c.status === 'cancelled' && c.cancelReason && (
        <p className="mt-2 text-sm text-stone-700">
          {t(
            c.cancelReason === 'unpaid'
              ? 'consultations.cancelReason.unpaid'
              : c.cancelReason.endsWith('by-patient')
                ? 'consultations.cancelReason.patient'
                : 'consultations.cancelReason.other',
          )}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        <AppointmentDetailsDialog consultation={c} now={now} />
        {showActions && offersPayNow(c) && (
          <Link to={paymentPath(c._id)} className={buttonClasses('primary', 'sm')}>
            {t('consultations.payNow')}
          </Link>
        )}
        {showActions && active && c.mode === 'online' && (
          <VideoCallButton consultation={c} now={now} hintId={`video-hint-${c._id}`} showHint={false} />
        )}
        {showActions && changeable && (
          <>
            <RescheduleDialog consultation={c} />
            <CancelConsultationDialog consultation={c} />
          </>
        )}
        {showActions && active && <AddToCalendar consultation={c} bare />}
        {c.status === 'completed' && <FeedbackLink c={c} />}
        {hasReceipt(c) && <ReceiptLink consultationId={c._id} />}
      </div>
      {showActions && active && <VideoCallHint consultation={c} now={now} id={`video-hint-${c._id}`} />}
      {showActions && active && deadline && (
        <p className="mt-2 text-sm text-stone-600">
          {changeable ? t('consultations.changeUntil', deadline) : <CallClinicText messageKey="consultations.changeClosed" />}
        </p>
      )}
      {children}
    </article>
  );
}

/** Date, time, mode, fee and payment status. */
function AppointmentFacts({ c }: { c: PatientConsultation }) {
  const { t, locale } = useT();
  const ModeIcon = c.mode === 'online' ? Video : Building2;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-800">
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="h-4 w-4 text-brand-700" />
        {formatDate(c.date, locale, 'short')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="h-4 w-4 text-brand-700" />
        {formatSlotTime(c.timeSlot, locale)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <ModeIcon aria-hidden className="h-4 w-4 text-brand-700" />
        {t(`consultations.mode.${c.mode}`)}
      </li>
      <li>
        {formatRupees(c.amount)} · <PaymentStatusText status={c.paymentStatus} atClinic={c.payAtClinic} />
      </li>
    </ul>
  );
}

/** A completed consultation: 'Feedback given', or the link to give it. */
function FeedbackLink({ c }: { c: PatientConsultation }) {
  const { t } = useT();
  return c.feedbackGiven ? (
    <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-green-800">
      <MessageSquareHeart aria-hidden className="h-4 w-4" />
      {t('consultations.feedback.given')}
    </span>
  ) : (
    <Link to={`/feedback/${c._id}`} className={buttonClasses('secondary', 'sm')}>
      <MessageSquareHeart aria-hidden className="h-4 w-4" />
      {t('consultations.feedback.leave')}
    </Link>
  );
}
