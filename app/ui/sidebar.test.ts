import { describe, expect, it } from 'vitest';
import { sidebarOpenFromCookie } from './sidebar';

describe('sidebarOpenFromCookie', () => {
  it('is open unless the cookie says false', () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie('lang=hi')).toBe(true);
    expect(sidebarOpenFromCookie('sidebar_state=true')).toBe(true);
    expect(sidebarOpenFromCookie('lang=hi; sidebar_state=false')).toBe(false);
    expect(sidebarOpenFromCookie('my_sidebar_state=false')).toBe(true);
  });
});
