/** Pieces the dispensary's console pages share (decision 0062): the page links, a scrolling table, an item's name line. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StockUnit } from '@core/dispensary/catalogue';
import type { IsoDate } from '@core/booking/slots';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';

const linkButton =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The links between the dispensary's pages, shown to the roles that may open them. */
export function DispensaryLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={linkButton}>
          {l.label}
        </Link>
      ))}
    </>
  );
}

export const cell = 'border-b border-stone-200 px-3 py-2 align-top';

/** A table that scrolls sideways on a phone (a region the keyboard reaches) rather than squeezing its columns. */
export function DataTable({
  label,
  head,
  children,
  minWidth = 'min-w-[40rem]',
}: {
  label: string;
  head: ReactNode[];
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className={cn('w-full border-collapse text-left text-sm text-stone-900', minWidth)}>
        <thead>
          <tr className="border-b-2 border-stone-300 text-stone-800">
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** '12 jars', '2,000 ml' in the reader's language. */
export function useQuantity() {
  const { t, intl } = useT();
  return (quantity: number, unit: StockUnit) => `${quantity.toLocaleString(intl)} ${t(`dispensary.unit.${unit}`)}`;
}

export function useClinicDate() {
  const { intl } = useT();
  return (date: string) => formatClinicDate(date as IsoDate, intl);
}

/** An item's name with its strength and pack, as the lists show it. */
export function itemTitle(item: { name: string; strength: string; pack: string }): string {
  return [item.name, item.strength, item.pack].filter(Boolean).join(' · ');
}
