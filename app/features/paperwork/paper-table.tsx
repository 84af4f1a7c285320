import type { ReactNode } from 'react';

/** A cell of a printed sheet: black on white, a rule below. */
export const paperCell = 'border-b border-stone-400 px-2 py-1.5 align-top';

/**
 * The table of a printed sheet (the day sheet, the therapy schedule): its head row and the rows
 * given. On a phone it scrolls sideways (a region the keyboard reaches) rather than squeezing its
 * columns; on paper it takes the page's width.
 */
export function PaperTable({ label, head, minWidth, children }: { label: string; head: string[]; minWidth: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={label}>
      <table className={`w-full ${minWidth} border-collapse text-left text-sm text-black print:min-w-0`}>
        <thead>
          <tr className="border-b-2 border-black">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
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
