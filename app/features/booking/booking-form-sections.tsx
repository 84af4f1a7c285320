/** The sections of the booking form (booking-form.tsx), each reading the form's state from `b` (use-booking-form.ts). */
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { paymentPath } from '@core/booking/consultation-id';
import { CONSULTATION_TYPES, DEPARTMENTS, LIMITS } from '@core/constants';
import { formatDate } from '~/features/consultations/format';
import { useT } from '~/i18n/provider';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { TypedText } from '~/ui/typed-text';
import { FieldError, Section, selectClass } from './form-parts';
import { NoticeChannelChoice } from '~/features/consultations/notice-channel-choice';
import { TimeSlots } from './time-slots';
import { loadCalendar, type BookingFormState } from './use-booking-form';

const SlotCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.SlotCalendar })));

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

export function TypeSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  return (
    <Section title={t('booking.consultationType')} id={b.ids.type} as="fieldset">
      <div className="grid gap-2 sm:grid-cols-3">
        {CONSULTATION_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              choiceClass,
              b.values.consultationType === type
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              value={type}
              defaultChecked={b.start.consultationType === type}
              {...b.form.register('consultationType', { onChange: () => b.form.clearErrors('consultationType') })}
              className="choice h-4 w-4"
            />
            {consultationTypeLabel(type, t)}
          </label>
        ))}
      </div>
      <FieldError message={b.errorOf('consultationType')} />
    </Section>
  );
}

/** Department and doctor. Before the page's code runs the doctor list is not narrowed by a department chosen since. */
export function DoctorSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const { ids, values, doctor } = b;
  const listed = b.hydrated || values.department ? b.departmentDoctors : b.doctors;
  const fee = doctor && values.consultationType ? doctor.fees[values.consultationType] : undefined;
  return (
    <Section title={t('booking.doctorSection')} id={ids.doctor}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids.dept}-select`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('booking.department')}
          </label>
          <select
            id={`${ids.dept}-select`}
            name="department"
            className={selectClass(!!b.errorOf('department'))}
            value={values.department}
            onChange={(e) => b.onDepartment(e.target.value)}
            aria-invalid={!!b.errorOf('department')}
            aria-describedby={b.errorOf('department') ? `${ids.dept}-error` : undefined}
          >
            <option value="">{t('booking.chooseDepartment')}</option>
            {DEPARTMENTS.map((d) => (
              <option key={d} value={d}>
                {departmentLabel(d, t)}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.dept}-error`} message={b.errorOf('department')} />
        </div>
        <div>
          <label htmlFor={`${ids.doctor}-select`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('booking.doctor')}
          </label>
          <select
            id={`${ids.doctor}-select`}
            name="doctorId"
            className={selectClass(!!b.errorOf('doctorId') || b.doctorMissing)}
            value={values.doctorId}
            onChange={(e) => b.onDoctor(e.target.value)}
            disabled={b.hydrated && !values.department}
            aria-invalid={!!b.errorOf('doctorId') || b.doctorMissing}
            aria-describedby={`${ids.doctor}-error`}
          >
            <option value="">{t('booking.chooseDoctor')}</option>
            {listed.map((d) => (
              <option key={d._id} value={d._id}>
                {d.name}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.doctor}-error`} message={b.doctorMissing ? 'booking.doctorNotFound' : b.errorOf('doctorId')} />
          {values.department && b.departmentDoctors.length === 0 && (
            <p className="mt-1 text-sm text-stone-700">{t('booking.noDoctorsInDepartment')}</p>
          )}
        </div>
      </div>
      {doctor && (
        <p className="mt-3 text-sm text-stone-700">
          <TypedText text={doctor.specialization.join(', ')} />
          {fee !== undefined && <span className="ml-2 font-semibold text-brand-900">{t('booking.fee', { amount: fee })}</span>}
        </p>
      )}
      {values.consultationType === 'Follow-up' && <PreviousConsultation b={b} />}
    </Section>
  );
}

function PreviousConsultation({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const id = b.ids.prev;
  const error = b.errorOf('previousConsultationId');
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {t('booking.previousConsultationId')}
      </label>
      <input
        id={id}
        defaultValue={b.start.previousConsultationId}
        {...b.form.register('previousConsultationId', { onChange: () => b.form.clearErrors('previousConsultationId') })}
        autoComplete="off"
        spellCheck={false}
        className={cn(selectClass(!!error), 'font-mono uppercase')}
        aria-invalid={!!error}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t('booking.previousConsultationHint')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The date (calendar once hydrated; before, the free dates the server listed) and the free times of it. */
export function DateSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const { ids, values } = b;
  return (
    <Section title={t('booking.date')} id={ids.date}>
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <div>
          {b.hydrated ? <DateCalendar b={b} /> : <DateList b={b} />}
          <FieldError message={b.errorOf('date')} />
        </div>
        <div>
          <h3 id={ids.slot} className="mb-2 text-base font-semibold text-brand-900">
            {t('booking.timeSlot')}
          </h3>
          {!values.date ? (
            <p className="text-sm text-stone-700">{t('booking.chooseDateFirst')}</p>
          ) : b.freeSlots.length === 0 ? (
            <p className="text-sm text-stone-700">{t('booking.noFreeSlots')}</p>
          ) : (
            <TimeSlots
              slots={b.freeSlots}
              value={values.timeSlot}
              onChange={(s) => b.pick('timeSlot', s)}
              name="timeSlot"
              labelledBy={ids.slot}
              describedBy={`${ids.slot}-error`}
            />
          )}
          <FieldError id={`${ids.slot}-error`} message={b.errorOf('timeSlot')} />
        </div>
      </div>
    </Section>
  );
}

function DateCalendar({ b }: { b: BookingFormState }) {
  const { t, tm } = useT();
  const { availability } = b;
  const loading = (
    <p className="text-sm text-stone-700" role="status">
      {t('booking.loadingSlots')}
    </p>
  );
  return (
    <>
      {!b.values.doctorId && <p className="text-sm text-stone-700">{t('booking.chooseDoctorFirst')}</p>}
      {availability.status === 'loading' && loading}
      {availability.status === 'error' && (
        <div role="alert" className="text-sm text-red-800">
          {tm(availability.message)}{' '}
          <button type="button" onClick={b.reload} className="font-semibold underline">
            {t('booking.retry')}
          </button>
        </div>
      )}
      {availability.status === 'ready' && (
        <Suspense fallback={loading}>
          <SlotCalendar
            availability={availability.data}
            selected={b.values.date || undefined}
            labelledBy={b.ids.date}
            onSelect={(date) => {
              b.pick('date', date ?? '');
              b.pick('timeSlot', '');
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Before the page's code runs: the free dates as a list, and 'Show free times' to ask the page again with the choices. */
function DateList({ b }: { b: BookingFormState }) {
  const { t, locale } = useT();
  const days = b.days.filter((d) => d.slots.length > 0);
  return (
    <div className="space-y-3">
      {days.length > 0 ? (
        <select
          name="date"
          aria-labelledby={b.ids.date}
          className={selectClass(!!b.errorOf('date'))}
          value={b.values.date}
          onChange={(e) => b.pick('date', e.target.value)}
        >
          <option value="">{t('booking.chooseDay')}</option>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDate(d.date, locale)}
            </option>
          ))}
        </select>
      ) : (
        <p className="text-sm text-stone-700">{t('booking.showSlotsHint')}</p>
      )}
      <Button type="submit" variant="outline" formMethod="get" formAction="/book-consultation" formNoValidate name="step" value="slots">
        {t('booking.showSlots')}
      </Button>
    </div>
  );
}

export function ModeSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  return (
    <Section title={t('booking.mode')} id={b.ids.mode} as="fieldset">
      <div className="inline-flex rounded-full border border-stone-300 bg-white p-1">
        {(['offline', 'online'] as const).map((mode) => (
          <label
            key={mode}
            className={cn(
              'cursor-pointer rounded-full px-5 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              b.values.mode === mode ? 'bg-brand-700 text-white' : 'text-stone-800',
            )}
          >
            <input type="radio" value={mode} defaultChecked={b.start.mode === mode} {...b.form.register('mode')} className="sr-only" />
            {t(mode === 'offline' ? 'booking.modeOffline' : 'booking.modeOnline')}
          </label>
        ))}
      </div>
    </Section>
  );
}

export function SymptomsSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const id = b.ids.symptoms;
  return (
    <Section title={t('booking.symptoms')} id={id} hideTitle>
      <label htmlFor={`${id}-input`} className="mb-1 block text-base font-semibold text-brand-900">
        {t('booking.symptoms')}
      </label>
      <textarea
        id={`${id}-input`}
        defaultValue={b.start.symptoms}
        {...b.form.register('symptoms', { onChange: () => b.form.clearErrors('symptoms') })}
        rows={4}
        maxLength={LIMITS.symptomsMax}
        placeholder={t('booking.symptomsPlaceholder')}
        className={selectClass(!!b.errorOf('symptoms'), true)}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-600">
        {t('booking.symptomsCount', { count: (b.values.symptoms ?? '').length, max: LIMITS.symptomsMax })}
      </p>
      <FieldError message={b.errorOf('symptoms')} />
    </Section>
  );
}

/** A booking rule's message, 'Confirm Booking' (enabled until the page's code runs) and what is still missing. */
/** After a lost answer (decision 0042): what My Appointments says, and 'Try again' with the same key. */
function BookingRecoveryNotice({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const recovery = b.recovery;
  if (!recovery) return null;
  if (recovery.state === 'checking') {
    return (
      <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {t('booking.unreachable.checking')}
      </p>
    );
  }
  if (recovery.state === 'found') {
    return (
      <div role="alert" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-900">
        <p>{t('booking.unreachable.found')}</p>
        <p className="mt-2 flex flex-wrap gap-3">
          <Link to={paymentPath(recovery.consultationId)} className="font-semibold underline">
            {t('booking.unreachable.pay')}
          </Link>
          <Link to="/appointments" className="font-semibold underline">
            {t('booking.limit.seeBookings')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      <p>{t('booking.unreachable.retry')}</p>
      <Button type="button" variant="outline" size="sm" className="mt-2" disabled={b.busy} onClick={b.retry}>
        {t('booking.unreachable.tryAgain')}
      </Button>
    </div>
  );
}

export function SubmitRow({ b, hint }: { b: BookingFormState; hint: string }) {
  const { t } = useT();
  const blocked = b.hydrated && (b.busy || b.missing.length > 0);
  return (
    <>
      {b.ruleMessage && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {b.ruleMessage}{' '}
          <Link to="/appointments" className="font-semibold underline">
            {t('booking.limit.seeBookings')}
          </Link>
        </div>
      )}
      <BookingRecoveryNotice b={b} />
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={blocked} aria-describedby={b.missing.length ? b.ids.hint : undefined}>
          {b.busy ? t('booking.booking') : t('booking.confirm')}
        </Button>
        {b.missing.length > 0 && (
          <p id={b.ids.hint} className="text-sm text-stone-700">
            {hint}
          </p>
        )}
      </div>
    </>
  );
}

/** SMS, WhatsApp or both, with the WhatsApp consent; the patient's saved choice to start with. */
export function NoticeChannelSection({ b }: { b: BookingFormState }) {
  const { t } = useT();
  const id = useId();
  return (
    <Section title={t('channels.title')} id={id} as="fieldset">
      <NoticeChannelChoice
        id={id}
        selected={b.values.noticeChannel}
        radio={(channel) => ({
          defaultChecked: b.start.noticeChannel === channel,
          ...b.form.register('noticeChannel', { onChange: () => b.form.clearErrors('noticeChannel') }),
        })}
      />
      <FieldError message={b.errorOf('noticeChannel')} />
    </Section>
  );
}
