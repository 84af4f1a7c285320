/**
 * The desk's list of money in, each with its receipt number: the payments export, posted as the
 * console's exports form sends it (the range in the form body). Receipts have no JSON list of
 * their own (decision 0044); tests read them here.
 */
import type { TestEnv } from './test-app.ts';

/** One CSV line's cells ('"a ""b""",c' -> ['a "b"', 'c']). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  return [...out, cell];
}

export interface PaymentsExport {
  status: number;
  /** The rows under the header, as cells (paid on, time, for, id, patient, doctor, visit date, amount, mode, reference, receipt, refund due, refunded on). */
  rows: string[][];
  /** The refusal's message, when it is not a CSV. */
  message: string | null;
}

/** The payments export of `from` to `to` (clinic dates), as `cookie`'s holder asks it. */
export async function paymentsExport(env: TestEnv, cookie: string, range: { from?: string; to?: string }): Promise<PaymentsExport> {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/staff/exports/payments.csv',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(range).filter((e): e is [string, string] => e[1] !== undefined)).toString(),
  });
  if (!String(res.headers['content-type']).startsWith('text/csv'))
    return { status: res.statusCode, rows: [], message: (res.json() as { message?: string }).message ?? null };
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  return { status: res.statusCode, rows: lines.slice(1).map(cells), message: null };
}
