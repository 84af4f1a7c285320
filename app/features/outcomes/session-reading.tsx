/**
 * A therapist records a reading at a session they give (decision 0068): folded under "Record a
 * reading"; opening it fetches the patient's chosen measures (their names and ranges, no history).
 */
import { useState } from 'react';
import type { MeasureView } from '@core/clinical/outcomes';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { RecordReadingForm } from './outcome-forms';

export function SessionReading({ sessionId, patient }: { sessionId: string; patient: string }) {
  const { t } = useT();
  const [measures, setMeasures] = useState<MeasureView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = async () => {
    if (measures) return;
    try {
      setMeasures((await api<{ measures: MeasureView[] }>(`/staff/sessions/${sessionId}/outcome-measures`)).data.measures);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <details className="mt-3 w-full text-sm" onToggle={(e) => (e.currentTarget.open ? void load() : undefined)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">
        {t('staff.outcomes.recordFor', { name: patient })}
      </summary>
      <div className="mt-2 max-w-md">
        {problem ? (
          <p role="alert" className="text-red-800">
            {problem}
          </p>
        ) : measures === null ? (
          <p role="status">{t('staff.outcomes.loading')}</p>
        ) : measures.length ? (
          <RecordReadingForm path={`/staff/sessions/${sessionId}/outcome-readings`} measures={measures} withDate={false} />
        ) : (
          <p>{t('staff.outcomes.noneAtSession')}</p>
        )}
      </div>
    </details>
  );
}
