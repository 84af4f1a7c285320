/**
 * The desk makes an open request into a programme (decision 0076): from which day, for how many
 * days (the therapy once a day, in the time of day the patient asked for), and the patient's
 * gender for the therapists. The programme's page then books it through the one accept path.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, clinicDate } from '@core/booking/slots';
import { GENDERS, type Gender } from '@core/constants';
import { useT } from '~/i18n/provider';
import { api, type ApiError } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Button } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { controlClass, FieldError, labelClass } from '~/ui/forms/forms';

export function RequestProgrammeForm({
  requestId,
  label,
  gender,
}: {
  requestId: string;
  /** Names the patient and the therapy, for the form and its button. */
  label: string;
  gender: Gender | null;
}) {
  const { t } = useT();
  const id = useId();
  const { startDate, setStartDate, sessions, setSessions, patientGender, setPatientGender, errors, submit, busy } = useRequestProgramme(
    requestId,
    gender,
  );
  const field = (name: string) => ({ id: `${id}-${name}`, error: errors[name] });
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="mt-3 grid gap-3 border-t border-stone-200 pt-3 sm:grid-cols-3">
      <Labelled {...field('startDate')} label={t('staff.therapyRequests.startDate')}>
        {(aria) => (
          <DateField
            id={`${id}-startDate`}
            value={startDate}
            onChange={setStartDate}
            inputClassName={controlClass(!!errors.startDate)}
            invalid={aria['aria-invalid']}
            describedBy={aria['aria-describedby']}
          />
        )}
      </Labelled>
      <Labelled {...field('sessions')} label={t('staff.therapyRequests.sessions')}>
        {(aria) => (
          <input
            id={`${id}-sessions`}
            type="number"
            inputMode="numeric"
            min={1}
            max={21}
            className={controlClass(!!errors.sessions)}
            value={sessions}
            {...aria}
            onChange={(e) => setSessions(e.target.value)}
          />
        )}
      </Labelled>
      <Labelled {...field('patientGender')} label={t('staff.prescribe.gender')}>
        {(aria) => (
          <select
            id={`${id}-patientGender`}
            className={controlClass(!!errors.patientGender)}
            value={patientGender}
            {...aria}
            onChange={(e) => setPatientGender(e.target.value)}
          >
            <option value="">{t('staff.therapyRequests.chooseGender')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`staff.prescribe.gender.${g}`)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={busy} aria-label={t('staff.therapyRequests.makeProgrammeFor', { name: label })}>
          {t('staff.therapyRequests.makeProgramme')}
        </Button>
      </div>
    </form>
  );
}

/** A label, the control it names (given its aria attributes) and the field's error under it. */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-e` } : {})}
      <FieldError id={`${id}-e`} message={error} />
    </div>
  );
}

/** The form's state and its submission: the programme made, then its page. */
function useRequestProgramme(requestId: string, gender: Gender | null) {
  const navigate = useNavigate();
  const { run, busy } = useAction();
  const [startDate, setStartDate] = useState(() => addDays(clinicDate(new Date()), 1));
  const [sessions, setSessions] = useState('7');
  const [patientGender, setPatientGender] = useState<string>(gender ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    await run(
      () =>
        api<{ programmeId: string }>(`/staff/therapy-requests/${requestId}/programme`, {
          method: 'POST',
          body: { startDate, sessions: Number(sessions), patientGender },
        }),
      {
        success: (r) => r.message,
        keepBusy: true,
        revalidate: false,
        onSuccess: (r) => void navigate(`/staff/programmes/${r.data.programmeId}`),
        onError: (e) => {
          const fields = (e as ApiError).errors ?? {};
          setErrors(fields);
          return Object.keys(fields).length > 0;
        },
      },
    );
  };
  return { startDate, setStartDate, sessions, setSessions, patientGender, setPatientGender, errors, submit, busy };
}
