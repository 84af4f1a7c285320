/** The programmes prescribed after this consultation, each with its status (consultation-detail.tsx). */
import type { ProgrammeStatus } from '@core/constants';
import { formatDate } from '~/features/consultations/format';
import { useT } from '~/i18n/provider';
import { formatRupees } from '@core/money';
import { Badge, Card } from '~/features/staff-console/ui';
import type { Prescribing } from './use-prescription';

const STATUS_CLASSES: Record<ProgrammeStatus, string> = {
  proposed: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  accepted: 'bg-blue-100 text-blue-900 ring-blue-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function ProgrammesList({ prescribing }: { prescribing: Prescribing }) {
  const { t, locale } = useT();
  return (
    <Card title={t('staff.prescribe.list')} className="min-w-0 lg:col-span-2">
      {prescribing.programmes.length ? (
        <ul className="divide-y divide-stone-100" data-testid="programmes-list">
          {prescribing.programmes.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium text-stone-900">
                  {prescribing.templates.find((x) => x.slug === p.templateSlug)?.name ?? t('staff.prescribe.title')}
                </p>
                <p className="text-sm text-stone-700">
                  {t('staff.prescribe.summary', {
                    days: p.days,
                    date: formatDate(p.startDate, locale, 'medium'),
                    sessions: p.sessions,
                  })}
                </p>
                <p className="text-sm text-stone-700">
                  {t('staff.prescribe.price')}: {formatRupees(p.price - p.discount)} · {t('staff.prescribe.deposit')}:{' '}
                  {formatRupees(p.deposit)}
                </p>
              </div>
              <Badge className={STATUS_CLASSES[p.status]}>{t(`staff.prescribe.status.${p.status}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">{t('staff.prescribe.none')}</p>
      )}
    </Card>
  );
}
