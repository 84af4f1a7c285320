/** Pieces the therapy and treatment pages share: the header, numbered steps and a therapy's card. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TherapyIcon as TherapyIconName } from '@content/types';
import { ArrowRight } from '~/ui/icons';
import { TherapyIcon } from './therapy-icon';
import { serviceHref } from '@content/therapies/service-href';

/** Title, lead text and actions beside the page's picture (stacked on a phone). */
export function ArticleHeader(props: {
  title: string;
  lead: string;
  image: string;
  imageAlt?: string;
  before?: ReactNode;
  children?: ReactNode;
  columns?: string;
}) {
  const { title, lead, image, imageAlt = '', before, children, columns = 'gap-8 lg:grid-cols-[1.2fr_1fr]' } = props;
  return (
    <header className={`grid items-center ${columns}`}>
      <div>
        {before}
        <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{lead}</p>
        {children}
      </div>
      {/* The page's largest picture, in the first screen: fetched first (without it Lighthouse saw 0.9 s of load delay). */}
      <img
        src={image}
        alt={imageAlt}
        width={800}
        height={600}
        fetchPriority="high"
        className="h-auto w-full rounded-3xl ring-1 ring-earth-200"
      />
    </header>
  );
}

/** A section of a therapy or treatment page under its heading. */
export function ArticleSection({
  id,
  title,
  className = 'mt-12',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-serif text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A numbered list of steps (a therapy's procedure, what to expect at a visit). */
export function NumberedSteps({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {steps.map((step, i) => (
        <li key={i} className="flex gap-3 text-stone-800">
          <span
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** A link to a therapy's page: icon, title and the start of its description. */
export function TherapyLinkCard({ therapy }: { therapy: { route: string; title: string; description: string; icon: TherapyIconName } }) {
  return (
    <Link
      to={serviceHref(therapy.route)}
      className="group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <TherapyIcon name={therapy.icon} className="h-5 w-5" />
      </span>
      <span className="mt-3 flex items-center gap-1 font-semibold text-brand-900">
        {therapy.title}
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
      <span className="mt-1 line-clamp-3 text-sm text-stone-700">{therapy.description}</span>
    </Link>
  );
}
