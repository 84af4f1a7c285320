/** Therapy attendance in insights (decision 0051): sessions done, no-shows and the no-show rate against the previous period. */
import type { sessionAttendance } from '@server/modules/insights/session-attendance.server';
import { useT } from '~/i18n/provider';
import { Card } from '~/features/staff-console/ui';
import { Kpi, useInsightsFormat } from './insights-sections';

export type SessionAttendance = Awaited<ReturnType<typeof sessionAttendance>>;

export function SessionAttendanceKpis({ figures }: { figures: SessionAttendance }) {
  const { t } = useT();
  const f = useInsightsFormat();
  const count = (n: number | null) => (n === null ? '–' : f.num(n));
  return (
    <Card title={t('staff.attendance.sessionsTitle')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Kpi label={t('staff.attendance.sessionsDone')} {...figures.done} show={count} />
        <Kpi label={t('staff.attendance.sessionNoShows')} {...figures.noShows} show={count} />
        <Kpi label={t('staff.attendance.sessionNoShowRate')} {...figures.noShowRate} show={f.pct} />
      </dl>
    </Card>
  );
}
