import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { fromClinicLocalInput, toClinicLocalInput } from '@core/booking/slots';
import { EventFormSchema, type EventForm } from '@core/schemas/staff/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { FormActions, Field, TextareaField } from '~/ui/forms/forms';
import { DateTimeFormField } from '~/ui/forms/date-field';

export function EventFormView({ eventId, initial, onDone }: { eventId: string | null; initial: EventForm; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const form = useForm<EventForm>({
    resolver: zodResolver(EventFormSchema) as never,
    defaultValues: {
      ...initial,
      startsAt: toClinicLocalInput(initial.startsAt || null),
      endsAt: toClinicLocalInput(initial.endsAt ?? null),
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-3 md:grid-cols-2"
      onSubmit={form.handleSubmit(async (values) => {
        const body = {
          ...values,
          startsAt: fromClinicLocalInput(values.startsAt),
          endsAt: values.endsAt ? fromClinicLocalInput(values.endsAt) : undefined,
        };
        const res = await run(
          () => (eventId ? api(`/staff/events/${eventId}`, { method: 'PUT', body }) : api('/staff/events', { body })),
          t('staff.saved'),
        );
        if (res) onDone();
      })}
    >
      <EventDetailsFields form={form} errors={errors} id={id} />
      <EventScheduleFields form={form} errors={errors} id={id} />
      <FormActions busy={busy} save={t('staff.events.save')} cancel={t('staff.close')} onCancel={onDone} />
    </form>
  );
}

type FieldsProps = { form: UseFormReturn<EventForm>; errors: FieldErrors<EventForm>; id: string };

/** Title, description, kind and location. */
function EventDetailsFields({ form, errors, id }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <Field
        className="md:col-span-2"
        label={t('staff.events.eventTitle')}
        error={errors.title?.message}
        inputProps={form.register('title')}
      />
      <TextareaField
        className="md:col-span-2"
        label={t('staff.events.description')}
        error={errors.description?.message}
        textareaProps={{ rows: 3, ...form.register('description') }}
      />
      <div>
        <label htmlFor={`${id}-kind`} className={labelClass}>
          {t('staff.events.kind')}
        </label>
        <select id={`${id}-kind`} className={inputClass} {...form.register('kind')}>
          {(['camp', 'workshop', 'talk'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`staff.events.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('staff.events.location')} error={errors.location?.message} inputProps={form.register('location')} />
    </>
  );
}

/** Start, end, language and the published flag. */
function EventScheduleFields({ form, errors, id }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <Controller
        control={form.control}
        name="startsAt"
        render={({ field }) => (
          <DateTimeFormField
            label={t('staff.events.starts')}
            error={errors.startsAt?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="endsAt"
        render={({ field }) => (
          <DateTimeFormField
            label={t('staff.events.ends')}
            error={errors.endsAt?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <div>
        <label htmlFor={`${id}-lang`} className={labelClass}>
          {t('staff.blog.language')}
        </label>
        <select id={`${id}-lang`} className={inputClass} {...form.register('language')}>
          <option value="en">{t('staff.lang.en')}</option>
          <option value="hi">{t('staff.lang.hi')}</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" className="choice h-5 w-5" {...form.register('published')} />
        {t('staff.events.published')}
      </label>
    </>
  );
}
