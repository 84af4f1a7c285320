/** The CSV import of a clinic's existing list, and the report of the rows it refused (decision 0062). */
import { useState } from 'react';
import type { RefusedImportRow } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { useAction } from '~/shell/use-action';
import { Card } from '~/features/staff-console/ui';
import { Button } from '~/ui/button';
import { FieldError, labelClass } from '~/ui/forms/forms';

export function ImportCard() {
  const { t } = useT();
  const { run, busy } = useAction();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [report, setReport] = useState<{ imported: number; refused: RefusedImportRow[] } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setError('dispensary.importEmpty');
    if (file.size > 250_000) return setError('dispensary.importTooLarge');
    setError(undefined);
    const csv = await file.text();
    const res = await run(
      () => api<{ imported: number; refused: RefusedImportRow[] }>('/staff/dispensary/items/import', { body: { csv } }),
      {
        success: (r) => r.message,
      },
    );
    if (res) setReport(res.data);
  };
  return (
    <Card title={t('dispensary.import.title')} className="mt-4">
      <p className="mb-3 text-stone-800">{t('dispensary.import.help')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 max-w-full">
          <label htmlFor="dispensary-import-file" className={labelClass}>
            {t('dispensary.import.file')}
          </label>
          <input
            id="dispensary-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'dispensary-import-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block min-h-11 max-w-full text-stone-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:text-brand-800"
          />
          <FieldError id="dispensary-import-error" message={error} />
        </div>
        <Button type="submit" disabled={busy} className="mt-6">
          {t('dispensary.import.submit')}
        </Button>
      </form>
      {report ? (
        <div className="mt-4" aria-live="polite">
          <p className="font-medium text-stone-900">
            {t('dispensary.imported', { imported: report.imported, refused: report.refused.length })}
          </p>
          {report.refused.length ? (
            <>
              <h3 className="mt-3 font-semibold text-brand-900">{t('dispensary.import.refused')}</h3>
              <ul className="mt-2 space-y-2">
                {report.refused.map((row) => (
                  <li key={row.line} className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
                    <p className="font-medium">
                      {t('dispensary.import.line', { line: row.line })}
                      {row.name ? ` · ${row.name}` : ''}
                    </p>
                    <ul className="ml-5 list-disc">
                      {row.reasons.map((r) => (
                        <li key={r.field}>
                          {r.field}: {r.message}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 text-stone-800">{t('dispensary.import.noneRefused')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
