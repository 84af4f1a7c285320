/**
 * One prescribed programme at the desk: the plan, the proposed schedule with Accept
 * (every session booked at once) or the booked sessions (each with a Move link to the schedule
 * grid), the amounts, the admin's discount, the deposit confirmation and cancelling.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProgrammeStatus } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ArrowLeft } from '~/ui/icons';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Badge, Card, PageTitle, labelClass, textareaClass } from '~/features/staff-console/ui';
import type { Programme, ProgrammePageProps } from './programme-data';
import { MaterialsCard } from './programme-materials';
import { AmountsCard, DepositForm, DiscountForm } from './programme-money';
import { BookedCard, ProposalCard } from './programme-sessions';
import { ProgressCard } from '~/features/session-notes/progress-card';
import { ProgrammePaymentsCard } from '~/features/programmes/money/programme-payments-card';
import { clinicDay } from './programmes-list-page';

const STATUS_CLASSES: Record<ProgrammeStatus, string> = {
  proposed: 'bg-amber-100 text-amber-900 ring-amber-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  completed: 'bg-stone-200 text-stone-900 ring-stone-400',
};

function CancelButton({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = () =>
    void run(() => api(`/staff/programmes/${programme.id}/cancel`, { method: 'POST', body: { reason } }), {
      success: (answer) => answer.message,
      onSuccess: () => setOpen(false),
    });
  return (
    <>
      <Button variant="dangerGhost" onClick={() => setOpen(true)}>
        {t('staff.programmes.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.programmes.cancelTitle')}
        description={t('staff.programmes.cancelText')}
        confirmLabel={t('staff.programmes.cancelConfirm')}
        danger
        busy={busy}
        onConfirm={confirm}
      >
        <div>
          <label htmlFor="cancel-reason" className={labelClass}>
            {t('staff.programmes.cancelReason')}
          </label>
          <textarea
            id="cancel-reason"
            required
            maxLength={200}
            rows={2}
            className={textareaClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}

function PlanCard({ programme }: { programme: Programme }) {
  const { t } = useT();
  return (
    <Card title={t('staff.programmes.plan')} className="mb-5">
      <ol className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {programme.plan.map((d) => (
          <li key={d.day} className="text-stone-800">
            <span className="font-medium text-stone-900">{t('staff.programmes.dayN', { day: d.day })}:</span>{' '}
            {d.therapies.length ? d.therapies.map((x) => x.name).join(', ') : t('staff.programmes.restDay')}
          </li>
        ))}
      </ol>
      {programme.notes ? (
        <div className="mt-4">
          <h3 className="font-semibold text-stone-900">{t('staff.programmes.notes')}</h3>
          <p className="whitespace-pre-line text-stone-800">{programme.notes}</p>
        </div>
      ) : null}
    </Card>
  );
}

export function ProgrammePage(props: ProgrammePageProps) {
  const { t, intl } = useT();
  const { programme, role } = props;
  const desk = role === 'admin' || role === 'reception';
  const open = programme.status === 'proposed' || programme.status === 'accepted';
  const band = ['morning', 'afternoon', 'evening', 'any'].includes(programme.timeBand) ? programme.timeBand : 'any';
  return (
    <>
      <Link to="/staff/programmes" className="mb-3 inline-flex items-center gap-1 text-brand-800 underline underline-offset-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('staff.programmes.back')}
      </Link>
      <PageTitle actions={desk && open ? <CancelButton programme={programme} /> : undefined}>
        {t('staff.programmes.heading', { name: programme.patientName })}
      </PageTitle>
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
        <Badge className={STATUS_CLASSES[programme.status]}>{t(`staff.programmes.status.${programme.status}`)}</Badge>
        {programme.doctorName ? <span>{t('staff.programmes.prescribedBy', { doctor: programme.doctorName })}</span> : null}
        <span>
          {t('staff.programmes.start')}: {clinicDay(programme.startDate, intl)}
        </span>
        <span>
          {t('staff.programmes.timeBand')}: {t(`staff.programmes.band.${band as 'any'}`)}
        </span>
      </div>
      <div className="grid max-w-6xl gap-x-5 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <PlanCard programme={programme} />
          {programme.status === 'proposed' ? <ProposalCard {...props} desk={desk} /> : null}
          {props.progress ? <ProgressCard progress={props.progress} /> : null}
          {programme.sessions.length ? <BookedCard programme={programme} desk={desk} /> : null}
          {props.materials && programme.sessions.length ? <MaterialsCard materials={props.materials} /> : null}
        </div>
        <div className="min-w-0">
          <AmountsCard programme={programme} />
          {role === 'admin' && open && programme.deposit.status === 'due' ? <DiscountForm programme={programme} /> : null}
          {desk && programme.status !== 'cancelled' && programme.deposit.status !== 'paid' ? <DepositForm programme={programme} /> : null}
          <ProgrammePaymentsCard programme={programme} desk={desk} />
        </div>
      </div>
    </>
  );
}
