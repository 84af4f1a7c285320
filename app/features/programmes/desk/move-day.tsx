/**
 * "Move day N" on the desk's programme page (decision 0072): the whole day to another date in one
 * step, asked first with the new date; the server keeps the times, rooms and therapists or refuses
 * naming the clash, shown in the question so the desk can pick another date.
 */
import { useId, useState } from 'react';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { useT } from '~/i18n/provider';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { DateField } from '~/ui/forms/date-field';
import { labelClass } from '~/ui/forms/forms';
import type { Programme } from './programme-data';

function MoveDayButton({ programmeId, day, date }: { programmeId: string; day: number; date: string }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState(date);
  const [error, setError] = useState<string | undefined>();
  const confirm = () =>
    void run(() => api(`/staff/programmes/${programmeId}/move-day`, { method: 'POST', body: { day, date: to } }), {
      success: (answer) => answer.message,
      onSuccess: () => setOpen(false),
      onError: (e) => {
        setError(e instanceof ApiError && e.errors ? Object.values(e.errors)[0] : errorMessage(e, t('error.generic')));
        return true;
      },
    });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('staff.moveDay.open', { day })}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('staff.moveDay.title', { day })}
        description={t('staff.moveDay.text')}
        confirmLabel={t('staff.moveDay.confirm')}
        busy={busy}
        onConfirm={confirm}
      >
        <div className="mt-3">
          <label htmlFor={`${id}-date`} className={labelClass}>
            {t('staff.moveDay.newDate')}
          </label>
          <DateField
            id={`${id}-date`}
            value={to}
            onChange={(iso) => {
              setTo(iso);
              setError(undefined);
            }}
          />
          {error ? (
            <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900" data-testid="move-day-error">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}

/** One "Move day N" per day of an accepted programme whose sessions are all still booked. */
export function MoveDays({ programme }: { programme: Programme }) {
  const { t } = useT();
  if (programme.status !== 'accepted') return null;
  const days = [...new Set(programme.sessions.map((s) => s.day).filter((d): d is number => d !== null))].filter((day) => {
    const of = programme.sessions.filter((s) => s.day === day && s.status !== 'cancelled');
    return of.length > 0 && of.every((s) => s.status === 'booked');
  });
  if (!days.length) return null;
  return (
    <div className="mt-4 border-t border-stone-200 pt-3">
      <h3 className="font-semibold text-stone-900">{t('staff.moveDay.heading')}</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {days.map((day) => (
          <MoveDayButton key={day} programmeId={programme.id} day={day} date={programme.sessions.find((s) => s.day === day)!.date} />
        ))}
      </div>
    </div>
  );
}
