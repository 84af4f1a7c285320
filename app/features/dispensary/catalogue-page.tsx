/** The dispensary's catalogue: every item with its tax data; the admin adds, edits and imports (decision 0062). */
import { useState } from 'react';
import type { ItemFormValues } from '@core/dispensary/catalogue';
import { formatPaise } from '@core/money';
import type { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { Badge, Card, Empty, PageTitle } from '~/features/staff-console/ui';
import { Button } from '~/ui/button';
import { DispensaryLinks, itemTitle } from './dispensary-ui';
import { ImportCard } from './import-card';
import { ItemEditor } from './item-editor';

type Item = Awaited<ReturnType<typeof listItems>>[number];

const BLANK: ItemFormValues = {
  kind: 'medicine',
  name: '',
  form: 'churna',
  strength: '',
  pack: '',
  manufacturer: '',
  unit: 'pack',
  hsnCode: '',
  gstRate: Number.NaN,
  mrp: Number.NaN,
  reorderLevel: 0,
  active: true,
};

export function CataloguePage({ items, canEdit, links }: { items: Item[]; canEdit: boolean; links: { to: string; label: string }[] }) {
  const { t } = useT();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const current = items.find((i) => i.id === editing);
  return (
    <>
      <PageTitle
        actions={
          <>
            <DispensaryLinks links={links} />
            {canEdit ? <Button onClick={() => setEditing('new')}>{t('dispensary.catalogue.add')}</Button> : null}
          </>
        }
      >
        {t('dispensary.catalogue.title')}
      </PageTitle>
      {editing ? (
        <Card title={current ? t('dispensary.catalogue.editOf', { name: current.name }) : t('dispensary.catalogue.add')} className="mb-4">
          <ItemEditor
            key={editing}
            itemId={current?.id ?? null}
            initial={current ? toForm(current) : BLANK}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((i) => (
            <li key={i.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-stone-900">{itemTitle(i)}</p>
              <p className="text-sm text-stone-800">
                {t(`dispensary.kind.${i.kind}`)} · {t(`dispensary.form.${i.form}`)}
                {i.manufacturer ? ` · ${i.manufacturer}` : ''}
              </p>
              <p className="mt-1 text-sm text-stone-800">{t('dispensary.catalogue.hsnGst', { hsn: i.hsnCode, rate: i.gstRate })}</p>
              <p className="text-sm text-stone-800">
                {t('dispensary.catalogue.mrpPer', { mrp: formatPaise(i.mrpPaise), unit: t(`dispensary.unit.${i.unit}`) })}
              </p>
              {i.active ? null : (
                <Badge className="mt-2 bg-stone-100 text-stone-800 ring-stone-300">{t('dispensary.catalogue.notStocked')}</Badge>
              )}
              {canEdit ? (
                <div className="mt-3">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(i.id)}
                    aria-label={t('dispensary.catalogue.editOf', { name: itemTitle(i) })}
                  >
                    {t('dispensary.catalogue.edit')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('dispensary.stock.itemsEmpty')}</Empty>
      )}
      {canEdit ? <ImportCard /> : null}
    </>
  );
}

function toForm(i: Item): ItemFormValues {
  return {
    kind: i.kind,
    name: i.name,
    form: i.form,
    strength: i.strength,
    pack: i.pack,
    manufacturer: i.manufacturer,
    unit: i.unit,
    hsnCode: i.hsnCode,
    gstRate: i.gstRate,
    mrp: i.mrpPaise / 100,
    reorderLevel: i.reorderLevel,
    active: i.active,
  };
}
