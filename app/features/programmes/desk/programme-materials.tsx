/** What a programme's sessions used from stock and its cost at the batches' cost (decision 0071). */
import { formatPaise } from '@core/money';
import { useT } from '~/i18n/provider';
import { Card } from '~/features/staff-console/ui';

export interface ProgrammeMaterials {
  items: { itemId: string; name: string; unit: string; quantity: number; costPaise: number }[];
  costPaise: number;
}

export function MaterialsCard({ materials }: { materials: ProgrammeMaterials }) {
  const { t, intl } = useT();
  return (
    <Card title={t('programmes.materials.title')} className="mb-4">
      {materials.items.length ? (
        <>
          <ul className="divide-y divide-stone-200" data-testid="programme-materials">
            {materials.items.map((m) => (
              <li key={m.itemId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="text-stone-900">
                  {t('programmes.materials.used', { name: m.name, quantity: m.quantity.toLocaleString(intl), unit: m.unit })}
                </span>
                <span className="text-stone-800">{formatPaise(m.costPaise)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-stone-300 pt-2 font-semibold text-stone-900">
            <span>{t('programmes.materials.total')}</span>
            <span data-testid="programme-materials-cost">{formatPaise(materials.costPaise)}</span>
          </p>
          <p className="mt-1 text-sm text-stone-700">{t('programmes.materials.costNote')}</p>
        </>
      ) : (
        <p className="text-stone-700">{t('programmes.materials.none')}</p>
      )}
    </Card>
  );
}
