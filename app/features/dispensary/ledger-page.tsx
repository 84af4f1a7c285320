/** One item's batches and its ledger, newest first with the balance after each movement, a page at a time (decision 0074); the admin's correction (decision 0062). */
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { formatPaise } from '@core/money';
import type { itemLedger } from '@server/modules/dispensary/stock-report.server';
import { LEDGER_PAGE } from '@core/dispensary/stock';
import { useT } from '~/i18n/provider';
import { Badge, Card, PageTitle } from '~/features/staff-console/ui';
import { cn } from '~/ui/cn';
import { AdjustForm } from './adjust-form';
import { cell, DataTable, DispensaryLinks, itemTitle, Pager, useClinicDate, useQuantity } from './dispensary-ui';

type Ledger = Awaited<ReturnType<typeof itemLedger>>;

export function LedgerPage({ ledger, canAdjust, links }: { ledger: Ledger; canAdjust: boolean; links: { to: string; label: string }[] }) {
  const { t } = useT();
  const qty = useQuantity();
  const date = useClinicDate();
  const { item, batches } = ledger;
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.stock.ledgerOf', { name: itemTitle(item) })}</PageTitle>
      <p className="-mt-3 mb-4 text-stone-800">
        {t(`dispensary.form.${item.form}`)}
        {item.manufacturer ? ` · ${item.manufacturer}` : ''} · {t('dispensary.catalogue.hsnGst', { hsn: item.hsnCode, rate: item.gstRate })}{' '}
        · {t('dispensary.catalogue.mrpPer', { mrp: formatPaise(item.mrpPaise), unit: t(`dispensary.unit.${item.unit}`) })}
      </p>
      <Card title={t('dispensary.ledger.batches')}>
        {batches.length ? (
          <DataTable
            label={t('dispensary.ledger.batches')}
            head={[
              t('dispensary.field.batchNo'),
              t('dispensary.field.expiryDate'),
              t('dispensary.ledger.onHand'),
              t('dispensary.ledger.costMrp'),
              t('dispensary.ledger.supplier'),
            ]}
          >
            {batches.map((b) => (
              <tr key={b.id}>
                <td className={cell}>{b.batchNo}</td>
                <td className={cell}>
                  {date(b.expiryDate)}{' '}
                  {b.expired ? <Badge className="bg-red-100 text-red-900 ring-red-300">{t('dispensary.stock.expired')}</Badge> : null}
                </td>
                <td className={cell}>{qty(b.onHand, item.unit)}</td>
                <td className={cell}>
                  {formatPaise(b.costPaise)} / {formatPaise(b.mrpPaise)}
                </td>
                <td className={cell}>
                  {b.supplier}, {b.invoiceRef}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="text-stone-700">{t('dispensary.ledger.batchesEmpty')}</p>
        )}
      </Card>
      {canAdjust && batches.length ? <AdjustForm batches={batches} unit={item.unit} /> : null}
      <MovementsCard ledger={ledger} />
    </>
  );
}

function MovementsCard({ ledger }: { ledger: Ledger }) {
  const { t, intl } = useT();
  const qty = useQuantity();
  const { item, batches, movements } = ledger;
  const batchNo = new Map(batches.map((b) => [b.id, b.batchNo]));
  const here = `/staff/dispensary/items/${item.id}`;
  // Keyset pages (decision 0074): "older" continues after this page's last movement.
  const pages = [
    ...(ledger.newest ? [] : [{ to: here, label: t('dispensary.ledger.newest') }]),
    ...(ledger.older ? [{ to: `${here}?before=${ledger.older}`, label: t('dispensary.ledger.older'), rel: 'next' as const }] : []),
  ];
  return (
    <Card title={t('dispensary.ledger.movements')} className="mt-4">
      <p className="mb-3 text-sm text-stone-700">{t('dispensary.ledger.newestFirst', { count: LEDGER_PAGE })}</p>
      {movements.length ? (
        <DataTable
          label={t('dispensary.ledger.movements')}
          minWidth="sm:min-w-[48rem]"
          head={[
            t('dispensary.ledger.when'),
            t('dispensary.field.movement'),
            t('dispensary.field.batchNo'),
            t('dispensary.ledger.change'),
            t('dispensary.ledger.balance'),
            t('dispensary.field.reason'),
            t('dispensary.ledger.by'),
          ]}
        >
          {movements.map((m) => (
            <tr key={m.id}>
              <td className={cell}>{formatClinicDateTime(m.at, intl)}</td>
              <td className={cell}>{t(`dispensary.movement.${m.kind}`)}</td>
              <td className={cell}>{batchNo.get(m.batchId) ?? ''}</td>
              <td className={cn(cell, 'font-medium tabular-nums', m.quantity < 0 ? 'text-red-800' : 'text-green-800')}>
                {m.quantity > 0 ? '+' : '−'}
                {qty(Math.abs(m.quantity), item.unit)}
              </td>
              <td className={cn(cell, 'tabular-nums')}>{qty(m.balance, item.unit)}</td>
              <td className={cell}>{[m.reason, m.ref].filter(Boolean).join(' · ')}</td>
              <td className={cell}>{m.staffName ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-stone-700">{t('dispensary.ledger.movementsEmpty')}</p>
      )}
      <Pager label={t('dispensary.ledger.pages')} links={pages} />
    </Card>
  );
}
