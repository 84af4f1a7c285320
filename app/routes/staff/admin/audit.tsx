import { Link } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/audit';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Empty, PageTitle } from '~/features/staff-console/ui';
import { listAudit } from '@server/audit/audit.server';
import { useT } from '~/i18n/provider';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { truncateAtWord } from '@core/text';
import { buttonClasses } from '~/ui/button';

const PAGE = 50;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, 'audit.view');
  const before = Number(new URL(request.url).searchParams.get('before')) || undefined;
  const entries = await listAudit(context.ctx, { before, limit: PAGE });
  return { entries, older: entries.length === PAGE ? entries.at(-1)?.id : undefined, paged: !!before };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.audit.title');
}

const show = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

function Changes({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return (
    <ul className="space-y-0.5">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-semibold">{k}</span>:{' '}
          {k in b ? <del className="text-red-800">{truncateAtWord(show(b[k]), 200)}</del> : null} {k in b ? '→ ' : ''}
          <ins className="text-green-800 no-underline">{truncateAtWord(show(a[k]), 200)}</ins>
        </li>
      ))}
    </ul>
  );
}

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useT();
  const { entries, older, paged } = loaderData;
  return (
    <>
      <PageTitle>{t('staff.audit.title')}</PageTitle>
      <p className="mb-4 text-stone-700">{t('staff.audit.intro')}</p>
      {entries.length === 0 ? (
        <Empty>{t('staff.audit.none')}</Empty>
      ) : (
        <ol className="space-y-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-xl border border-stone-200 bg-white p-3 text-sm shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p>
                  <span className="font-mono text-xs font-semibold text-brand-900">{e.action}</span>
                  <span className="sr-only"> · </span>
                  <span className="ml-2">{e.staffName ?? t('staff.audit.notStaff')}</span>
                </p>
                <p className="text-stone-700">
                  <span className="sr-only">{t('staff.audit.when')}: </span>
                  {formatClinicDateTime(e.at, intl, { dateStyle: 'medium', timeStyle: 'medium' })}
                </p>
              </div>
              <p className="mt-1 break-all">
                <span className="text-stone-700">{t('staff.audit.entity')}: </span>
                {e.entity === 'consultation' && e.entityId ? (
                  <Link to={`/staff/consultations/${e.entityId}`} className="font-mono text-xs text-brand-800 underline">
                    {e.entityId}
                  </Link>
                ) : (
                  <span className="font-mono text-xs">
                    {e.entity} {e.entityId}
                  </span>
                )}
              </p>
              <div className="mt-1 text-xs">
                <span className="sr-only">{t('staff.audit.changes')}: </span>
                <Changes before={e.before} after={e.after} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex gap-2">
        {paged ? (
          <Link to="/staff/audit" className={buttonClasses('outline', 'sm')}>
            {t('staff.audit.newest')}
          </Link>
        ) : null}
        {older ? (
          <Link to={`?before=${older}`} className={buttonClasses('outline', 'sm')}>
            {t('staff.audit.older')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
