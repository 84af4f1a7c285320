/** The look of a text field in the profile's dialogs. */
export const fieldClass =
  'h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-600 read-only:bg-stone-100';
