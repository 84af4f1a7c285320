import { TriangleAlert } from '~/ui/icons';
import type { Route } from './+types/contact';
import { ContactDetails } from '~/features/contact/contact-details';
import { contactAction } from '~/features/contact/contact-action.server';
import { ContactForm } from '~/features/contact/contact-form';
import { JsonLd, clinicJsonLd } from '~/features/seo/json-ld';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import { useRootData } from '~/shell/root-data';
import { PageHero } from '~/ui/page-hero';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.contactTitle'),
    description: metaT(args, 'site.meta.contactDescription'),
    path: '/contact',
  });
}

/** The message form posts here, with or without the page's code (decision 0020). */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { origin, clinic, today } = useRootData();
  return (
    <>
      <PageHero eyebrow={t('site.contact.eyebrow')} title={t('site.contact.title')} lead={t('site.contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_1.4fr] lg:px-6">
        <ContactDetails className="space-y-4" />
        <section aria-labelledby="form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h2 id="form-title" className="font-serif text-2xl font-semibold text-brand-900">
            {t('site.contact.formTitle')}
          </h2>
          <p className="mt-2 flex gap-2 text-sm text-stone-700">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
            {t('site.contact.formNote')}
          </p>
          <div className="mt-6">
            <ContactForm result={actionData} />
          </div>
        </section>
      </div>
      <JsonLd data={clinicJsonLd(origin, clinic, today)} />
    </>
  );
}
