/**
 * The dispensary's sales in insights (decision 0070): each day of the period with invoices, what
 * was sold, the tax in it, credit notes and the money by mode; the same figures as the `sales-daily`
 * export, read by the same query. For those who see sales (the desk and the admin).
 */
import { formatPaise, formatRupees } from '@core/money';
import type { DaySales } from '@server/modules/dispensary/sales-register.server';
import { useT } from '~/i18n/provider';
import { Card } from '~/features/staff-console/ui';
import { TableView } from './insights-charts';
import { useInsightsFormat } from './insights-sections';

export function DispensarySales({ days }: { days: DaySales[] }) {
  const { t } = useT();
  const { day, num } = useInsightsFormat();
  const total = (pick: (d: DaySales) => number) => days.reduce((sum, d) => sum + pick(d), 0);
  const net = total((d) => d.cash + d.card + d.upi);
  return (
    <Card title={t('staff.insights.sales.title')}>
      {days.length ? (
        <>
          <p className="mb-3 text-stone-800">
            {t('staff.insights.sales.summary', {
              invoices: total((d) => d.invoices),
              sold: formatRupees(total((d) => d.sold)),
              tax: formatPaise(total((d) => d.tax)),
              net: formatRupees(net),
            })}
          </p>
          <TableView
            caption={t('staff.insights.sales.title')}
            columns={[
              { label: t('staff.insights.sales.day') },
              { label: t('staff.insights.sales.invoices'), numeric: true },
              { label: t('staff.insights.sales.sold'), numeric: true },
              { label: t('staff.insights.sales.tax'), numeric: true },
              { label: t('staff.insights.sales.credited'), numeric: true },
              { label: t('staff.insights.mode.cash'), numeric: true },
              { label: t('staff.insights.mode.card'), numeric: true },
              { label: t('staff.insights.mode.upi'), numeric: true },
            ]}
            rows={days.map((d) => [
              day(d.date),
              num(d.invoices),
              formatRupees(d.sold),
              formatPaise(d.tax),
              d.creditNotes ? `${num(d.creditNotes)} · ${formatRupees(d.credited)}` : '–',
              formatRupees(d.cash),
              formatRupees(d.card),
              formatRupees(d.upi),
            ])}
          />
        </>
      ) : (
        <p className="text-stone-800">{t('staff.insights.sales.none')}</p>
      )}
    </Card>
  );
}
