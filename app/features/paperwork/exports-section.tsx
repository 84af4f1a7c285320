/**
 * CSV exports of a date range (decision 0027): one form, one button per export the role may take.
 * The form posts the range to the export's API route (a native form post, so the browser saves the
 * file, with or without the page's code): an export is audited, so it is an explicit action, never
 * a link (docs/decisions/0034-no-state-change-on-get.md). The server checks the role, streams and audits.
 */
import type { StaffRole } from '@core/constants';
import { can } from '@core/policy';
import { EXPORT_KINDS } from '@core/schemas/staff/paperwork';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/forms/date-field';
import { Download } from '~/ui/icons';
import { Card, PageTitle, inputClass, labelClass } from '~/features/staff-console/ui';

export function ExportsSection({ role, from, to }: { role: StaffRole; from: string; to: string }) {
  const { t } = useT();
  const kinds = EXPORT_KINDS.filter((k) => can(role, `exports.${k}`));
  return (
    <>
      <PageTitle>{t('staff.paperwork.exports.title')}</PageTitle>
      <Card>
        <p className="mb-4 text-stone-800">{t('staff.paperwork.exports.intro')}</p>
        <form method="post" action={`/api/staff/exports/${kinds[0] ?? 'consultations'}.csv`}>
          <div className="mb-5 flex flex-wrap gap-4">
            <div className="w-full max-w-56">
              <label htmlFor="export-from" className={labelClass}>
                {t('staff.paperwork.exports.from')}
              </label>
              <DateField id="export-from" name="from" defaultValue={from} inputClassName={inputClass} />
            </div>
            <div className="w-full max-w-56">
              <label htmlFor="export-to" className={labelClass}>
                {t('staff.paperwork.exports.to')}
              </label>
              <DateField id="export-to" name="to" defaultValue={to} inputClassName={inputClass} />
            </div>
          </div>
          <ul className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <li key={kind} className="max-w-full">
                <button
                  type="submit"
                  formAction={`/api/staff/exports/${kind}.csv`}
                  className={buttonClasses('outline', 'mdWrap')}
                  data-export={kind}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {t('staff.paperwork.exports.download', { what: t(`staff.paperwork.exports.${kind}`) })}
                </button>
              </li>
            ))}
          </ul>
        </form>
      </Card>
    </>
  );
}
