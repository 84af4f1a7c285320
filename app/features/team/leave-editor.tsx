import { Link } from 'react-router';
import { useId, useState } from 'react';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { formatDayMonthYear } from '~/ui/forms/local-date';
import { StatusBadge } from '~/features/consultations/status-badge';
import { inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';

/** The form that adds a leave day (a date, an optional reason); cleared once `onAdd` says it was saved. */
export function LeaveDayForm({
  addLabel,
  busy,
  onAdd,
}: {
  addLabel: string;
  busy: boolean;
  onAdd: (leave: { date: string; reason?: string }) => Promise<boolean>;
}) {
  const { t } = useT();
  const id = useId();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onAdd({ date, ...(reason.trim() ? { reason } : {}) })) {
          setDate('');
          setReason('');
        }
      }}
    >
      <div>
        <label htmlFor={`${id}-date`} className={labelClass}>
          {t('staff.date')}
        </label>
        <DateField id={`${id}-date`} required inputClassName={inputClass} value={date} onChange={setDate} />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-reason`} className={labelClass}>
          {t('staff.reason')}
        </label>
        <input id={`${id}-reason`} className={inputClass} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy || !date}>
        {addLabel}
      </Button>
    </form>
  );
}

/** Upcoming leave days, each with its reason and a button that removes it; `empty` when there are none. */
export function LeaveList({
  leaves,
  busy,
  onRemove,
  removeLabel,
  empty,
}: {
  leaves: { date: string; reason: string | null }[];
  busy: boolean;
  onRemove: (date: string) => void;
  /** The remove button's name, given the day as written. */
  removeLabel: (date: string) => string;
  empty: string;
}) {
  if (!leaves.length) return <p className="text-stone-700">{empty}</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {leaves.map((l) => (
        <li key={l.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{formatDayMonthYear(l.date)}</span>
            {l.reason ? <span className="text-stone-700"> · {l.reason}</span> : null}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onRemove(l.date)}
            aria-label={removeLabel(formatDayMonthYear(l.date))}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Leave days; adding one lists the bookings already on that day, for the desk to move. */
export function LeaveEditor({ doctorId, leaves }: { doctorId: string; leaves: { date: string; reason: string | null }[] }) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [affected, setAffected] = useState<{ date: string; items: StaffConsultation[] } | null>(null);

  return (
    <div className="space-y-4">
      <LeaveDayForm
        addLabel={t('staff.leave.add')}
        busy={busy}
        onAdd={async (leave) => {
          const res = await run(
            () => api<{ affected: StaffConsultation[] }>(`/staff/doctors/${doctorId}/leaves`, { body: leave }),
            t('staff.saved'),
          );
          if (res) setAffected({ date: leave.date, items: res.data.affected });
          return !!res;
        }}
      />
      {affected ? <AffectedNotice affected={affected} /> : null}
      <LeaveList
        leaves={leaves}
        busy={busy}
        onRemove={(date) => void run(() => api(`/staff/doctors/${doctorId}/leaves/${date}`, { method: 'DELETE' }), t('staff.saved'))}
        removeLabel={(date) => t('staff.leave.remove', { date })}
        empty={t('staff.leave.none')}
      />
    </div>
  );
}

/** The bookings already on a new leave day, or a note that there are none. */
function AffectedNotice({ affected }: { affected: { date: string; items: StaffConsultation[] } }) {
  const { t, intl } = useT();
  return (
    <div role="status" className="rounded-lg border border-orange-300 bg-orange-50 p-3">
      {affected.items.length ? (
        <>
          <p className="font-medium">{t('staff.leave.affected', { date: formatClinicDate(affected.date, intl) })}</p>
          <ul className="mt-2 space-y-1">
            {affected.items.map((c) => (
              <li key={c._id} className="flex flex-wrap items-center gap-2">
                <Link to={`/staff/consultations/${c._id}`} className="font-medium text-brand-800 underline">
                  {c.timeSlot} · {c.name}
                </Link>
                <StatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('staff.leave.noneAffected')}</p>
      )}
    </div>
  );
}
