/**
 * The buttons a staff member may press on one consultation, each behind a confirmation:
 * status changes (cancel needs a reason), payment reconciliation, reschedule to a free slot.
 * The server decides in the end; these only hide what the role or the status cannot do.
 */
import { useState } from 'react';
import type { ConsultationStatus, StaffRole } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { canReconcilePayment, canStaffReschedule, staffStatusOptions } from '@core/consultations/rules';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { useAction } from '~/shell/use-action';
import { slotStart } from '@core/booking/slots';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { AttendanceButtons } from '~/features/staff-console/attendance';
import {
  ClinicPaymentDialog,
  MarkFailedDialog,
  MarkPaidDialog,
  StaffRescheduleDialog,
  StatusDialog,
  type ActionDialogProps,
} from './consultation-action-dialogs';

type Open =
  null | { kind: 'status'; to: ConsultationStatus } | { kind: 'paid' } | { kind: 'failed' } | { kind: 'clinic' } | { kind: 'reschedule' };

const STATUS_LABEL: Partial<Record<ConsultationStatus, MessageKey>> = {
  confirmed: 'staff.confirm',
  completed: 'staff.complete',
  'no-show': 'staff.noShow',
  cancelled: 'staff.cancel',
};

/** Which confirmation is open, and the request behind it: it closes when the request succeeds. */
function useConsultationAction(c: StaffConsultation) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const dialog: ActionDialogProps = {
    c,
    busy,
    close,
    submit: (action) => void run(action, { success: t('staff.updated'), onSuccess: close }),
  };
  return { open, setOpen, dialog };
}

/** `now`: completed and no-show are offered only from the slot's start time (clinic time) on. */
export function ConsultationActions({ c, role, now, compact }: { c: StaffConsultation; role: StaffRole; now: Date; compact?: boolean }) {
  const { t, locale } = useT();
  const { open, setOpen, dialog } = useConsultationAction(c);

  // Done and no-show are attendance steps (decision 0051): the attendance buttons offer them with check-in and start.
  const nextStatuses = staffStatusOptions(role, c, now).filter((to) => to !== 'completed' && to !== 'no-show');
  const paymentOpen = canReconcilePayment(role, c);
  const size = compact ? 'sm' : 'md';

  return (
    <div className="flex flex-wrap gap-2">
      <AttendanceButtons
        visit={c}
        startsAt={slotStart(c.date, c.timeSlot)}
        now={now}
        url={`/consultations/${c._id}/attendance`}
        name={c.name}
        when={formatSlotTime(c.timeSlot, locale)}
        size={size}
      />
      {nextStatuses.map((to) => (
        <Button
          key={to}
          size={size}
          variant={to === 'cancelled' ? 'danger' : to === 'confirmed' ? 'primary' : 'outline'}
          onClick={() => setOpen({ kind: 'status', to })}
        >
          {t(STATUS_LABEL[to] ?? 'staff.updated')}
        </Button>
      ))}
      {paymentOpen ? (
        <>
          <Button size={size} variant="outline" onClick={() => setOpen({ kind: 'paid' })}>
            {t('staff.markPaid')}
          </Button>
          {c.paymentStatus !== 'failed' ? (
            <Button size={size} variant="ghost" onClick={() => setOpen({ kind: 'failed' })}>
              {t('staff.markFailed')}
            </Button>
          ) : null}
          <Button size={size} variant="outline" onClick={() => setOpen({ kind: 'clinic' })}>
            {t('staff.recordAtClinic')}
          </Button>
        </>
      ) : null}
      {canStaffReschedule(role, c) ? (
        <Button size={size} variant="ghost" onClick={() => setOpen({ kind: 'reschedule' })}>
          {t('staff.reschedule')}
        </Button>
      ) : null}

      {open?.kind === 'status' ? <StatusDialog {...dialog} to={open.to} /> : null}
      {open?.kind === 'paid' ? <MarkPaidDialog {...dialog} /> : null}
      {open?.kind === 'failed' ? <MarkFailedDialog {...dialog} /> : null}
      {open?.kind === 'clinic' ? <ClinicPaymentDialog {...dialog} /> : null}
      {open?.kind === 'reschedule' ? <StaffRescheduleDialog {...dialog} /> : null}
    </div>
  );
}
