import { describe, expect, it } from 'vitest';
import { catalogs, translate } from './catalog';
import { format } from './format';

describe('format', () => {
  it('fills placeholders and leaves unknown ones and other braces alone', () => {
    expect(format('Hello {name}, {missing}', { name: 'Asha' })).toBe('Hello Asha, {missing}');
    expect(format('{not a placeholder} {n}', { n: 2 })).toBe('{not a placeholder} 2');
  });

  it("picks plural forms by the language's rules, exact matches first", () => {
    const attempts = '{left, plural, =0 {no attempts} one {# attempt} other {# attempts}} left';
    expect(format(attempts, { left: 1 })).toBe('1 attempt left');
    expect(format(attempts, { left: 4 })).toBe('4 attempts left');
    expect(format(attempts, { left: 0 })).toBe('no attempts left');
    // Hindi counts 0 and 1 as 'one'.
    const hindi = '{n, plural, one {# प्रयास बाकी है} other {# प्रयास बाकी हैं}}';
    expect(format(hindi, { n: 1 }, 'hi')).toBe('1 प्रयास बाकी है');
    expect(format(hindi, { n: 0 }, 'hi')).toBe('0 प्रयास बाकी है');
    expect(format(hindi, { n: 3 }, 'hi')).toBe('3 प्रयास बाकी हैं');
    expect(format('{n, plural, one {# item: {list}} other {# items: {list}}}', { n: 1, list: 'a' })).toBe('1 item: a');
  });
});

describe('counted messages', () => {
  it('say one attempt, one department, minutes: in English', () => {
    expect(translate('en', 'auth.otpWrongLeft', { left: 1 })).toBe('Invalid OTP. Please try again. 1 attempt left.');
    expect(translate('en', 'auth.otpWrongLeft', { left: 4 })).toBe('Invalid OTP. Please try again. 4 attempts left.');
    expect(translate('en', 'site.doctor.moreDepartments', { count: 1, list: 'Skin & Hair' })).toBe('+1 more department: Skin & Hair');
    expect(translate('en', 'site.doctor.moreDepartments', { count: 2, list: 'A, B' })).toBe('+2 more departments: A, B');
    expect(translate('en', 'error.tooManyRequests', { seconds: 600, minutes: 10 })).toBe(
      'Too many requests. Please try again in 10 minutes.',
    );
    expect(translate('en', 'error.tooManyRequests', { seconds: 42, minutes: 1 })).toBe('Too many requests. Please try again in 1 minute.');
    expect(translate('en', 'auth.tooManySends', { minutes: 1 })).toBe(
      'Too many codes requested for this number. Please try again in 1 minute.',
    );
    expect(translate('en', 'auth.tooManyFromIp', { minutes: 1 })).toBe(
      'Too many codes requested from this network. Please try again in 1 minute.',
    );
    expect(translate('en', 'auth.resendWait', { seconds: 1 })).toBe('Please wait 1 second before requesting another code.');
  });

  it('and in Hindi', () => {
    expect(translate('hi', 'auth.otpWrongLeft', { left: 1 })).toBe('OTP गलत है। कृपया फिर से प्रयास करें। 1 प्रयास बाकी है।');
    expect(translate('hi', 'auth.otpWrongLeft', { left: 4 })).toBe('OTP गलत है। कृपया फिर से प्रयास करें। 4 प्रयास बाकी हैं।');
    expect(translate('hi', 'error.tooManyRequests', { seconds: 600, minutes: 10 })).toBe('बहुत अधिक अनुरोध। कृपया 10 मिनट बाद फिर कोशिश करें।');
  });

  it('name in Hindi only parameters that English has', () => {
    const names = (text: string) => new Set([...text.matchAll(/\{(\w+)(?:\}|\s*,\s*plural)/g)].map((m) => m[1]));
    for (const [key, hindi] of Object.entries(catalogs.hi)) {
      const english = names(catalogs.en[key as keyof typeof catalogs.en]);
      for (const name of names(hindi)) expect(english.has(name), `${key}: {${name}}`).toBe(true);
    }
  });
});
