import { describe, expect, it } from 'vitest';
import { programmeBill, type BillInput } from './bill';

const base = (over: Partial<BillInput> = {}): BillInput => ({
  status: 'accepted',
  price: 18_000,
  discount: 1_000,
  discountReason: 'Returning patient',
  sessions: [
    { day: 1, date: '2026-12-01', therapy: 'Abhyanga', status: 'completed' },
    { day: 1, date: '2026-12-01', therapy: 'Swedana', status: 'completed' },
    { day: 2, date: '2026-12-02', therapy: 'Abhyanga', status: 'completed' },
    { day: 2, date: '2026-12-02', therapy: 'Swedana', status: 'no-show' },
    { day: 3, date: '2026-12-03', therapy: 'Abhyanga', status: 'no-show' },
    { day: 4, date: '2026-12-04', therapy: 'Abhyanga', status: 'booked' },
    { day: 4, date: '2026-12-04', therapy: 'Basti', status: 'cancelled' },
  ],
  payments: [
    { kind: 'balance', amount: 5_000, at: '2026-12-03T10:00:00.000Z', mode: 'cash', receipt: { id: 'b', number: 'SA/2026-27/000002' } },
    { kind: 'deposit', amount: 5_100, at: '2026-11-28T10:00:00.000Z', mode: 'upi', receipt: { id: 'a', number: 'SA/2026-27/000001' } },
  ],
  refunded: 0,
  ...over,
});

describe('programme bill', () => {
  it('reads each day as done, partly, missed or to come, and counts sessions without the cancelled', () => {
    const bill = programmeBill(base());
    expect(bill.days.map((d) => d.outcome)).toEqual(['done', 'partly', 'missed', 'to-come']);
    expect(bill.sessions).toEqual({ done: 3, missed: 2, toCome: 1, total: 6 });
    expect(bill.days[3]!.sessions.map((s) => s.outcome)).toEqual(['to-come', 'cancelled']);
  });

  it('charges the price less the discount as lines, and adds the money in, oldest first', () => {
    const bill = programmeBill(base());
    expect(bill.lines).toEqual([
      { kind: 'programme', amount: 18_000, note: null },
      { kind: 'discount', amount: -1_000, note: 'Returning patient' },
    ]);
    expect(bill.payments.map((p) => p.kind)).toEqual(['deposit', 'balance']);
    expect(bill).toMatchObject({ payable: 17_000, paid: 10_100, balanceDue: 6_900, refundDue: 0 });
  });

  it('settled: nothing due either way', () => {
    const bill = programmeBill(base({ discount: 0, price: 10_100 }));
    expect(bill).toMatchObject({ payable: 10_100, paid: 10_100, balanceDue: 0, refundDue: 0 });
    expect(bill.lines).toHaveLength(1);
  });

  it('a cancelled programme charges nothing: what was paid is owed back, less what was paid back', () => {
    expect(programmeBill(base({ status: 'cancelled' }))).toMatchObject({ lines: [], payable: 0, balanceDue: 0, refundDue: 10_100 });
    expect(programmeBill(base({ status: 'cancelled', refunded: 10_100 })).refundDue).toBe(0);
  });
});
