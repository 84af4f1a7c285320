import type { ReactNode } from 'react';
import { cn } from '~/ui/cn';
import { Empty } from './ui';

/**
 * A desk's list of things to deal with (contact messages, therapy requests): one card an item, an
 * article named by its heading (`headingId(item)`), its body, then its buttons; `empty` when none.
 */
export function ItemCards<T extends { id: string }>({
  items,
  empty,
  headingId,
  cardClass,
  body,
  actions,
}: {
  items: readonly T[];
  empty: string;
  headingId: (item: T) => string;
  /** The card's border (default: a plain one). */
  cardClass?: (item: T) => string;
  body: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className={cn('rounded-xl border bg-white p-4 shadow-sm', cardClass ? cardClass(item) : 'border-stone-200')}>
          <article aria-labelledby={headingId(item)}>
            {body(item)}
            <div className="mt-3 flex flex-wrap gap-2">{actions(item)}</div>
          </article>
        </li>
      ))}
    </ul>
  );
}
