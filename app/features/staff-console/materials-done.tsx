/**
 * Marking a therapy session done with what it used (decision 0071): the therapy's usual materials,
 * each quantity editable (0: not used), sent with the step; the server takes them out of stock with
 * the step, all or nothing, and a shortfall is shown here naming the material and what is left.
 */
import { useState } from 'react';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { inputClass, labelClass } from './ui';

/** A usual material of the session's therapy, its unit in the reader's language. */
export interface UsualMaterial {
  itemId: string;
  name: string;
  unit: string;
  quantity: number;
}

export function MaterialsDoneDialog({
  open,
  onOpenChange,
  url,
  name,
  materials,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  name: string;
  materials: readonly UsualMaterial[];
}) {
  const { t } = useT();
  const { run, busy } = useAction();
  const [values, setValues] = useState(() => materials.map((m) => String(m.quantity)));
  const [error, setError] = useState<string | null>(null);
  const parsed = values.map((v) => Number(v));
  const invalid = parsed.some((q) => !Number.isInteger(q) || q < 0 || values.some((v) => v.trim() === ''));
  const send = () =>
    run(
      () =>
        api(url, {
          method: 'POST',
          body: { step: 'done', materials: materials.map((m, i) => ({ itemId: m.itemId, quantity: parsed[i] })) },
        }),
      {
        success: t('staff.attendance.done.done'),
        onSuccess: () => onOpenChange(false),
        onError: (e) => {
          setError(errorMessage(e, t('error.generic')));
          return true;
        },
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('programmes.materials.doneTitle', { name })}
      description={t('programmes.materials.doneText')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('programmes.materials.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={busy || invalid}>
            {t('programmes.materials.markDone')}
          </Button>
        </>
      }
    >
      <ul className="space-y-3">
        {materials.map((m, i) => (
          <li key={m.itemId}>
            <label htmlFor={`material-${m.itemId}`} className={labelClass}>
              {t('programmes.materials.quantityOf', { name: m.name, unit: m.unit })}
            </label>
            <input
              id={`material-${m.itemId}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={inputClass}
              value={values[i]}
              onChange={(e) => setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
