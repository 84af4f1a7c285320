import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { GENDER_RULES, ROOM_CAPABILITIES } from '@core/constants';
import { TherapySettingsSchema } from '@core/schemas/programmes/programmes';
import type { z } from 'zod';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { ReadOnlyNote } from './resources-ui';
import { formatRupees } from '@core/money';
import { FieldError, inputClass, labelClass, PageTitle } from '~/features/staff-console/ui';
import type { listTherapySettings } from '@server/modules/resources/resources.server';

type SettingsForm = z.infer<typeof TherapySettingsSchema>;
type TherapySetting = Awaited<ReturnType<typeof listTherapySettings>>[number];

/** Every therapy's settings in one table; the admin edits one row at a time in a dialog. */
export function TherapySettingsPage({
  settings,
  names,
  untrained,
  canEdit,
}: {
  settings: TherapySetting[];
  names: Record<string, string>;
  untrained: string[];
  canEdit: boolean;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState<TherapySetting | null>(null);
  const rows = [...settings].sort((a, b) => (names[a.therapySlug] ?? a.therapySlug).localeCompare(names[b.therapySlug] ?? b.therapySlug));
  const th = 'px-2 py-2 text-left font-semibold';
  return (
    <>
      <PageTitle>{t('staff.settings.title')}</PageTitle>
      <p className="mb-4 text-sm text-stone-700">{t('staff.settings.help')}</p>
      {canEdit ? null : <ReadOnlyNote />}
      <UntrainedBanner untrained={untrained} names={names} />
      <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="bg-earth-50 text-stone-800">
            <tr>
              <th className={th}>{t('staff.settings.therapy')}</th>
              <th className={th}>{t('staff.settings.minutes')}</th>
              <th className={th}>{t('staff.settings.prep')}</th>
              <th className={th}>{t('staff.settings.cleanup')}</th>
              <th className={th}>{t('staff.settings.room')}</th>
              <th className={th}>{t('staff.settings.therapists')}</th>
              <th className={th}>{t('staff.settings.genderRule')}</th>
              <th className={th}>{t('staff.settings.prescription')}</th>
              <th className={th}>{t('staff.settings.price')}</th>
              {canEdit ? (
                <th className={th}>
                  <span className="sr-only">{t('staff.res.edit')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((s) => (
              <tr key={s.therapySlug}>
                <th scope="row" className="px-2 py-2 text-left font-medium text-stone-900">
                  {names[s.therapySlug] ?? s.therapySlug}
                </th>
                <td className="px-2 py-2">{s.sessionMinutes}</td>
                <td className="px-2 py-2">{s.prepMinutes}</td>
                <td className="px-2 py-2">{s.cleanupMinutes}</td>
                <td className="px-2 py-2">{s.roomCapability ? t(`staff.res.cap.${s.roomCapability}`) : t('staff.settings.anyRoom')}</td>
                <td className="px-2 py-2">{s.therapistCount}</td>
                <td className="px-2 py-2">{t(`staff.res.rule.${s.genderRule}`)}</td>
                <td className="px-2 py-2">{s.needsPrescription ? t('staff.res.yes') : t('staff.res.no')}</td>
                <td className="px-2 py-2">{formatRupees(s.price)}</td>
                {canEdit ? (
                  <td className="px-2 py-1">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(s)}
                      aria-label={t('staff.res.editOf', { name: names[s.therapySlug] ?? s.therapySlug })}
                    >
                      {t('staff.res.edit')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <SettingsDialog setting={editing} therapy={names[editing.therapySlug] ?? editing.therapySlug} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

/** The therapies no active therapist is trained for, or a note that every therapy has one. */
function UntrainedBanner({ untrained, names }: { untrained: string[]; names: Record<string, string> }) {
  const { t } = useT();
  return untrained.length ? (
    <div role="status" className="mb-4 rounded-lg border border-orange-300 bg-orange-50 p-3 text-stone-900">
      <p className="font-medium">{t('staff.settings.untrained')}</p>
      <p className="mt-1">{untrained.map((s) => names[s] ?? s).join(', ')}</p>
    </div>
  ) : (
    <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-stone-900">
      {t('staff.settings.allTrained')}
    </p>
  );
}

function NumberField({
  id,
  label,
  registration,
  error,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={inputClass}
        aria-invalid={!!error}
        aria-describedby={`${id}-e`}
        {...registration}
      />
      <FieldError id={`${id}-e`} message={error} />
    </div>
  );
}

function SettingsDialog({ setting, therapy, onClose }: { setting: TherapySetting; therapy: string; onClose: () => void }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const { therapySlug, ...initial } = setting;
  const form = useForm<SettingsForm>({
    resolver: zodResolver(TherapySettingsSchema) as never,
    defaultValues: { ...initial, therapistCount: initial.therapistCount === 2 ? 2 : 1 },
  });
  const errors = form.formState.errors;
  const num = (name: 'sessionMinutes' | 'prepMinutes' | 'cleanupMinutes' | 'price') => form.register(name, { valueAsNumber: true });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={t('staff.settings.editTitle', { therapy })}>
      <form
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={form.handleSubmit(async (body) => {
          await run(() => api(`/staff/therapy-settings/${therapySlug}`, { method: 'PUT', body }), {
            success: (r) => r.message,
            onSuccess: onClose,
          });
        })}
      >
        <NumberField
          id={`${id}-min`}
          label={t('staff.settings.minutes')}
          registration={num('sessionMinutes')}
          error={errors.sessionMinutes?.message}
        />
        <NumberField
          id={`${id}-prep`}
          label={t('staff.settings.prep')}
          registration={num('prepMinutes')}
          error={errors.prepMinutes?.message}
        />
        <NumberField
          id={`${id}-clean`}
          label={t('staff.settings.cleanup')}
          registration={num('cleanupMinutes')}
          error={errors.cleanupMinutes?.message}
        />
        <NumberField id={`${id}-price`} label={t('staff.settings.price')} registration={num('price')} error={errors.price?.message} />
        <SettingsChoices form={form} id={id} />
        <label className="flex min-h-11 items-center gap-2 self-end">
          <input type="checkbox" className="choice h-5 w-5" {...form.register('needsPrescription')} />
          {t('staff.settings.prescription')}
        </label>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose}>
            {t('staff.res.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('staff.res.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The room equipment, the number of therapists and the gender rule of a therapy. */
function SettingsChoices({ form, id }: { form: UseFormReturn<SettingsForm>; id: string }) {
  const { t } = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-room`} className={labelClass}>
          {t('staff.settings.room')}
        </label>
        <select id={`${id}-room`} className={inputClass} {...form.register('roomCapability', { setValueAs: (v: string) => v || null })}>
          <option value="">{t('staff.settings.anyRoom')}</option>
          {ROOM_CAPABILITIES.map((c) => (
            <option key={c} value={c}>
              {t(`staff.res.cap.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-count`} className={labelClass}>
          {t('staff.settings.therapists')}
        </label>
        <select id={`${id}-count`} className={inputClass} {...form.register('therapistCount', { setValueAs: Number })}>
          <option value={1}>1</option>
          <option value={2}>2</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-rule`} className={labelClass}>
          {t('staff.settings.genderRule')}
        </label>
        <select id={`${id}-rule`} className={inputClass} {...form.register('genderRule')}>
          {GENDER_RULES.map((r) => (
            <option key={r} value={r}>
              {t(`staff.res.rule.${r}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
