/** The dispensary's pure rules (decision 0062): the expiry day, the CSV rows through the item schema. */
import { describe, expect, it } from 'vitest';
import { parseItemsCsv } from './import';
import { isExpired, IssueSchema } from './stock';

describe('dispensary rules', () => {
  it('a batch is usable through its expiry date', () => {
    expect(isExpired('2026-12-31', '2026-12-31')).toBe(false);
    expect(isExpired('2026-12-31', '2027-01-01')).toBe(true);
  });

  it('quantities are whole numbers from 1', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(IssueSchema.safeParse({ itemId: id, quantity: 2 }).success).toBe(true);
    expect(IssueSchema.safeParse({ itemId: id, quantity: 0.5 }).error?.issues[0]?.message).toBe('dispensary.quantityWhole');
    expect(IssueSchema.safeParse({ itemId: id, quantity: 0 }).error?.issues[0]?.message).toBe('dispensary.quantityInvalid');
  });

  it('reads CSV rows by header name, prices with the rupee sign, and names each refused field', () => {
    const csv =
      'NAME,Kind,form,unit,HSN code,gst-rate,MRP\n"Dashamoola Kashaya, 450 ml",medicine,kashaya,bottle,3004,5,"₹1,210"\nX,material,churna,ml,3004,5,1\n';
    const { missing, rows } = parseItemsCsv(csv);
    expect(missing).toEqual([]);
    expect(rows[0]).toMatchObject({ line: 2, item: { name: 'Dashamoola Kashaya, 450 ml', mrp: 1210, gstRate: 5, reorderLevel: 0 } });
    expect(rows[1]).toMatchObject({ line: 3, errors: { form: 'dispensary.formNotOfKind' } });
    expect(parseItemsCsv('name,mrp\nA,1').missing).toEqual(['kind', 'form', 'unit', 'hsn_code', 'gst_rate']);
  });
});
