import { Link } from 'react-router';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import type { VisitSummary } from '@core/clinical/visit-summary';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { AppointmentCard } from '~/features/consultations/card/appointment-card';
import { PrescriptionBlock } from '~/features/consultations/card/appointment-details-dialog';
import { useNow } from '~/features/consultations/card/use-now';
import { VisitSummaryBlock } from '~/features/consultations/card/visit-summary-block';

/** /history: completed, cancelled and missed consultations, newest first, with visit summaries, prescriptions and feedback links. */
export function HistoryView({
  consultations,
  serverNow,
  summaries = {},
}: {
  consultations: PatientConsultation[];
  serverNow: string;
  /** Each completed visit's summary (decision 0065), by consultation id. */
  summaries?: Record<string, VisitSummary>;
}) {
  const { t } = useT();
  const now = useNow(serverNow);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('consultations.history.title')}</h1>
          <p className="mt-1 text-stone-700">{t('consultations.history.intro')}</p>
        </div>
        <Link to="/appointments" className={buttonClasses('outline', 'sm')}>
          {t('consultations.history.current')}
        </Link>
      </div>
      {consultations.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
          <p className="font-medium text-stone-800">{t('consultations.history.empty')}</p>
          <Link to="/book-consultation" className={buttonClasses('primary', 'sm', 'mt-4')}>
            {t('consultations.bookNew')}
          </Link>
        </div>
      ) : (
        <HydratedFieldset>
          <ol className="mt-8 grid gap-4">
            {consultations.map((c) => (
              <li key={c._id}>
                <AppointmentCard consultation={c} now={now} showActions={false}>
                  {summaries[c._id] && <VisitSummaryBlock summary={summaries[c._id]!} doctorId={c.doctor.doctorId} />}
                  {c.status === 'completed' && c.prescription && (
                    <div className="mt-4 border-t border-stone-200 pt-1">
                      <PrescriptionBlock consultation={c} />
                    </div>
                  )}
                </AppointmentCard>
              </li>
            ))}
          </ol>
        </HydratedFieldset>
      )}
    </div>
  );
}
