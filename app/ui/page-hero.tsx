import type { ReactNode } from 'react';
import { cn } from './cn';

/** The calm banner at the top of inner pages: eyebrow, title, lead text and optional extras. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b border-earth-200 bg-gradient-to-br from-brand-50 via-earth-50 to-earth-100',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-100/70 blur-2xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:py-16 lg:px-6">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-earth-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl font-serif text-3xl font-semibold text-brand-900 sm:text-4xl lg:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = 'center',
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-earth-700">{eyebrow}</p>}
      <h2 id={id} className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg leading-relaxed text-stone-700">{text}</p>}
    </div>
  );
}
