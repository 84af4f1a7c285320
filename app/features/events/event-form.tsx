import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { fromClinicLocalInput, toClinicLocalInput } from '@core/booking/slots';
import { EventFormSchema, type EventForm } from '@core/schemas/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { FieldError, inputClass, labelClass, textareaClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';

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
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('staff.events.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('staff.close')}
        </Button>
      </div>
    </form>
  );
}

type FieldsProps = { form: UseFormReturn<EventForm>; errors: FieldErrors<EventForm>; id: string };

/** Title, description, kind and location. */
function EventDetailsFields({ form, errors, id }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-title`} className={labelClass}>
          {t('staff.events.eventTitle')}
        </label>
        <input
          id={`${id}-title`}
          className={inputClass}
          aria-invalid={!!errors.title}
          aria-describedby={`${id}-title-e`}
          {...form.register('title')}
        />
        <FieldError id={`${id}-title-e`} message={errors.title?.message} />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-desc`} className={labelClass}>
          {t('staff.events.description')}
        </label>
        <textarea
          id={`${id}-desc`}
          rows={3}
          className={textareaClass}
          aria-invalid={!!errors.description}
          aria-describedby={`${id}-desc-e`}
          {...form.register('description')}
        />
        <FieldError id={`${id}-desc-e`} message={errors.description?.message} />
      </div>
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
      <div>
        <label htmlFor={`${id}-loc`} className={labelClass}>
          {t('staff.events.location')}
        </label>
        <input
          id={`${id}-loc`}
          className={inputClass}
          aria-invalid={!!errors.location}
          aria-describedby={`${id}-loc-e`}
          {...form.register('location')}
        />
        <FieldError id={`${id}-loc-e`} message={errors.location?.message} />
      </div>
    </>
  );
}

/** Start, end, language and the published flag. */
function EventScheduleFields({ form, errors, id }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-start`} className={labelClass}>
          {t('staff.events.starts')}
        </label>
        <input
          id={`${id}-start`}
          type="datetime-local"
          className={inputClass}
          aria-invalid={!!errors.startsAt}
          aria-describedby={`${id}-start-e`}
          {...form.register('startsAt')}
        />
        <FieldError id={`${id}-start-e`} message={errors.startsAt?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-end`} className={labelClass}>
          {t('staff.events.ends')}
        </label>
        <input
          id={`${id}-end`}
          type="datetime-local"
          className={inputClass}
          aria-invalid={!!errors.endsAt}
          aria-describedby={`${id}-end-e`}
          {...form.register('endsAt')}
        />
        <FieldError id={`${id}-end-e`} message={errors.endsAt?.message} />
      </div>
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
