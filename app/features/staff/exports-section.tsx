/** CSV exports of a date range (decision 0027): plain download links; the server checks the role, streams and audits. */
import { useState } from 'react';
import type { StaffRole } from '@core/constants';
import { can } from '@core/policy';
import { EXPORT_KINDS } from '@core/schemas/paperwork';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { DateField } from '~/ui/date-field';
import { Download } from '~/ui/icons';
import { Card, PageTitle, inputClass, labelClass } from './ui';

export function ExportsSection({ role, from: initialFrom, to: initialTo }: { role: StaffRole; from: string; to: string }) {
  const { t } = useT();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const kinds = EXPORT_KINDS.filter((k) => can(role, `exports.${k}`));
  return (
    <>
      <PageTitle>{t('staff.paperwork.exports.title')}</PageTitle>
      <Card>
        <p className="mb-4 text-stone-800">{t('staff.paperwork.exports.intro')}</p>
        <div className="mb-5 flex flex-wrap gap-4">
          <div className="w-full max-w-56">
            <label htmlFor="export-from" className={labelClass}>
              {t('staff.paperwork.exports.from')}
            </label>
            <DateField id="export-from" value={from} onChange={setFrom} inputClassName={inputClass} />
          </div>
          <div className="w-full max-w-56">
            <label htmlFor="export-to" className={labelClass}>
              {t('staff.paperwork.exports.to')}
            </label>
            <DateField id="export-to" value={to} onChange={setTo} inputClassName={inputClass} />
          </div>
        </div>
        <ul className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <a
                href={`/api/staff/exports/${kind}.csv?from=${from}&to=${to}`}
                download
                className={buttonClasses('outline')}
                data-export={kind}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                {t('staff.paperwork.exports.download', { what: t(`staff.paperwork.exports.${kind}`) })}
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
