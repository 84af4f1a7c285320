import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx). It does NOT resolve Tailwind conflicts: tailwind-merge cost ~9 KiB
 * gzip on every page, a third of the first-load budget left after React and React Router.
 * So extend, never override: a caller's `className` adds properties the component does not set
 * (margins, width, `max-md:hidden`); to change one it sets (colour, padding, display), give the
 * component a variant or size instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
