import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the schemas, ~40 KiB gzip) is not first-load
 * JavaScript: it is imported when the form first validates, or earlier with `preload()` (call it
 * when the visitor starts using the form, e.g. on focus). A failed import is tried again on the
 * next validation.
 *
 *   const resolver = lazyResolver(async () => zodResolver((await import('@core/schemas/auth')).PhoneFormSchema));
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> & { preload: () => void } {
  let pending: Promise<Resolver<T>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
