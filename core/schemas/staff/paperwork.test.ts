import { describe, expect, it } from 'vitest';
import { ExportRangeSchema } from './paperwork';

describe('ExportRangeSchema', () => {
  it('refuses a period whose dates are not dates with their own message, never throwing', () => {
    const answer = ExportRangeSchema.safeParse({ from: 'x', to: 'x' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['from', 'staff.paperwork.dateInvalid']);
  });

  it('takes a period in order and refuses one that is backwards or too long', () => {
    expect(ExportRangeSchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(ExportRangeSchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'staff.paperwork.rangeBackwards',
    );
    expect(ExportRangeSchema.safeParse({ from: '2020-01-01', to: '2026-11-01' }).error?.issues[0]?.message).toBe(
      'staff.paperwork.rangeTooLong',
    );
  });
});
