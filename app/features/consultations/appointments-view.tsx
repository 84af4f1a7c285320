import { CalendarCheck, CheckCircle2, IndianRupee, Info } from '~/ui/icons';
import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { isActive } from '@core/consultations/rules';
import type { PatientConsultation } from '@core/schemas/booking/consultation-views';
import type { VisitSummary } from '@core/clinical/visit-summary';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';
import { AppointmentCard } from '~/features/consultations/card/appointment-card';
import { formatRupees } from '@core/money';
import { useNow } from '~/features/consultations/card/use-now';
import { VisitSummaryBlock } from '~/features/consultations/card/visit-summary-block';

const TABS = [
  { value: 'all', label: 'consultations.tabs.all', keep: () => true },
  { value: 'upcoming', label: 'consultations.tabs.upcoming', keep: (c: PatientConsultation) => isActive(c) },
  { value: 'completed', label: 'consultations.tabs.completed', keep: (c: PatientConsultation) => c.status === 'completed' },
  { value: 'cancelled', label: 'consultations.tabs.cancelled', keep: (c: PatientConsultation) => c.status === 'cancelled' },
] as const satisfies readonly { value: string; label: MessageKey; keep: (c: PatientConsultation) => boolean }[];

/** `children` come before the consultations' tabs (the patient's therapy requests). */
export function AppointmentsView({
  consultations,
  serverNow,
  programmes,
  summaries = {},
  children,
}: {
  consultations: PatientConsultation[];
  serverNow: string;
  /** Each completed visit's summary (decision 0065), by consultation id. */
  summaries?: Record<string, VisitSummary>;
  /** The patient's therapy programmes (app/features/programmes), shown above the consultations. */
  programmes?: (now: Date) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useT();
  const now = useNow(serverNow);
  const upcoming = consultations.filter(TABS[1].keep).length;
  const completed = consultations.filter(TABS[2].keep).length;
  const paid = consultations.filter((c) => c.paymentStatus === 'paid').reduce((sum, c) => sum + c.amount, 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('consultations.appointments.title')}</h1>
          <p className="mt-1 text-stone-700">{t('consultations.appointments.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/history" className={buttonClasses('outline', 'sm')}>
            {t('nav.history')}
          </Link>
          <Link to="/book-consultation" className={buttonClasses('primary', 'sm')}>
            {t('consultations.bookNew')}
          </Link>
        </div>
      </div>

      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        <Stat icon={<CalendarCheck aria-hidden className="h-6 w-6" />} label={t('consultations.stats.upcoming')} value={String(upcoming)} />
        <Stat
          icon={<CheckCircle2 aria-hidden className="h-6 w-6" />}
          label={t('consultations.stats.completed')}
          value={String(completed)}
        />
        <Stat
          icon={<IndianRupee aria-hidden className="h-6 w-6" />}
          label={t('consultations.stats.totalAmount')}
          value={formatRupees(paid)}
          hint={t('consultations.stats.totalAmountHint')}
        />
      </dl>

      <p className="mt-6 flex gap-3 rounded-xl border border-earth-200 bg-earth-50 p-4 text-sm text-earth-900">
        <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        {t('consultations.notice')}
      </p>

      {programmes?.(now)}
      {children}

      {/* The tabs and each card's buttons (details, reschedule, cancel, video call) wait for the page's code. */}
      <AppointmentTabs consultations={consultations} now={now} summaries={summaries} />
    </div>
  );
}

/** The tabs (all, upcoming, completed, cancelled) with their counts, each listing its cards. */
function AppointmentTabs({
  consultations,
  now,
  summaries,
}: {
  consultations: PatientConsultation[];
  now: Date;
  summaries: Record<string, VisitSummary>;
}) {
  const { t } = useT();
  return (
    <HydratedFieldset>
      <Tabs.Root defaultValue="all" className="mt-6">
        <Tabs.List
          aria-label={t('consultations.tabs.label')}
          className="grid grid-cols-2 gap-1 rounded-3xl bg-stone-100 p-1 sm:grid-cols-4 sm:rounded-full"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="h-10 whitespace-nowrap rounded-full px-4 text-sm font-medium text-stone-700 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
            >
              {t(tab.label)} <span className="text-stone-600">({consultations.filter(tab.keep).length})</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => {
          const list = consultations.filter(tab.keep);
          return (
            <Tabs.Content key={tab.value} value={tab.value} className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-700">
              {list.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-stone-300 p-10 text-center">
                  <p className="font-medium text-stone-800">{t('consultations.empty')}</p>
                  <Link to="/book-consultation" className={buttonClasses('primary', 'sm', 'mt-4')}>
                    {t('consultations.bookNew')}
                  </Link>
                </div>
              ) : (
                <div className="grid gap-4">
                  {list.map((c) => (
                    <AppointmentCard key={c._id} consultation={c} now={now}>
                      {summaries[c._id] && <VisitSummaryBlock summary={summaries[c._id]!} doctorId={c.doctor.doctorId} />}
                    </AppointmentCard>
                  ))}
                </div>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </HydratedFieldset>
  );
}

function Stat({ icon, label, value, hint }: { icon: React.ReactNode; label: string; value: string; hint?: string }) {
  return (
    <div className="relative rounded-2xl border border-stone-200 bg-white p-4 pl-20 shadow-sm">
      <dt className="text-sm text-stone-700">
        <span className="absolute top-1/2 left-4 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          {icon}
        </span>
        {label}
        {hint && <span className="sr-only"> ({hint})</span>}
      </dt>
      <dd className="text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
