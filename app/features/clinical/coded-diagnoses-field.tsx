/**
 * The case sheet's coded diagnoses (decision 0061): the doctor searches NAMASTE and ICD-11 by code,
 * term, Devanagari or English, and adds codes from the imported files only; the free-text diagnosis
 * stays beside them. The chosen codes are part of the sheet and save with it.
 */
import { useEffect, useId, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { CaseSheet } from '@core/clinical/case-sheet';
import { codedKey, type TerminologySystem } from '@core/terminology/systems';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { Field, FieldError } from '~/ui/forms/forms';
import { Plus, Trash2 } from '~/ui/icons';

interface Hit {
  system: TerminologySystem;
  code: string;
  term: string;
  termDevanagari: string;
}

/** Waits this long after the last key before asking the server. */
const SEARCH_AFTER_MS = 250;

export function CodedDiagnosesField({ form, initialTerms }: { form: UseFormReturn<CaseSheet>; initialTerms: Record<string, string> }) {
  const { t } = useT();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'diagnoses' });
  const [terms, setTerms] = useState(initialTerms);
  const errors = form.formState.errors.diagnoses;
  const add = (hit: Hit) => {
    setTerms((known) => ({ ...known, [codedKey(hit.system, hit.code)]: hit.term }));
    append({ system: hit.system, code: hit.code });
  };
  return (
    <fieldset className="space-y-3 md:col-span-2">
      <legend className="mb-1 font-semibold text-brand-900">{t('staff.clinical.coded')}</legend>
      {fields.length ? (
        <ul className="space-y-2" aria-label={t('staff.clinical.coded')}>
          {fields.map((f, i) => {
            const label = `${t(`terminology.system.${f.system}`)} ${f.code}`;
            return (
              <li key={f.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 px-3 py-2">
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium text-stone-900">{terms[codedKey(f.system, f.code)] ?? f.code}</span>{' '}
                  <span className="text-sm text-stone-700">{label}</span>
                </span>
                <Button size="sm" variant="ghost" onClick={() => remove(i)} aria-label={t('staff.clinical.codedRemove', { code: label })}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
                <FieldError id={`${id}-coded-${i}`} message={errors?.[i]?.code?.message} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">{t('staff.clinical.codedNone')}</p>
      )}
      <CodeSearch chosen={new Set(fields.map((f) => codedKey(f.system, f.code)))} onChoose={add} />
    </fieldset>
  );
}

/** The search box and what it finds: a code already chosen cannot be added twice. */
function CodeSearch({ chosen, onChoose }: { chosen: Set<string>; onChoose: (hit: Hit) => void }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [searchError, setSearchError] = useState<string | undefined>();
  useEffect(() => {
    const q = query.trim();
    if (!q) return setHits(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ results: Hit[] }>(`/staff/terminology?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => {
          setHits(res.data.results);
          setSearchError(undefined);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setSearchError(errorMessage(error, t('error.generic')));
        });
    }, SEARCH_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);
  return (
    <>
      <Field
        label={t('staff.clinical.codedSearch')}
        hint={t('staff.clinical.codedHint')}
        error={searchError}
        inputProps={{ type: 'search', value: query, onChange: (e) => setQuery(e.target.value), autoComplete: 'off' }}
      />
      {hits && !hits.length ? (
        <p className="text-sm text-stone-700" role="status">
          {t('staff.clinical.codedNoHits')}
        </p>
      ) : null}
      {hits?.length ? (
        <ul className="space-y-1" aria-label={t('staff.clinical.codedResults')}>
          {hits.map((hit) => (
            <li key={codedKey(hit.system, hit.code)}>
              <Button
                size="sm"
                variant="outline"
                className="h-auto w-full justify-start rounded-lg py-2 text-left whitespace-normal"
                disabled={chosen.has(codedKey(hit.system, hit.code))}
                onClick={() => {
                  onChoose(hit);
                  setQuery('');
                }}
              >
                <Plus aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0">
                  <span className="font-medium">{hit.term}</span>
                  {hit.termDevanagari ? <span lang="hi"> · {hit.termDevanagari}</span> : null}{' '}
                  <span className="text-stone-700">
                    ({t(`terminology.system.${hit.system}`)} {hit.code})
                  </span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The coded diagnoses as the read-only sheet shows them: term (system code), one per line. */
export function codedDiagnosesText(content: CaseSheet, terms: Record<string, string>, t: ReturnType<typeof useT>['t']): string {
  return content.diagnoses
    .map((d) => {
      const label = `${t(`terminology.system.${d.system}`)} ${d.code}`;
      const term = terms[codedKey(d.system, d.code)];
      return term ? `${term} (${label})` : label;
    })
    .join('\n');
}
