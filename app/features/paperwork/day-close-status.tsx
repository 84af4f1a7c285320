/**
 * A closed day on the day-close screen (decision 0056): who closed it and when; when a correction
 * changed its money after the close, "Corrected after close" with what changed (each total at the
 * close beside the total now); the admin's "Re-open the day" with a reason. On an open day that was
 * re-opened: who re-opened it, when and why.
 */
import { useState } from 'react';
import { RECEIPT_MODES } from '@core/constants';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { formatRupees } from '@core/money';
import type { DayFigures, DayReport } from '@server/modules/paperwork/reconciliation.server';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { TextareaField } from '~/ui/forms/forms';

/** The totals that differ between the close's summary and the figures now. */
function changes(atClose: DayFigures, now: DayFigures, label: (key: string) => string) {
  const pairs: [string, number, number][] = [
    ...RECEIPT_MODES.map((m): [string, number, number] => [
      label(`staff.paperwork.mode.${m}`),
      atClose.received[m].total,
      now.received[m].total,
    ]),
    [label('staff.paperwork.rec.refundsPaid'), atClose.refundsPaid.total, now.refundsPaid.total],
    [label('staff.paperwork.rec.net'), atClose.net, now.net],
  ];
  return pairs.filter(([, before, after]) => before !== after);
}

function Corrected({ report }: { report: DayReport }) {
  const { t, intl } = useT();
  const close = report.close;
  if (!close?.correctedAt) return null;
  const diff = changes(close.summary, report, (key) => t(key as 'staff.paperwork.rec.net'));
  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300" data-testid="corrected-after-close">
      <p className="font-semibold">{t('staff.paperwork.correctedTitle')}</p>
      <p>{t('staff.paperwork.superseded', { when: formatClinicDateTime(close.correctedAt, intl) })}</p>
      {diff.length ? (
        <ul className="mt-1 list-disc pl-5">
          {diff.map(([what, before, after]) => (
            <li key={what}>{t('staff.paperwork.changed', { what, before: formatRupees(before), after: formatRupees(after) })}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{t('staff.paperwork.noChange')}</p>
      )}
    </div>
  );
}

function ReopenDay({ date }: { date: string }) {
  const { t, intl } = useT();
  const { run, busy } = useAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () =>
    void run(() => api('/staff/reconciliation/reopen', { method: 'POST', body: { date, reason } }), {
      success: (answer) => answer.message,
      onSuccess: () => setOpen(false),
      onError: (e) => {
        if (!(e instanceof ApiError) || !e.errors) return false;
        setError(e.errors.reason ?? Object.values(e.errors)[0]);
        return true;
      },
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('staff.paperwork.reopen')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.paperwork.reopenTitle', { date: formatClinicDate(date, intl) })}
        description={t('staff.paperwork.reopenText')}
        confirmLabel={t('staff.paperwork.reopen')}
        busy={busy}
        onConfirm={confirm}
      >
        <TextareaField
          id="reopen-reason"
          label={t('staff.paperwork.reopenReason')}
          error={error}
          textareaProps={{
            rows: 2,
            maxLength: 500,
            value: reason,
            onChange: (e) => {
              setReason(e.target.value);
              setError(undefined);
            },
          }}
        />
      </ConfirmDialog>
    </>
  );
}

/** The closed day's line (who, when), its correction and the admin's re-open. */
export function ClosedDay({ report, canReopen }: { report: DayReport; canReopen: boolean }) {
  const { t, intl } = useT();
  if (!report.close) return null;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300">
          {t('staff.paperwork.rec.closedBy', { name: report.close.closedByName, at: formatClinicDateTime(report.close.closedAt, intl) })}
        </p>
        {canReopen ? <ReopenDay date={report.date} /> : null}
      </div>
      <Corrected report={report} />
    </div>
  );
}

/** An open day that had been closed and was re-opened: who, when and why. */
export function ReopenedNote({ report }: { report: DayReport }) {
  const { t, intl } = useT();
  if (!report.reopened) return null;
  const r = report.reopened;
  return (
    <p className="mb-3 rounded-lg bg-stone-50 p-3 text-stone-800 ring-1 ring-stone-300" data-testid="reopened-note">
      {t('staff.paperwork.reopenedBy', { name: r.byName, at: formatClinicDateTime(r.at, intl), reason: r.reason })}
    </p>
  );
}
