import type { ComponentProps } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-earth-100 text-earth-900 hover:bg-earth-200 focus-visible:outline-earth-700',
  outline: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-stone-700 hover:bg-stone-100 focus-visible:outline-stone-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  /** A quiet destructive action (e.g. 'Cancel' that opens a confirmation). */
  dangerGhost: 'text-red-800 hover:bg-red-50 focus-visible:outline-red-700',
  /** On a dark green panel: white button, and its outline companion. */
  onDark: 'bg-white text-brand-900 hover:bg-earth-100 focus-visible:outline-white',
  outlineOnDark: 'border border-white bg-transparent text-white hover:bg-brand-700 focus-visible:outline-white',
} as const;
const sizes = {
  sm: 'h-9 whitespace-nowrap px-3 text-sm',
  md: 'h-11 whitespace-nowrap px-5 text-base',
  lg: 'h-12 whitespace-nowrap px-6 text-lg',
  /** `md` and `lg` for a label that may not fit a phone on one line (it names a treatment, in Hindi too): it wraps. */
  mdWrap: 'min-h-11 px-5 py-2 text-center text-base text-balance',
  lgWrap: 'min-h-12 px-6 py-2.5 text-center text-lg text-balance',
  icon: 'h-11 w-11',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

/** A `<button>`; for a link with the button's look use `buttonClasses()` on the Link. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button className={buttonClasses(variant, size, className)} type={type} {...props} />;
}
