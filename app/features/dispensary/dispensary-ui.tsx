/** Pieces the dispensary's console pages share (decisions 0062, 0074): the page links, a table that fits a phone, a pager, an item's name line. */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
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

export const cell = 'border-b border-stone-200 px-3 py-2 align-top max-sm:border-0 max-sm:px-0 max-sm:py-0.5';

/**
 * A table that fits a phone (decision 0074): from 640 px a table (scrolling sideways inside its own
 * region, a region the keyboard reaches, when its columns need more room than there is); below, each
 * row a block of lines, each cell after its column's name, so the page never widens. The table's
 * roles are written out: a table shown as blocks keeps them.
 */
export function DataTable({
  label,
  head,
  children,
  minWidth = 'sm:min-w-[40rem]',
}: {
  label: string;
  head: string[];
  children: ReactNode;
  minWidth?: string;
}) {
  const rows = Children.map(children, (row) =>
    isValidElement<{ children?: ReactNode; className?: string; role?: string }>(row)
      ? cloneElement(
          row,
          { role: 'row', className: cn(row.props.className, 'max-sm:block max-sm:border-b max-sm:border-stone-200 max-sm:py-2') },
          Children.map(row.props.children, (td, i) =>
            isValidElement<{ className?: string }>(td)
              ? cloneElement(td as ReactElement<{ className?: string; 'data-label'?: string; role?: string }>, {
                  'data-label': head[i],
                  role: 'cell',
                  className: cn(td.props.className, labelled),
                })
              : td,
          ),
        )
      : row,
  );
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="sm:overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table role="table" className={cn('w-full border-collapse text-left text-sm text-stone-900 max-sm:block', minWidth)}>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- shown as blocks below 640 px, a row group keeps its role only when written */}
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b-2 border-stone-300 text-stone-800">
            {head.map((h, i) => (
              <th key={i} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- as the thead above */}
        <tbody role="rowgroup" className="max-sm:block">
          {rows}
        </tbody>
      </table>
    </div>
  );
}

/** Below 640 px a cell is a line of its row, after its column's name. */
const labelled =
  'max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:before:font-semibold max-sm:before:text-stone-800 max-sm:before:content-[attr(data-label)]';

/** Links between pages of a list ('Previous', 'Next', 'Older'...), in a labelled navigation. */
export function Pager({ label, links }: { label: string; links: { to: string; label: string; rel?: 'prev' | 'next' }[] }) {
  if (!links.length) return null;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {links.map((l) => (
        <Link key={l.to} to={l.to} rel={l.rel} className={linkButton}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

/** '12 jars', '2,000 ml' in the reader's language. */
export function useQuantity() {
  const { t, intl } = useT();
  return (quantity: number, unit: StockUnit) => `${quantity.toLocaleString(intl)} ${t(`dispensary.count.${unit}`, { n: quantity })}`;
}

export function useClinicDate() {
  const { intl } = useT();
  return (date: string) => formatClinicDate(date as IsoDate, intl);
}

/** An item's name with its strength and pack, as the lists show it. */
export function itemTitle(item: { name: string; strength: string; pack: string }): string {
  return [item.name, item.strength, item.pack].filter(Boolean).join(' · ');
}
