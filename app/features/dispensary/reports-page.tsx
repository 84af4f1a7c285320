/**
 * The dispensary's reports of a period (decision 0071): stock movement by item, expiry losses at
 * cost, materials cost per programme; each also a CSV download (a POST: audited, decision 0034).
 */
import { Form, Link } from 'react-router';
import { formatPaise } from '@core/money';
import type { expiryLossReport, materialsCostReport, stockMovementReport } from '@server/modules/dispensary/reports.server';
import type { StockUnit } from '@core/dispensary/catalogue';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { Download } from '~/ui/icons';
import { Card, PageTitle, inputClass, labelClass } from '~/features/staff-console/ui';
import { cell, DataTable, DispensaryLinks, useClinicDate, useQuantity } from './dispensary-ui';

interface ReportsData {
  from: string;
  to: string;
  movements: Awaited<ReturnType<typeof stockMovementReport>>;
  expiry: Awaited<ReturnType<typeof expiryLossReport>>;
  materials: Awaited<ReturnType<typeof materialsCostReport>>;
}

const KINDS = ['received', 'dispensed', 'consumed', 'adjusted', 'returned', 'expired'] as const;

function Period({ from, to }: { from: string; to: string }) {
  const { t } = useT();
  return (
    <Card className="mb-4">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-56">
          <label htmlFor="report-from" className={labelClass}>
            {t('dispensary.reports.from')}
          </label>
          <DateField id="report-from" name="from" defaultValue={from} inputClassName={inputClass} />
        </div>
        <div className="w-full max-w-56">
          <label htmlFor="report-to" className={labelClass}>
            {t('dispensary.reports.to')}
          </label>
          <DateField id="report-to" name="to" defaultValue={to} inputClassName={inputClass} />
        </div>
        <Button type="submit" variant="outline">
          {t('dispensary.stock.show')}
        </Button>
      </Form>
    </Card>
  );
}

/** The report's CSV: a native form post of the period, so the browser saves the file. */
function CsvButton({ kind, from, to }: { kind: string; from: string; to: string }) {
  const { t } = useT();
  return (
    <form method="post" action={`/api/staff/dispensary/reports/${kind}.csv`}>
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <button type="submit" className={buttonClasses('outline', 'sm')} data-export={kind}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('dispensary.reports.csv')}
      </button>
    </form>
  );
}

function MovementsCard({ data }: { data: ReportsData }) {
  const { t, intl } = useT();
  const n = (v: number) => v.toLocaleString(intl);
  return (
    <Card title={t('dispensary.reports.movements')}>
      <div className="mb-3">
        <CsvButton kind="stock-movements" from={data.from} to={data.to} />
      </div>
      {data.movements.length ? (
        <DataTable
          label={t('dispensary.reports.movements')}
          minWidth="sm:min-w-[56rem]"
          head={[
            t('materials.csv.item'),
            t('materials.csv.opening'),
            ...KINDS.map((k) => t(`materials.csv.${k}`)),
            t('materials.csv.closing'),
          ]}
        >
          {data.movements.map((r) => (
            <tr key={r.itemId}>
              <td className={cell}>
                <Link to={`/staff/dispensary/items/${r.itemId}`} className="font-medium text-brand-800 underline">
                  {r.name}
                </Link>{' '}
                <span className="text-stone-700">({t(`dispensary.unit.${r.unit as StockUnit}`)})</span>
              </td>
              <td className={cell}>{n(r.opening)}</td>
              {KINDS.map((k) => (
                <td key={k} className={cell}>
                  {r[k] ? n(r[k]) : '–'}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{n(r.closing)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-stone-700">{t('dispensary.reports.noMovements')}</p>
      )}
    </Card>
  );
}

function ExpiryCard({ data }: { data: ReportsData }) {
  const { t } = useT();
  const qty = useQuantity();
  const date = useClinicDate();
  return (
    <Card className="mt-4" title={t('dispensary.reports.expiry', { total: formatPaise(data.expiry.totalPaise) })}>
      <div className="mb-3">
        <CsvButton kind="expiry-losses" from={data.from} to={data.to} />
      </div>
      {data.expiry.rows.length ? (
        <DataTable
          label={t('dispensary.reports.expiryTable')}
          head={[
            t('materials.csv.item'),
            t('materials.csv.batch'),
            t('materials.csv.expiry'),
            t('materials.csv.quantity'),
            t('materials.csv.loss'),
            t('materials.csv.writtenOff'),
          ]}
        >
          {data.expiry.rows.map((r) => (
            <tr key={r.batchId}>
              <td className={cell}>{r.name}</td>
              <td className={cell}>{r.batchNo}</td>
              <td className={cell}>{date(r.expiryDate)}</td>
              <td className={cell}>{qty(r.quantity, r.unit)}</td>
              <td className={cell}>{formatPaise(r.lossPaise)}</td>
              <td className={cell}>{qty(r.writtenOff, r.unit)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-stone-700">{t('dispensary.reports.noExpiry')}</p>
      )}
    </Card>
  );
}

function MaterialsCostCard({ data }: { data: ReportsData }) {
  const { t } = useT();
  const qty = useQuantity();
  const date = useClinicDate();
  return (
    <Card className="mt-4" title={t('dispensary.reports.materials', { total: formatPaise(data.materials.totalPaise) })}>
      <div className="mb-3">
        <CsvButton kind="materials-cost" from={data.from} to={data.to} />
      </div>
      {data.materials.programmes.length ? (
        <DataTable
          label={t('dispensary.reports.materialsTable')}
          head={[t('materials.csv.patient'), t('materials.csv.start'), t('materials.csv.materials'), t('materials.csv.cost')]}
        >
          {data.materials.programmes.map((p) => (
            <tr key={p.programmeId}>
              <td className={cell}>
                <Link to={`/staff/programmes/${p.programmeId}`} className="font-medium text-brand-800 underline">
                  {p.patient}
                </Link>
              </td>
              <td className={cell}>{date(p.startDate)}</td>
              <td className={cell}>{p.items.map((i) => `${i.name} ${qty(i.quantity, i.unit as StockUnit)}`).join(', ')}</td>
              <td className={cell}>{formatPaise(p.costPaise)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-stone-700">{t('dispensary.reports.noMaterials')}</p>
      )}
    </Card>
  );
}

export function ReportsPage({ data, links }: { data: ReportsData; links: { to: string; label: string }[] }) {
  const { t } = useT();
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.reports.title')}</PageTitle>
      <Period from={data.from} to={data.to} />
      <MovementsCard data={data} />
      <ExpiryCard data={data} />
      <MaterialsCostCard data={data} />
    </>
  );
}
