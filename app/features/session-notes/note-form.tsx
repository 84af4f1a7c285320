/**
 * The therapist's note on a session (decision 0064): what was used (name, quantity, unit), the
 * patient's response, and any adverse event; on the session's day it is saved at the version read,
 * after it an amendment with a reason. react-hook-form with the API's own schema (decision 0048);
 * the server's refusals land on their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import {
  emptySessionNote,
  RESPONSES,
  SessionNoteSchema,
  SEVERITIES,
  UNITS,
  type SessionNote,
  type SessionNoteInput,
  type SessionNoteView,
} from '@core/clinical/session-note';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { Field, FieldError, FormActions, SelectField, TextareaField, labelClass } from '~/ui/forms/forms';
import { X } from '~/ui/icons';
import { toast } from '~/ui/toast';

function AdverseChoice({ form }: { form: ReturnType<typeof useForm<SessionNoteInput>> }) {
  const { t } = useT();
  const occurred = form.watch('adverse.occurred');
  const errors = form.formState.errors.adverse;
  const choose = (value: boolean) => form.setValue('adverse.occurred', value, { shouldDirty: true });
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('staff.sessionNotes.adverseLegend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {[false, true].map((value) => (
          <label key={String(value)} className="flex min-h-11 items-center gap-2 text-stone-900">
            <input
              type="radio"
              name="adverse-occurred"
              className="h-5 w-5 accent-brand-700"
              checked={occurred === value}
              onChange={() => choose(value)}
            />
            {t(value ? 'staff.sessionNotes.adverseYes' : 'staff.sessionNotes.adverseNo')}
          </label>
        ))}
      </div>
      {occurred ? (
        <div className="space-y-3">
          <p className="text-sm text-red-900">{t('staff.sessionNotes.adverseNotice')}</p>
          <TextareaField
            label={t('staff.sessionNotes.adverseWhat')}
            error={errors?.what?.message}
            textareaProps={{ ...form.register('adverse.what'), rows: 2, maxLength: 1000 }}
          />
          <SelectField
            label={t('staff.sessionNotes.severityLabel')}
            error={errors?.severity?.message}
            selectProps={form.register('adverse.severity')}
          >
            <option value="">{t('staff.sessionNotes.chooseSeverity')}</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t(`staff.sessionNotes.severity.${s}`)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label={t('staff.sessionNotes.adverseAction')}
            error={errors?.action?.message}
            textareaProps={{ ...form.register('adverse.action'), rows: 2, maxLength: 1000 }}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function Materials({ form }: { form: ReturnType<typeof useForm<SessionNoteInput>> }) {
  const { t } = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'materials' });
  const errors = form.formState.errors.materials;
  return (
    <fieldset className="mt-3 space-y-3">
      <legend className={labelClass}>{t('staff.sessionNotes.materials')}</legend>
      <p className="text-sm text-stone-700">{t('staff.sessionNotes.materialsHint')}</p>
      {fields.map((f, i) => {
        const name = form.watch(`materials.${i}.name`);
        return (
          <div
            key={f.id}
            className="grid grid-cols-2 gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-start"
          >
            <Field
              className="col-span-2 sm:col-span-1"
              label={t('staff.sessionNotes.materialName')}
              error={errors?.[i]?.name?.message}
              inputProps={{ ...form.register(`materials.${i}.name`), maxLength: 120, autoComplete: 'off' }}
            />
            <Field
              label={t('staff.sessionNotes.quantity')}
              error={errors?.[i]?.quantity?.message}
              inputProps={{ ...form.register(`materials.${i}.quantity`), inputMode: 'decimal' }}
            />
            <SelectField
              label={t('staff.sessionNotes.unit')}
              error={errors?.[i]?.unit?.message}
              selectProps={form.register(`materials.${i}.unit`)}
            >
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`staff.sessionNotes.unit.${u}`)}
                </option>
              ))}
            </SelectField>
            <Button
              variant="ghost"
              size="sm"
              className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
              onClick={() => remove(i)}
              aria-label={name ? t('staff.sessionNotes.removeMaterial', { name }) : t('staff.sessionNotes.removeMaterialEmpty')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => append({ name: '', quantity: '' as unknown as number, unit: 'ml' })}>
        {t('staff.sessionNotes.addMaterial')}
      </Button>
    </fieldset>
  );
}

/** The form; `onSaved` gets the note as the server answered it. */
export function NoteForm({
  view,
  onSaved,
  onCancel,
}: {
  view: SessionNoteView;
  onSaved: (next: SessionNoteView) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const amend = view.mode === 'amend';
  const form = useForm<SessionNoteInput, unknown, SessionNote>({
    resolver: zodResolver(SessionNoteSchema),
    defaultValues: (view.content as SessionNoteInput | null) ?? emptySessionNote(),
  });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (content) => {
    if (amend && !reason.trim()) return setReasonError('staff.sessionNotes.reasonRequired');
    setBusy(true);
    setProblem(null);
    try {
      const path = `/staff/sessions/${view.sessionId}/note${amend ? '/amendments' : ''}`;
      const body = amend ? { version: view.version, content, reason } : { version: view.version, content };
      const res = await api<{ note: SessionNoteView }>(path, { method: amend ? 'POST' : 'PUT', body });
      toast.success(res.message ?? t('staff.sessionNotes.saved'));
      onSaved(res.data.note);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'reason') setReasonError(message);
          else if (field.startsWith('content.')) form.setError(field.slice('content.'.length) as Path<SessionNoteInput>, { message });
        }
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" data-testid="session-note-form">
      {amend ? <p className="text-sm text-stone-700">{t('staff.sessionNotes.amendIntro')}</p> : null}
      <Materials form={form} />
      <SelectField
        label={t('staff.sessionNotes.responseLabel')}
        error={form.formState.errors.response?.message}
        selectProps={form.register('response')}
      >
        <option value="">{t('staff.sessionNotes.chooseResponse')}</option>
        {RESPONSES.map((r) => (
          <option key={r} value={r}>
            {t(`staff.sessionNotes.response.${r}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('staff.sessionNotes.responseNotes')}
        error={form.formState.errors.responseNotes?.message}
        textareaProps={{ ...form.register('responseNotes'), rows: 2, maxLength: 2000 }}
      />
      <AdverseChoice form={form} />
      {amend ? (
        <Field
          label={t('staff.sessionNotes.reason')}
          error={reasonError}
          inputProps={{ value: reason, onChange: (e) => setReason(e.target.value), maxLength: 500 }}
        />
      ) : null}
      {problem ? <FieldError message={problem} /> : null}
      <FormActions
        span=""
        busy={busy}
        save={t(amend ? 'staff.sessionNotes.saveAmendment' : 'staff.sessionNotes.save')}
        cancel={t('staff.sessionNotes.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
