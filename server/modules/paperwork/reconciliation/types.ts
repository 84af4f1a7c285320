/** The end-of-day report's shapes (decision 0027): what the page shows and what a close saves. */
import type { ReceiptMode } from '@core/constants';
import type { lastReopening } from '@server/modules/paperwork/day-close.server';

export type Sum = { count: number; total: number };

export interface ReportItem {
  /** A consultation, or a programme's deposit (its id is the programme's; date its start). */
  kind: 'consultation' | 'deposit';
  id: string;
  name: string;
  doctorName: string;
  date: string;
  timeSlot: string;
  amount: number;
  reference: string | null;
  at: string | null;
}

export interface DayFigures {
  date: string;
  received: Record<ReceiptMode, Sum>;
  receivedTotal: number;
  refundsPaid: Sum;
  /** Programme deposits confirmed that day: already counted in `received` by their mode. Absent from days closed before. */
  deposits?: Sum;
  /** Programme balance payments counted that day (decision 0055), also in `received`. Absent from days closed before. */
  balances?: Sum;
  /** Dispensary sales (tax invoices) counted that day (decision 0070), also in `received`; their credit notes are in `refundsPaid`. */
  sales?: Sum;
  net: number;
  seen: { count: number; paid: number; value: number };
}

/** What a duplicate reference is on: a consultation or a programme's deposit. */
export interface ReferenceHolderItem {
  kind: 'consultation' | 'deposit';
  id: string;
}

export interface DayReport extends DayFigures {
  claims: ReportItem[];
  duplicates: { reference: string; holders: ReferenceHolderItem[] }[];
  unpaidVisits: ReportItem[];
  refundsDue: ReportItem[];
  /** The close; `correctedAt`: the last correction of its money after it (decision 0056), the summary then superseded. */
  close: { closedByName: string; closedAt: string; correctedAt: string | null; summary: DayFigures } | null;
  /** An open day that was closed and re-opened by the admin: who, when, why. */
  reopened: Awaited<ReturnType<typeof lastReopening>>;
}
