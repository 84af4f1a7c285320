/**
 * Attendance in the console (docs/decisions/0051-attendance.md): the badge of where a visit stands,
 * and the buttons of the steps that may be taken now (check in, start, done, no-show; the one
 * validator in core/attendance.ts decides which), for a consultation (board, detail) and a therapy
 * session (grid, the therapist's day). A no-show is confirmed first: it is final. The server decides
 * in the end.
 */
import { useState } from 'react';
import { attendanceState, attendanceSteps, type Attending, type AttendanceState, type AttendanceStep } from '@core/attendance';
import { clinicTime } from '@core/booking/slots';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Badge } from './ui';
import { MaterialsDoneDialog, type UsualMaterial } from './materials-done';

const STATE_CLASSES: Record<AttendanceState, string> = {
  unconfirmed: 'bg-amber-100 text-amber-900 ring-amber-300',
  expected: 'bg-white text-stone-800 ring-stone-300',
  arrived: 'bg-teal-100 text-teal-900 ring-teal-300',
  'in-progress': 'bg-violet-100 text-violet-900 ring-violet-300',
  done: 'bg-green-100 text-green-900 ring-green-300',
  'no-show': 'bg-stone-200 text-stone-900 ring-stone-400',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/** Where the visit stands; an arrival shows its time ("Arrived 10:05 am"). */
export function AttendanceBadge({ visit }: { visit: Attending }) {
  const { t, locale } = useT();
  const state = attendanceState(visit);
  const arrived = state === 'arrived' && visit.arrivedAt ? clinicTime(new Date(visit.arrivedAt)) : null;
  return (
    <Badge className={STATE_CLASSES[state]}>
      <span data-testid="attendance-state" data-state={state}>
        {arrived ? t('staff.attendance.arrivedAt', { time: formatSlotTime(arrived, locale) }) : t(`staff.attendance.state.${state}`)}
      </span>
    </Badge>
  );
}

interface AttendanceButtonsProps {
  visit: Attending;
  startsAt: Date;
  now: Date;
  /** The attendance call: /api/consultations/:id/attendance or /api/staff/sessions/:id/attendance. */
  url: string;
  /** Who, for the buttons' names and the no-show question ("Asha", "Asha, Abhyanga 10:30 am"). */
  name: string;
  when: string;
  size?: 'sm' | 'md';
  /** A therapy session's usual materials: done opens their quantities first (decision 0071). */
  materials?: readonly UsualMaterial[];
}

export function AttendanceButtons({ visit, startsAt, now, url, name, when, size = 'sm', materials }: AttendanceButtonsProps) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [askNoShow, setAskNoShow] = useState(false);
  const [askMaterials, setAskMaterials] = useState(false);
  const steps = attendanceSteps(visit, startsAt, now);
  if (!steps.length) return null;
  const send = (step: AttendanceStep) =>
    run(() => api(url, { method: 'POST', body: { step } }), {
      success: t(`staff.attendance.done.${step}`),
      onSuccess: () => setAskNoShow(false),
    });
  return (
    <>
      {steps.map((step) => (
        <Button
          key={step}
          size={size}
          variant={step === 'no-show' ? 'outline' : 'primary'}
          disabled={busy}
          aria-label={t('staff.attendance.stepFor', { step: t(`staff.attendance.step.${step}`), name })}
          onClick={() =>
            step === 'no-show' ? setAskNoShow(true) : step === 'done' && materials?.length ? setAskMaterials(true) : void send(step)
          }
        >
          {t(`staff.attendance.step.${step}`)}
        </Button>
      ))}
      {askMaterials && materials ? (
        <MaterialsDoneDialog open onOpenChange={setAskMaterials} url={url} name={when} materials={materials} />
      ) : null}
      {askNoShow ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAskNoShow(false)}
          title={t('staff.attendance.noShowTitle')}
          description={t('staff.attendance.noShowText', { name, when })}
          confirmLabel={t('staff.attendance.step.no-show')}
          danger
          busy={busy}
          onConfirm={() => void send('no-show')}
        />
      ) : null}
    </>
  );
}
