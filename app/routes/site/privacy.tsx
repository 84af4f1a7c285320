import { privacyIntro, privacySections } from '@content/privacy';
import { PRIVACY_NOTICE_VERSION } from '@core/schemas/auth';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import type { Route } from './+types/privacy';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaT(args, 'privacy.metaTitle'), description: metaT(args, 'privacy.metaDescription'), suffix: false });

/** The privacy notice (DPDP Act 2023), versioned; linked from the footer and the phone-OTP form. */
export default function Privacy() {
  const { t, l } = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('privacy.title')}</h1>
      <p className="mt-2 text-sm text-stone-600">{t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}</p>
      <div className="prose-clinic mt-6 text-stone-800">
        <p>{l(privacyIntro)}</p>
        {privacySections.map((section) => {
          const lines = l(section.body);
          const items = lines.filter((line) => line.startsWith('- '));
          const paragraphs = lines.filter((line) => !line.startsWith('- '));
          return (
            <section key={section.heading.en}>
              <h2>{l(section.heading)}</h2>
              {items.length > 0 && (
                <ul>
                  {items.map((item) => (
                    <li key={item}>{item.slice(2)}</li>
                  ))}
                </ul>
              )}
              {paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          );
        })}
      </div>
    </article>
  );
}
