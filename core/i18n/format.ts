/**
 * Fills `{name}` placeholders, and plural choices in ICU's syntax:
 * `{left, plural, one {# attempt} other {# attempts}}` picks the branch for `left` by the
 * language's plural rules (`Intl.PluralRules`: in English 1 is 'one'; in Hindi 0 and 1 are), `=N`
 * branches match a number exactly, `other` is the fallback, `#` is the number, and a branch may hold
 * further placeholders. Kept apart from catalog.ts so that browser code can format messages
 * without importing every catalog of every language into the first-load bundle.
 */
import { pluralRules } from './intl-cache';

export type MessageParams = Record<string, string | number>;

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {...} other {...}` into its branches. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!selector) break;
    const open = i + selector[0].length - 1;
    const end = closing(body, open);
    if (end < 0) break;
    found.set(selector[1]!, body.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

export function format(template: string, params?: MessageParams, locale = 'en'): string {
  if (!params || !template.includes('{')) return template;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const end = closing(template, open);
    if (end < 0) break;
    out += template.slice(i, open);
    const inner = template.slice(open + 1, end);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    const name = plural ? plural[1]! : inner;
    if (!Object.hasOwn(params, name) || (!plural && !/^\w+$/.test(name))) {
      out += template.slice(open, end + 1);
    } else if (!plural) {
      out += String(params[name]);
    } else {
      const value = Number(params[name]);
      const choices = branches(inner.slice(plural[0].length));
      const branch = choices.get(`=${value}`) ?? choices.get(pluralRules(locale).select(value)) ?? choices.get('other') ?? '';
      out += format(branch.replace(/#/g, String(params[name])), params, locale);
    }
    i = end + 1;
  }
  return out + template.slice(i);
}
