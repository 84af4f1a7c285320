import { describe, expect, it } from 'vitest';
import { formatWhen } from './consultation-notices';

describe('formatWhen (the time in booking SMS and e-mails)', () => {
  it('is clinic time; in Hindi on the 24-hour clock like the pages, with no Latin am/pm', () => {
    expect(formatWhen('en', '2026-11-24', '16:30')).toMatch(/24 Nov 2026, 4:30\spm/);
    const hindi = formatWhen('hi', '2026-11-24', '16:30');
    expect(hindi).toMatch(/, 16:30$/);
    expect(hindi).not.toMatch(/am|pm/i);
  });
});
