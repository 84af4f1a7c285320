/**
 * Fills `{name}` placeholders. Kept apart from catalog.ts so that browser code can format
 * messages without importing every catalog of every language into the first-load bundle.
 */
export type MessageParams = Record<string, string | number>;

export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
