import { Building2, CalendarDays, Clock, Stethoscope, Video } from '~/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useNavigation } from 'react-router';
import { z } from 'zod';
import { STATUS_TONE } from '@core/consultations/patient-view';
import type { TrackedConsultation } from '@core/schemas/booking/consultation-views';
import { TrackingIdSchema } from '@core/schemas/booking/consultation-views';
import { consultationTypeLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { TypedText } from '~/ui/typed-text';
import { useViewer } from '~/shell/root-data';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { controlClass, FieldError } from '~/ui/forms/forms';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { toast } from '~/ui/toast';
import { formatDate } from './format';
import { formatSlotTime } from '@core/i18n/clinic-time';
import { PaymentStatusText, TONE_CLASSES } from './status-badge';
import { AddToCalendar } from '~/features/consultations/card/add-to-calendar';

export type TrackingResult =
  { kind: 'none' } | { kind: 'found'; consultation: TrackedConsultation } | { kind: 'not-found' } | { kind: 'error'; message: string };

/** The lookup form: the id as typed, checked by the schema the page's loader reads it with. */
const TrackFormSchema = z.object({ id: TrackingIdSchema });

export function TrackingView({ initialId, result }: { initialId: string; result: TrackingResult }) {
  const { t } = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname.startsWith('/consultation/');
  const form = useForm<z.input<typeof TrackFormSchema>>({ resolver: zodResolver(TrackFormSchema), values: { id: initialId } });
  const error = form.formState.errors.id?.message;

  useEffect(() => {
    if (result.kind === 'error') toast.error(result.message || t('consultations.fetchFailed'));
  }, [result, t]);

  const submit = form.handleSubmit(({ id }) => navigate(`/consultation/${encodeURIComponent(id.replace(/\s+/g, ''))}`));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('consultations.track.title')}</h1>
      <p className="mt-2 text-stone-700">{t('consultations.track.intro')}</p>
      <HydratedFieldset>
        <form onSubmit={submit} noValidate className="mt-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <label htmlFor="consultation-id" className="block font-medium text-stone-900">
            {t('consultations.track.idLabel')}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="consultation-id"
              {...form.register('id', { onChange: () => form.clearErrors('id') })}
              autoComplete="off"
              spellCheck={false}
              placeholder="7K3QD-9M2XW-4HB8T-NRC5Y"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'consultation-id-error' : undefined}
              className={cn(
                controlClass(Boolean(error)),
                'min-w-0 font-mono uppercase tracking-wide placeholder:normal-case placeholder:text-stone-500 sm:flex-1',
              )}
            />
            <Button type="submit" disabled={busy}>
              {busy ? t('consultations.track.fetching') : t('consultations.track.fetch')}
            </Button>
          </div>
          <FieldError id="consultation-id-error" message={error} />
        </form>
      </HydratedFieldset>

      <div aria-live="polite">
        {result.kind === 'not-found' && (
          <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
            {t('consultations.notFound')}
          </p>
        )}
        {result.kind === 'error' && (
          <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
            {result.message || t('consultations.fetchFailed')}
          </p>
        )}
        {result.kind === 'found' && <TrackedDetails consultation={result.consultation} />}
      </div>
    </div>
  );
}

function TrackedDetails({ consultation: c }: { consultation: TrackedConsultation }) {
  const { t, locale } = useT();
  const viewer = useViewer();
  const ModeIcon = c.mode === 'online' ? Video : Building2;
  return (
    <section aria-labelledby="tracked-heading" className="mt-8 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2 id="tracked-heading" className="sr-only">
        {t('consultations.track.details')}
      </h2>
      <p role="status" className={cn('px-4 py-3 font-semibold ring-1 ring-inset sm:px-6', TONE_CLASSES[STATUS_TONE[c.status]])}>
        {t(`consultations.status.${c.status}`)}: {t(`consultations.banner.${c.status}`)}
      </p>
      <dl className="grid gap-x-6 gap-y-4 p-4 sm:grid-cols-2 sm:p-6">
        <Field label={t('consultations.field.id')}>
          <span className="font-mono tracking-wide">{c.displayId}</span>
        </Field>
        <Field label={t('consultations.field.name')}>{c.name}</Field>
        <Field label={t('consultations.field.paymentStatus')}>
          <PaymentStatusText status={c.paymentStatus} atClinic={c.payAtClinic} />
        </Field>
        <Field label={t('consultations.field.mode')}>
          <WithIcon icon={ModeIcon}>{t(`consultations.mode.${c.mode}`)}</WithIcon>
        </Field>
        <Field label={t('consultations.field.date')}>
          <WithIcon icon={CalendarDays}>{formatDate(c.date, locale)}</WithIcon>
        </Field>
        <Field label={t('consultations.field.time')}>
          <WithIcon icon={Clock}>{formatSlotTime(c.timeSlot, locale)}</WithIcon>
        </Field>
        <Field label={t('consultations.field.doctor')}>
          <WithIcon icon={Stethoscope}>{c.doctor.doctorName}</WithIcon>
        </Field>
        <Field label={t('consultations.field.type')}>{consultationTypeLabel(c.consultationType, t)}</Field>
        {c.fullView && (
          <Field label={t('consultations.field.symptoms')} className="sm:col-span-2">
            {c.symptoms ? <TypedText text={c.symptoms} /> : t('consultations.noSymptoms')}
          </Field>
        )}
      </dl>
      {c.fullView && <AddToCalendar consultation={c} className="px-4 pb-4 sm:px-6" />}
      <div className="border-t border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700 sm:px-6">
        {c.fullView && viewer?.kind === 'patient' ? (
          <Link to="/appointments" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
            {t('nav.currentAppointments')}
          </Link>
        ) : c.fullView ? null : (
          <p>{t('consultations.track.partialNote')}</p>
        )}
      </div>
    </section>
  );
}

/** A value after its icon (mode, date, time, doctor). */
function WithIcon({
  icon: Icon,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  children: React.ReactNode;
}) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon aria-hidden className="h-5 w-5 text-brand-700" />
      {children}
    </span>
  );
}

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}
