import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { TemplateSchema } from '@core/schemas/programmes/programmes';
import type { z } from 'zod';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { ReadOnlyNote, type TherapyCatalog, type TherapyGroup } from './resources-ui';
import { Card, Empty, FieldError, inputClass, labelClass, PageTitle } from '~/features/staff-console/ui';
import type { listTemplates } from '@server/modules/resources/resources.server';
import { Field, FormActions } from '~/ui/forms/forms';
import { useResourceForm } from './use-resource-form';

type TemplateForm = z.infer<typeof TemplateSchema>;
type Plan = TemplateForm['plan'];
type Template = Awaited<ReturnType<typeof listTemplates>>[number];

/** Programme templates: the admin edits names and each day's therapies, and adds new ones. */
export function TemplatesPage({
  templates,
  groups,
  names,
  canEdit,
}: {
  templates: Template[];
  groups: TherapyGroup[];
  names: Record<string, string>;
  canEdit: boolean;
}) {
  const { t, locale } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = templates.find((x) => x.id === editing);
  return (
    <>
      <PageTitle actions={canEdit ? <Button onClick={() => setEditing('new')}>{t('staff.templates.add')}</Button> : null}>
        {t('staff.templates.title')}
      </PageTitle>
      <p className="mb-4 text-sm text-stone-700">{t('staff.templates.help')}</p>
      {canEdit ? null : <ReadOnlyNote />}
      {editing ? (
        <Card title={current ? t('staff.res.editOf', { name: current.name[locale] }) : t('staff.templates.add')} className="mb-4">
          <TemplateEditor
            key={editing}
            templateId={current?.id ?? null}
            initial={
              current
                ? { slug: current.slug, name: current.name, plan: current.plan }
                : { slug: '', name: { en: '', hi: '' }, plan: [{ day: 1, therapies: [] }] }
            }
            groups={groups}
            names={names}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {templates.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {templates.map((x) => (
            <li key={x.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-stone-900">{x.name.en}</p>
              <p className="text-stone-800" lang="hi">
                {x.name.hi}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                {t('staff.templates.days', { count: x.days })} · {x.slug}
              </p>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-3"
                  onClick={() => setEditing(x.id)}
                  aria-label={t('staff.res.editOf', { name: x.name[locale] })}
                >
                  {t('staff.res.edit')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('staff.templates.empty')}</Empty>
      )}
    </>
  );
}

function TemplateEditor({
  templateId,
  initial,
  groups,
  names,
  onDone,
}: TherapyCatalog & { templateId: string | null; initial: TemplateForm; onDone: () => void }) {
  const { t } = useT();
  const { id, form, errors, busy, save } = useResourceForm(TemplateSchema, initial, {
    path: '/staff/programme-templates',
    itemId: templateId,
    onDone,
  });
  const text = (name: 'slug' | 'name.en' | 'name.hi', label: string, error?: string, lang?: string) => (
    <Field label={label} error={error} inputProps={{ lang: lang, ...form.register(name) }} />
  );
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save)}>
      <div className="grid gap-3 md:grid-cols-3">
        {text('slug', t('staff.templates.slug'), errors.slug?.message)}
        {text('name.en', t('staff.templates.nameEn'), errors.name?.en?.message, 'en')}
        {text('name.hi', t('staff.templates.nameHi'), errors.name?.hi?.message, 'hi')}
      </div>
      <Controller
        control={form.control}
        name="plan"
        render={({ field }) => <PlanEditor plan={field.value} onChange={field.onChange} groups={groups} names={names} />}
      />
      <FieldError
        id={`${id}-plan-e`}
        message={errors.plan?.message ?? errors.plan?.root?.message ?? errors.plan?.find?.((d) => d?.therapies)?.therapies?.message}
      />
      <FormActions busy={busy} save={t('staff.res.save')} cancel={t('staff.res.cancel')} onCancel={onDone} span="" />
    </form>
  );
}

/** The days of a plan: each day's therapies (add from a grouped list, remove), add, copy or remove a day. */
function PlanEditor({
  plan,
  onChange,
  groups,
  names,
}: {
  plan: Plan;
  onChange: (next: Plan) => void;
  groups: TherapyGroup[];
  names: Record<string, string>;
}) {
  const { t } = useT();
  const set = (days: string[][]) => onChange(days.map((therapies, i) => ({ day: i + 1, therapies })));
  const days = plan.map((d) => d.therapies);
  return (
    <fieldset>
      <legend className={labelClass}>{t('staff.templates.plan')}</legend>
      <ol className="space-y-2">
        {days.map((therapies, i) => {
          const day = i + 1;
          return (
            <DayRow
              key={day}
              day={day}
              therapies={therapies}
              canRemove={days.length > 1}
              groups={groups}
              names={names}
              onChange={(next) => set(days.map((d, j) => (j === i ? next : d)))}
              onCopy={() => set([...days, [...therapies]])}
              onRemove={() => set(days.filter((_, j) => j !== i))}
            />
          );
        })}
      </ol>
      <Button variant="outline" className="mt-2" onClick={() => set([...days, []])}>
        {t('staff.templates.addDay')}
      </Button>
    </fieldset>
  );
}

/** One day of a plan: its therapies, a list to add one, copy and remove buttons. */
function DayRow({
  day,
  therapies,
  canRemove,
  groups,
  names,
  onChange,
  onCopy,
  onRemove,
}: {
  day: number;
  therapies: string[];
  canRemove: boolean;
  groups: TherapyGroup[];
  names: Record<string, string>;
  onChange: (next: string[]) => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-2 font-semibold text-stone-900">{t('staff.templates.day', { day })}</h3>
        {therapies.length ? null : <span className="text-sm text-stone-700">{t('staff.templates.restDay')}</span>}
        {therapies.map((slug, k) => (
          <span
            key={`${slug}-${k}`}
            className="inline-flex items-center rounded-full bg-brand-50 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
          >
            {names[slug] ?? slug}
            <button
              type="button"
              className="ml-1 inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
              onClick={() => onChange(therapies.filter((_, m) => m !== k))}
              aria-label={t('staff.templates.removeTherapy', { therapy: names[slug] ?? slug, day })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-${day}-add`} className="sr-only">
          {t('staff.templates.addTherapy', { day })}
        </label>
        <select
          id={`${id}-${day}-add`}
          className={`${inputClass.replace('w-full', 'w-full sm:w-auto')} sm:min-w-72`}
          value=""
          disabled={therapies.length >= 6}
          onChange={(e) => e.target.value && onChange([...therapies, e.target.value])}
        >
          <option value="">{t('staff.templates.addTherapy', { day })}</option>
          {groups.map((g) => (
            <optgroup key={g.title} label={g.title}>
              {g.slugs.map((s) => (
                <option key={s} value={s}>
                  {names[s]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Button size="sm" variant="ghost" onClick={onCopy}>
          {t('staff.templates.copyDay', { day })}
        </Button>
        {canRemove ? (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {t('staff.templates.removeDay', { day })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
