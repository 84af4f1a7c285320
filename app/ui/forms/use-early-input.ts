import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useHydrated } from '~/ui/use-hydrated';

/**
 * Forms work before the page's code runs (decision 0020), so a visitor may type or choose in the
 * server's HTML before React hydrates it. Hydration would then drop that: react-hook-form writes
 * its default values into the fields and controlled selects take their state. This reads the
 * form's fields once, in the hydrating render (before React or react-hook-form touch them), and
 * puts them into the form's state right after (flat field names only).
 *
 *   <form data-form="contact" ...>   useEarlyInput('contact', form);
 *
 * On a client-side visit (nothing typed yet) it does nothing.
 */
export function useEarlyInput<T extends FieldValues>(name: string, form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  const hydrated = useHydrated();
  const [early] = useState(() => (hydrated ? null : readForm(name)));
  const { reset, getValues } = form;
  useEffect(() => {
    if (!early) return;
    const values: Record<string, unknown> = { ...getValues() };
    for (const field of fields) {
      const value = early.get(field);
      if (typeof value === 'string') values[field] = value;
    }
    // reset(), not setValue(): every watcher (useWatch) learns the values, also those react-hook-form already read from the page.
    reset(values as T, { keepDefaultValues: true, keepErrors: true });
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function readForm(name: string): FormData | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector(`form[data-form="${name}"]`);
  return form instanceof HTMLFormElement ? new FormData(form) : null;
}
