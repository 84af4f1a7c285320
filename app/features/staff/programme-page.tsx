/**
 * One prescribed programme at the desk: the plan, the proposed schedule with Accept
 * (every session booked at once) or the booked sessions (each with a Move link to the schedule
 * grid), the amounts, the admin's discount, the deposit confirmation and cancelling.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEPOSIT_METHODS, type DepositMethod, type DepositStatus, type ProgrammeStatus, type SessionStatus, type StaffRole } from '@core/constants';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button, buttonClasses } from '~/ui/button';
import { ArrowLeft } from '~/ui/icons';
import { ConfirmDialog } from './confirm-dialog';
import { clinicDay, DEPOSIT_CLASSES } from './programmes-list-page';
import { formatRupees } from '@core/money';
import { Badge, Card, PageTitle, inputClass, labelClass, textareaClass } from './ui';

interface ProposedRow {
  day: number;
  date: string;
  therapySlug: string;
  therapy: string;
  start: string;
  end: string;
  startsAt: string;
  roomId: string;
  room: string;
  therapistIds: string[];
  therapists: string[];
}

interface Programme {
  id: string;
  status: ProgrammeStatus;
  patientName: string;
  doctorName: string;
  startDate: string;
  timeBand: string;
  notes: string;
  plan: { day: number; therapies: { slug: string; name: string }[] }[];
  sessions: {
    id: string;
    day: number | null;
    date: string;
    start: string;
    end: string;
    therapy: string;
    room: string;
    therapists: string[];
    status: SessionStatus;
  }[];
  amounts: { price: number; discount: number; discountReason: string | null; deposit: number; balance: number };
  deposit: { status: DepositStatus; utr: string | null };
}

export interface ProgrammePageProps {
  programme: Programme;
  proposal: ProposedRow[] | null;
  proposalError: string | null;
  role: StaffRole;
}

const STATUS_CLASSES: Record<ProgrammeStatus, string> = {
  proposed: 'bg-amber-100 text-amber-900 ring-amber-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  completed: 'bg-stone-200 text-stone-900 ring-stone-400',
};

type Row = {
  key: string;
  day: number | null;
  date: string;
  start: string;
  end: string;
  therapy: string;
  room: string;
  therapists: string[];
};

function SessionList({ rows, extra }: { rows: Row[]; extra?: (row: Row) => React.ReactNode }) {
  const { t, intl, locale } = useT();
  return (
    <ol className="divide-y divide-stone-200">
      {rows.map((r) => (
        <li key={r.key} className="grid gap-1 py-3 sm:grid-cols-[9.5rem_11rem_1fr_auto] sm:items-center sm:gap-3">
          <div className="font-medium text-stone-900">
            {r.day ? <span className="mr-2 text-sm text-stone-600">{t('staff.programmes.dayN', { day: r.day })}</span> : null}
            {clinicDay(r.date, intl)}
          </div>
          <div className="whitespace-nowrap text-stone-800">
            <time>{formatSlotTime(r.start, locale)}</time>–<time>{formatSlotTime(r.end, locale)}</time>
          </div>
          <div className="min-w-0 text-stone-800">
            <span className="font-semibold text-brand-900">{r.therapy}</span>
            <span className="text-stone-700">
              {' · '}
              {r.room} · {r.therapists.join(', ')}
            </span>
          </div>
          {extra ? <div>{extra(r)}</div> : null}
        </li>
      ))}
    </ol>
  );
}

function ProposalCard({ programme, proposal, proposalError, desk }: ProgrammePageProps & { desk: boolean }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const accept = () => {
    if (!proposal) return;
    const sessions = proposal.map(({ day, therapySlug, startsAt, roomId, therapistIds }) => ({
      day,
      therapySlug,
      startsAt,
      roomId,
      therapistIds,
    }));
    void run(() => api(`/staff/programmes/${programme.id}/accept`, { method: 'POST', body: { sessions } }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.proposal')} className="mb-5">
      {proposalError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          <strong>{t('staff.programmes.noProposal')}:</strong> {proposalError}
        </p>
      ) : proposal ? (
        <>
          {desk ? <p className="mb-2 text-stone-700">{t('staff.programmes.proposalIntro')}</p> : null}
          <SessionList rows={proposal.map((p, i) => ({ ...p, key: `${i}` }))} />
          {desk ? (
            <Button className="mt-4" onClick={accept} disabled={busy}>
              {t('staff.programmes.accept')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

function BookedCard({ programme }: { programme: Programme }) {
  const { t, intl } = useT();
  const rows = programme.sessions.map((s) => ({ ...s, key: s.id }));
  return (
    <Card title={t('staff.programmes.sessions')} className="mb-5">
      <SessionList
        rows={rows}
        extra={(r) => {
          const s = programme.sessions.find((x) => x.id === r.key)!;
          return (
            <div className="flex items-center gap-2">
              {s.status !== 'booked' ? (
                <Badge className="bg-stone-100 text-stone-800 ring-stone-300">{t(`staff.myDay.status.${s.status}`)}</Badge>
              ) : null}
              {s.status === 'booked' && programme.status === 'accepted' ? (
                <Link
                  to={`/staff/schedule?date=${s.date}&session=${s.id}`}
                  className={buttonClasses('outline', 'sm')}
                  aria-label={t('staff.programmes.moveLabel', { therapy: s.therapy, date: clinicDay(s.date, intl) })}
                >
                  {t('staff.programmes.move')}
                </Link>
              ) : null}
            </div>
          );
        }}
      />
    </Card>
  );
}

function AmountsCard({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { amounts, deposit } = programme;
  const line = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </>
  );
  return (
    <Card title={t('staff.programmes.amounts')} className="mb-5">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {line(t('staff.programmes.price'), formatRupees(amounts.price))}
        {line(
          t('staff.programmes.discount'),
          amounts.discount ? `− ${formatRupees(amounts.discount)}${amounts.discountReason ? ` (${amounts.discountReason})` : ''}` : formatRupees(0),
        )}
        {line(t('staff.programmes.depositAmount'), formatRupees(amounts.deposit))}
        {line(t('staff.programmes.balance'), formatRupees(amounts.balance))}
        {line(
          t('staff.programmes.depositStatus'),
          <Badge className={DEPOSIT_CLASSES[deposit.status]}>{t(`staff.programmes.deposit.${deposit.status}`)}</Badge>,
        )}
        {deposit.utr ? line(t('staff.programmes.utr'), deposit.utr) : null}
      </dl>
    </Card>
  );
}

function DiscountForm({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [discount, setDiscount] = useState(String(programme.amounts.discount));
  const [reason, setReason] = useState(programme.amounts.discountReason ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => api(`/staff/programmes/${programme.id}/discount`, { method: 'PUT', body: { discount: Number(discount), reason } }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.discountForm')} className="mb-5">
      <form className="grid gap-3" onSubmit={submit}>
        <div>
          <label htmlFor="discount-amount" className={labelClass}>
            {t('staff.programmes.discountAmount')}
          </label>
          <input
            id="discount-amount"
            type="number"
            inputMode="numeric"
            min={0}
            max={programme.amounts.price}
            step={1}
            required
            className={inputClass}
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="discount-reason" className={labelClass}>
            {t('staff.programmes.discountReason')}
          </label>
          <input
            id="discount-reason"
            required
            maxLength={200}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {t('staff.programmes.saveDiscount')}
        </Button>
      </form>
    </Card>
  );
}


function DepositForm({ programme }: { programme: Programme }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [method, setMethod] = useState<DepositMethod>(programme.deposit.status === 'claimed' ? 'upi' : 'clinic-cash');
  const [reference, setReference] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { method, ...(reference.trim() ? { reference: reference.trim() } : {}) };
    void run(() => api(`/staff/programmes/${programme.id}/deposit/confirm`, { method: 'POST', body }), {
      success: (answer) => answer.message,
    });
  };
  return (
    <Card title={t('staff.programmes.confirmDeposit')} className="mb-5">
      <form className="grid gap-3" onSubmit={submit}>
        <div>
          <label htmlFor="deposit-method" className={labelClass}>
            {t('staff.programmes.method')}
          </label>
          <select
            id="deposit-method"
            className={inputClass}
            value={method}
            onChange={(e) => setMethod(e.target.value as DepositMethod)}
          >
            {DEPOSIT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`staff.programmes.method.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="deposit-reference" className={labelClass}>
            {t('staff.programmes.reference')}
          </label>
          <input
            id="deposit-reference"
            maxLength={32}
            className={inputClass}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('staff.programmes.markPaid')}
        </Button>
      </form>
    </Card>
  );
}

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
          {programme.sessions.length ? <BookedCard programme={programme} /> : null}
        </div>
        <div className="min-w-0">
          <AmountsCard programme={programme} />
          {role === 'admin' && open && programme.deposit.status === 'due' ? <DiscountForm programme={programme} /> : null}
          {desk && programme.status !== 'cancelled' && programme.deposit.status !== 'paid' ? <DepositForm programme={programme} /> : null}
        </div>
      </div>
    </>
  );
}
