/**
 * Prescribed programmes: those waiting for reception's acceptance first, then the
 * accepted ones, then the rest; each with the patient, start date, length and deposit status.
 */
import { Link } from 'react-router';
import type { DepositStatus } from '@core/constants';
import { formatClinicDate } from '@core/i18n/clinic-time';
import type { MessageKey } from '@core/i18n/catalog';
import type { listProgrammes } from '@server/modules/programmes/desk/accept.server';
import { useT } from '~/i18n/provider';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';

/** A row of the list, as the server loads it (listProgrammes). */
type ProgrammeRow = Awaited<ReturnType<typeof listProgrammes>>[number];

export const DEPOSIT_CLASSES: Record<DepositStatus, string> = {
  due: 'bg-stone-100 text-stone-800 ring-stone-300',
  claimed: 'bg-orange-100 text-orange-900 ring-orange-300',
  paid: 'bg-green-100 text-green-900 ring-green-300',
};

export function clinicDay(date: string, intl: string) {
  return formatClinicDate(date, intl, { dateStyle: 'medium' });
}

function Group({ title, rows }: { title: MessageKey; rows: ProgrammeRow[] }) {
  const { t, intl } = useT();
  if (!rows.length) return null;
  return (
    <Card title={t(title)} className="mb-5">
      <ul className="divide-y divide-stone-200">
        {rows.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <Link
                to={`/staff/programmes/${p.id}`}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {p.patientName}
              </Link>
              <p className="text-sm text-stone-700">
                {t('staff.programmes.start')}: {clinicDay(p.startDate, intl)} · {t('staff.programmes.daysCount', { count: p.days })}
                {p.doctorName ? ` · ${p.doctorName}` : ''}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-stone-700">{t('staff.programmes.depositColumn')}:</span>
              <Badge className={DEPOSIT_CLASSES[p.depositStatus]}>{t(`staff.programmes.deposit.${p.depositStatus}`)}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ProgrammesListPage({ programmes, before }: { programmes: ProgrammeRow[]; before?: React.ReactNode }) {
  const { t } = useT();
  return (
    <>
      <PageTitle>{t('staff.programmes.title')}</PageTitle>
      <p className="-mt-3 mb-5 text-stone-700">{t('staff.programmes.intro')}</p>
      {before}
      {programmes.length === 0 ? (
        <Empty>{t('staff.programmes.empty')}</Empty>
      ) : (
        <div className="max-w-4xl">
          <Group title="staff.programmes.waiting" rows={programmes.filter((p) => p.status === 'proposed')} />
          <Group title="staff.programmes.accepted" rows={programmes.filter((p) => p.status === 'accepted')} />
          <Group title="staff.programmes.others" rows={programmes.filter((p) => p.status === 'cancelled' || p.status === 'completed')} />
        </div>
      )}
    </>
  );
}
