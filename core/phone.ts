import { LIMITS } from './constants';

/**
 * What a mobile-number field keeps of what was typed, pasted or autofilled: the 10 digits after
 * +91. Patients paste '+91 98765 43210', '0091-98765-43210' or '098765 43210' (with the trunk 0);
 * keeping the first ten digits of those would be a wrong number ('9198765432'), so a leading
 * country code or trunk 0 goes first. Typed digits beyond ten are dropped.
 */
export function mobileDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  const max = LIMITS.contactDigits;
  if (digits.length > max) {
    if (/^\s*(\+|00)\s*91/.test(input)) digits = digits.replace(/^(00)?91/, '');
    else if (digits.length === max + 2 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === max + 1 && digits.startsWith('0')) digits = digits.slice(1);
  }
  return digits.slice(0, max);
}

/** Room for a pasted number with its country code and spaces before `mobileDigits` trims it. */
export const MOBILE_INPUT_MAX_LENGTH = 20;
