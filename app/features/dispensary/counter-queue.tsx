/** The dispensing counter's queue: prescriptions with medicines of the dispensary still to give (decision 0069). */
import { Link } from 'react-router';
import type { dispensingQueue } from '@server/modules/dispensary/counter.server';
import { useT } from '~/i18n/provider';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { cell, DataTable, DispensaryLinks, useClinicDate } from './dispensary-ui';

type Waiting = Awaited<ReturnType<typeof dispensingQueue>>;

export function CounterQueue({ waiting, links }: { waiting: Waiting; links: { to: string; label: string }[] }) {
  const { t } = useT();
  const date = useClinicDate();
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensing.counter.title')}</PageTitle>
      <Card title={t('dispensing.counter.title')}>
        <p className="mb-3 text-stone-800">{t('dispensing.counter.intro')}</p>
        {waiting.length ? (
          <DataTable
            label={t('dispensing.counter.title')}
            minWidth="sm:min-w-[36rem]"
            head={[
              t('dispensing.counter.patient'),
              t('dispensing.counter.doctor'),
              t('dispensing.counter.date'),
              t('dispensing.counter.lines'),
              t('dispensing.counter.state'),
            ]}
          >
            {waiting.map((w) => (
              <tr key={w.consultationId}>
                <td className={cell}>
                  <Link
                    to={`/staff/dispensary/counter/${w.consultationId}`}
                    className="font-medium text-brand-800 underline"
                    aria-label={t('dispensing.counter.open', { name: w.name })}
                  >
                    {w.name}
                  </Link>
                </td>
                <td className={cell}>{w.doctorName}</td>
                <td className={cell}>{date(w.date)}</td>
                <td className={cell}>{w.lines}</td>
                <td className={cell}>
                  {w.started ? (
                    <Badge className="bg-amber-50 text-amber-900 ring-amber-600/30">{t('dispensing.counter.partGiven')}</Badge>
                  ) : (
                    t('dispensing.counter.notStarted')
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <Empty>{t('dispensing.counter.none')}</Empty>
        )}
      </Card>
    </>
  );
}
