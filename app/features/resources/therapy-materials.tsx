/**
 * Each therapy's materials per session (decision 0071): what one session usually uses from the
 * dispensary's stock (catalogue items of kind material, whole units). Marking a session done takes
 * them out of stock; the therapist changes the quantities for that session. The admin edits a
 * therapy's list in a dialog; the API checks it (TherapyMaterialsSchema) and names each field.
 */
import { useId, useState } from 'react';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { Card, FieldError, inputClass, labelClass } from '~/features/staff-console/ui';

export interface MaterialChoice {
  id: string;
  name: string;
  unit: string;
}
export type TherapyMaterialList = { itemId: string; name: string; unit: string; quantity: number }[];

export function TherapyMaterialsCard({
  slugs,
  names,
  materials,
  choices,
  canEdit,
}: {
  slugs: string[];
  names: Record<string, string>;
  materials: Record<string, TherapyMaterialList>;
  choices: MaterialChoice[];
  canEdit: boolean;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const sorted = [...slugs].sort((a, b) => (names[a] ?? a).localeCompare(names[b] ?? b));
  return (
    <Card title={t('programmes.materials.settingsTitle')} className="mt-5">
      <p className="mb-3 text-sm text-stone-700">{t('programmes.materials.settingsHelp')}</p>
      <ul className="divide-y divide-stone-200">
        {sorted.map((slug) => {
          const list = materials[slug] ?? [];
          return (
            <li key={slug} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{names[slug] ?? slug}</p>
                <p className="text-sm text-stone-700" data-testid={`materials-${slug}`}>
                  {list.length
                    ? list.map((m) => t('programmes.materials.used', { name: m.name, quantity: m.quantity, unit: m.unit })).join(', ')
                    : t('programmes.materials.noneSet')}
                </p>
              </div>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(slug)}
                  aria-label={t('programmes.materials.editOf', { name: names[slug] ?? slug })}
                >
                  {t('programmes.materials.edit')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editing ? (
        <MaterialsDialog
          slug={editing}
          therapy={names[editing] ?? editing}
          initial={materials[editing] ?? []}
          choices={choices}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

function MaterialsDialog({
  slug,
  therapy,
  initial,
  choices,
  onClose,
}: {
  slug: string;
  therapy: string;
  initial: TherapyMaterialList;
  choices: MaterialChoice[];
  onClose: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const [rows, setRows] = useState(() => initial.map((m) => ({ itemId: m.itemId, quantity: String(m.quantity) })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server checks with the API's schema (TherapyMaterialsSchema) and answers each field's error in the reader's language.
  const save = () =>
    void run(
      () =>
        api(`/staff/therapy-settings/${slug}/materials`, {
          method: 'PUT',
          body: { materials: rows.map((r) => ({ itemId: r.itemId, quantity: r.quantity.trim() === '' ? -1 : Number(r.quantity) })) },
        }),
      {
        success: (r) => r.message,
        onSuccess: onClose,
        onError: (e) => {
          const fields = e instanceof ApiError ? (e.errors ?? {}) : {};
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^materials\./, ''), v])));
          return false;
        },
      },
    );
  const set = (i: number, patch: Partial<(typeof rows)[number]>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('programmes.materials.editTitle', { therapy })}
      description={t('programmes.materials.settingsHelp')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('staff.res.cancel')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {t('staff.res.save')}
          </Button>
        </>
      }
    >
      {choices.length ? null : <p className="mb-3 text-stone-800">{t('programmes.materials.noChoices')}</p>}
      <ol className="space-y-3">
        {rows.map((r, i) => (
          <MaterialRow
            key={i}
            id={`${id}-${i}`}
            row={r}
            choices={choices}
            errors={{ itemId: errors[`${i}.itemId`], quantity: errors[`${i}.quantity`] }}
            onChange={(patch) => set(i, patch)}
            onRemove={() => setRows((list) => list.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={!choices.length}
        onClick={() => setRows((list) => [...list, { itemId: '', quantity: '1' }])}
      >
        {t('programmes.materials.add')}
      </Button>
    </Dialog>
  );
}

/** One material of the list: which item, how much per session. */
function MaterialRow({
  id,
  row,
  choices,
  errors,
  onChange,
  onRemove,
}: {
  id: string;
  row: { itemId: string; quantity: string };
  choices: MaterialChoice[];
  errors: { itemId?: string; quantity?: string };
  onChange: (patch: Partial<{ itemId: string; quantity: string }>) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-item`} className={labelClass}>
          {t('programmes.materials.material')}
        </label>
        <select
          id={`${id}-item`}
          className={inputClass}
          value={row.itemId}
          aria-invalid={!!errors.itemId}
          aria-describedby={`${id}-item-e`}
          onChange={(e) => onChange({ itemId: e.target.value })}
        >
          <option value="">{t('programmes.materials.choose')}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.unit})
            </option>
          ))}
        </select>
        <FieldError id={`${id}-item-e`} message={errors.itemId} />
      </div>
      <div>
        <label htmlFor={`${id}-qty`} className={labelClass}>
          {t('programmes.materials.quantity')}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={inputClass}
          value={row.quantity}
          aria-invalid={!!errors.quantity}
          aria-describedby={`${id}-qty-e`}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
        <FieldError id={`${id}-qty-e`} message={errors.quantity} />
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        {t('programmes.materials.remove')}
      </Button>
    </li>
  );
}
