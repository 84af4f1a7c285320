/** The dispensary's stock: value, low stock, batches expiring within N days, every item with its stock a page at a time (decisions 0062, 0074). */
import { Form, Link } from 'react-router';
import { formatPaise } from '@core/money';
import type { stockItems, stockOverview } from '@server/modules/dispensary/stock-report.server';
import { useT } from '~/i18n/provider';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/forms/forms';
import { cell, DataTable, DispensaryLinks, itemTitle, Pager, useClinicDate, useQuantity } from './dispensary-ui';

type Overview = Awaited<ReturnType<typeof stockOverview>>;
type Items = Awaited<ReturnType<typeof stockItems>>;

const DAY_CHOICES = [30, 60, 90, 180, 365];

export function StockPage({ overview, items, links }: { overview: Overview; items: Items; links: { to: string; label: string }[] }) {
  const { t, intl } = useT();
  const qty = useQuantity();
  const { value, lowStock, expiring, days } = overview;
  return (
    <>
      <PageTitle actions={<DispensaryLinks links={links} />}>{t('dispensary.stock.title')}</PageTitle>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('dispensary.stock.value')}>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label={t('dispensary.stock.atCost')} value={formatPaise(value.atCostPaise)} />
            <Figure label={t('dispensary.stock.atMrp')} value={formatPaise(value.atMrpPaise)} />
            <Figure label={t('dispensary.stock.expiredAtCost')} value={formatPaise(value.expiredAtCostPaise)} />
          </dl>
          <p className="mt-3 text-sm text-stone-700">{t('dispensary.stock.valueNote')}</p>
        </Card>
        <Card title={t('dispensary.stock.low')}>
          {lowStock.length ? (
            <ul className="divide-y divide-stone-200">
              {lowStock.map((i) => (
                <li key={i.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <Link to={`/staff/dispensary/items/${i.id}`} className="font-medium text-brand-800 underline">
                    {itemTitle({ name: i.name, strength: '', pack: i.pack })}
                  </Link>
                  <span className="text-sm text-stone-800">
                    {qty(i.usable, i.unit)} · {t('dispensary.stock.reorderAt', { level: i.reorderLevel.toLocaleString(intl) })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-700">{t('dispensary.stock.lowEmpty')}</p>
          )}
        </Card>
      </div>
      <ExpiringCard expiring={expiring} total={overview.expiringTotal} days={days} />
      <ItemsCard items={items} days={days} />
    </>
  );
}

/** Every item with its stock, a page at a time, found by a part of its name (decision 0074). */
function ItemsCard({ items, days }: { items: Items; days: number }) {
  const { t, intl } = useT();
  const qty = useQuantity();
  const { q, page, total, pageSize } = items;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (p: number) => {
    const search = new URLSearchParams({
      ...(days !== 90 ? { days: String(days) } : {}),
      ...(q ? { q } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
    return `/staff/dispensary${search.size ? `?${search}` : ''}`;
  };
  const n = (v: number) => v.toLocaleString(intl);
  return (
    <Card title={t('dispensary.stock.items')} className="mt-4">
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-2">
        {days !== 90 ? <input type="hidden" name="days" value={days} /> : null}
        <Field
          label={t('dispensary.stock.find')}
          hint={t('dispensary.stock.findHint')}
          inputProps={{ name: 'q', type: 'search', defaultValue: q, maxLength: 80 }}
          className="w-full max-w-sm"
        />
        <Button type="submit" variant="outline">
          {t('dispensary.stock.show')}
        </Button>
      </Form>
      {items.items.length ? (
        <>
          <p className="mb-2 text-sm text-stone-700" aria-live="polite">
            {t('dispensary.stock.range', {
              from: n((page - 1) * pageSize + 1),
              to: n((page - 1) * pageSize + items.items.length),
              total: n(total),
            })}
          </p>
          <DataTable
            label={t('dispensary.stock.items')}
            head={[t('dispensary.field.item'), t('dispensary.field.form'), t('dispensary.stock.usable'), t('dispensary.field.mrp')]}
          >
            {items.items.map((i) => (
              <tr key={i.id}>
                <td className={cell}>
                  <Link to={`/staff/dispensary/items/${i.id}`} className="font-medium text-brand-800 underline">
                    {itemTitle(i)}
                  </Link>
                  {i.manufacturer ? <span className="block text-stone-700">{i.manufacturer}</span> : null}
                </td>
                <td className={cell}>{t(`dispensary.form.${i.form}`)}</td>
                <td className={cell}>
                  {qty(i.usable, i.unit)}
                  {i.onHand > i.usable ? (
                    <span className="block text-red-800">{t('dispensary.stock.onHandExpired', { count: i.onHand - i.usable })}</span>
                  ) : null}
                </td>
                <td className={cell}>{formatPaise(i.mrpPaise)}</td>
              </tr>
            ))}
          </DataTable>
          <Pager
            label={t('dispensary.stock.pages')}
            links={[
              ...(page > 1 ? [{ to: to(page - 1), label: t('dispensary.stock.previous'), rel: 'prev' as const }] : []),
              ...(page < pages ? [{ to: to(page + 1), label: t('dispensary.stock.next'), rel: 'next' as const }] : []),
            ]}
          />
        </>
      ) : q ? (
        <p className="text-stone-700">{t('dispensary.stock.noMatch', { q })}</p>
      ) : (
        <Empty>{t('dispensary.stock.itemsEmpty')}</Empty>
      )}
    </Card>
  );
}

function ExpiringCard({ expiring, total, days }: { expiring: Overview['expiring']; total: number; days: number }) {
  const { t } = useT();
  const qty = useQuantity();
  const date = useClinicDate();
  return (
    <Card title={t('dispensary.stock.expiring', { days })} className="mt-4">
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-2">
        <SelectField label={t('dispensary.stock.days')} selectProps={{ name: 'days', defaultValue: String(days) }} className="w-40">
          {[...new Set([...DAY_CHOICES, days])]
            .sort((a, b) => a - b)
            .map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
        </SelectField>
        <Button type="submit" variant="outline">
          {t('dispensary.stock.show')}
        </Button>
      </Form>
      {total > expiring.length ? (
        <p className="mb-2 text-stone-700" role="status">
          {t('dispensary.stock.expiringFirst', { shown: expiring.length, total })}
        </p>
      ) : null}
      {expiring.length ? (
        <DataTable
          label={t('dispensary.stock.expiring', { days })}
          head={[
            t('dispensary.field.item'),
            t('dispensary.field.batchNo'),
            t('dispensary.field.expiryDate'),
            t('dispensary.ledger.onHand'),
          ]}
        >
          {expiring.map((b) => (
            <tr key={b.batchId}>
              <td className={cell}>
                <Link to={`/staff/dispensary/items/${b.itemId}`} className="font-medium text-brand-800 underline">
                  {itemTitle({ name: b.name, strength: '', pack: b.pack })}
                </Link>
              </td>
              <td className={cell}>{b.batchNo}</td>
              <td className={cell}>
                {date(b.expiryDate)}{' '}
                {b.expired ? <Badge className="bg-red-100 text-red-900 ring-red-300">{t('dispensary.stock.expired')}</Badge> : null}
              </td>
              <td className={cell}>{qty(b.onHand, b.unit)}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="text-stone-700">{t('dispensary.stock.expiringEmpty', { days })}</p>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}
