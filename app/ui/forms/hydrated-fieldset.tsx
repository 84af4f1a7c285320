import type { ReactNode } from 'react';
import { useHydrated } from '~/ui/use-hydrated';

/**
 * Wraps form controls that do nothing until the page's code runs: in the server HTML and while
 * React hydrates it they are disabled (a value typed or a button pressed earlier would be lost, or
 * submit a form the browser's way). The wrapper is a `<fieldset disabled>` without a legend and
 * with role="presentation", so it neither groups nor names anything for assistive technology; by
 * default it adds no box (`display: contents`), or pass the layout it should take.
 *
 * Controls disabled only by this wrapper keep their normal look (the `disabled:` and `read-only:`
 * variants in app/app.css skip them), so the page does not flash greyed fields before hydration.
 *
 *   <HydratedFieldset><form onSubmit={…}>…</form></HydratedFieldset>
 *
 * Put it around a form rather than inside: a `space-y-*` form would no longer space its fields.
 *
 * Only this component re-renders when the page hydrates: its children are the same elements.
 */
export function HydratedFieldset({ className = 'contents', children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} role="presentation" className={className}>
      {children}
    </fieldset>
  );
}
