import { Link } from 'react-router';
import type { SetupItem } from '@server/modules/clinic/setup-checklist.server';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import { CheckCircle2, ChevronRight } from '~/ui/icons';

/**
 * The first-run checklist at the top of the admin's Today page (decision 0053): each step of
 * getting a new installation ready, ticked from the data, with a link to the page that does it.
 * Gone once every step is done.
 */
export function SetupChecklist({ items }: { items: SetupItem[] }) {
  const { t } = useT();
  const done = items.filter((i) => i.done).length;
  if (done === items.length) return null;
  return (
    <section aria-labelledby="setup-checklist-title" className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="setup-checklist-title" className="text-lg font-semibold text-brand-900">
          {t('staff.setup.title')}
        </h2>
        <p className="text-sm font-semibold text-brand-800">{t('staff.setup.progress', { done, total: items.length })}</p>
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('staff.setup.lead')}</p>
      <ol className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item.step}>
            <Link
              to={item.to}
              className={cn(
                'flex items-start gap-3 rounded-lg border bg-white p-3 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                item.done ? 'border-stone-200' : 'border-brand-200',
              )}
            >
              {item.done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <span className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-stone-400" />
              )}
              <span className="min-w-0 flex-1">
                <span className={cn('block font-semibold', item.done ? 'text-stone-700' : 'text-brand-900')}>
                  {t(`staff.setup.step.${item.step}`)}
                  <span className="sr-only">{` (${t(item.done ? 'staff.setup.done' : 'staff.setup.todo')})`}</span>
                </span>
                <span className="mt-0.5 block break-words text-sm text-stone-700">{t(`staff.setup.hint.${item.step}`)}</span>
              </span>
              <ChevronRight className="mt-0.5 size-5 shrink-0 text-stone-500" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
