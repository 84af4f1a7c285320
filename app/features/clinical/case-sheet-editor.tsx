/**
 * The case sheet on the consultation page (decision 0060). The consultation's doctor types; each
 * change is kept on this device at once (localStorage) and saved as a draft a moment later, at the
 * version read: a 409 (another tab saved first) is shown and nothing typed is lost. Once the visit
 * is done the sheet is signed: it is shown read-only, and a change is an amendment with a reason.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { bmi, type CaseSheet, type CaseSheetView } from '@core/clinical/case-sheet';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { Field } from '~/ui/forms/forms';
import { Card } from '~/features/staff-console/ui';
import { formatInstant } from '@core/i18n/clinic-time';
import { SheetFields, SheetReadOnly } from './case-sheet-fields';

const SAVE_AFTER_MS = 1200;
type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string }
  | { kind: 'stale'; message: string };
interface LocalCopy {
  version: number;
  content: CaseSheet;
}

const storageKey = (consultationId: string) => `case-sheet:${consultationId}`;

function readLocal(consultationId: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(storageKey(consultationId));
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

function writeLocal(consultationId: string, copy: LocalCopy | null): void {
  try {
    if (copy) window.localStorage.setItem(storageKey(consultationId), JSON.stringify(copy));
    else window.localStorage.removeItem(storageKey(consultationId));
  } catch {
    // Private mode or a full store: the server draft is the copy.
  }
}

export function CaseSheetCard({ sheet, doctorId, fhirHref }: { sheet: CaseSheetView; doctorId: string; fhirHref?: string }) {
  const { t, locale } = useT();
  const [view, setView] = useState(sheet);
  const [amending, setAmending] = useState(false);
  const signed = view.signed;
  return (
    <Card title={t('staff.clinical.title')} className="lg:col-span-2">
      <div id="case-sheet" className="scroll-mt-4" />
      {signed ? (
        <p className="mb-3 text-sm text-stone-700" data-testid="case-sheet-signed">
          {t('staff.clinical.signedBy', { name: signed.by ?? '-', date: formatInstant(signed.at, locale) })}
        </p>
      ) : view.canWrite ? (
        <p className="mb-3 text-sm text-stone-700">{t('staff.clinical.signedOnComplete')}</p>
      ) : null}
      {view.amendments.length ? (
        <ul className="mb-3 space-y-1 text-sm text-stone-800">
          {view.amendments.map((a) => (
            <li key={a.at}>{t('staff.clinical.amendment', { name: a.by ?? '-', date: formatInstant(a.at, locale), reason: a.reason })}</li>
          ))}
        </ul>
      ) : null}
      {!signed && view.canWrite ? (
        <DraftEditor sheet={view} doctorId={doctorId} />
      ) : amending ? (
        <SheetForm
          key={`amend-${view.version}`}
          sheet={view}
          doctorId={doctorId}
          amend={{
            onDone: (next) => {
              setView(next);
              setAmending(false);
            },
            onCancel: () => setAmending(false),
          }}
        />
      ) : (
        <>
          <SheetReadOnly content={view.content} bmiValue={view.bmi} terms={view.codedTerms} />
          {view.signedContent ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-brand-800">{t('staff.clinical.signedText')}</summary>
              <SheetReadOnly
                content={view.signedContent}
                bmiValue={bmi(view.signedContent.vitals.weight, view.signedContent.vitals.height)}
                terms={view.codedTerms}
              />
            </details>
          ) : null}
          {signed && view.canWrite ? (
            <Button variant="outline" className="mt-4" onClick={() => setAmending(true)}>
              {t('staff.clinical.amend')}
            </Button>
          ) : null}
        </>
      )}
      {fhirHref ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
          <a href={fhirHref} className={buttonClasses('outline', 'sm')} download data-testid="fhir-download">
            {t('staff.fhir.download')}
          </a>
          <p className="text-sm text-stone-700">{t('staff.fhir.downloadHint')}</p>
        </div>
      ) : null}
    </Card>
  );
}

/** The draft: autosaved, with a local copy. */
function DraftEditor({ sheet, doctorId }: { sheet: CaseSheetView; doctorId: string }) {
  return <SheetForm sheet={sheet} doctorId={doctorId} />;
}

function SheetForm({
  sheet,
  doctorId,
  amend,
}: {
  sheet: CaseSheetView;
  doctorId: string;
  amend?: { onDone: (next: CaseSheetView) => void; onCancel: () => void };
}) {
  const { t } = useT();
  const form = useForm<CaseSheet>({ defaultValues: sheet.content });
  const [restorable, setRestorable] = useState<LocalCopy | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { status, setStatus, save, applyErrors, version } = useAutosave(form, sheet, !!amend, setRestorable);
  const submitAmendment = form.handleSubmit(async (content) => {
    if (!amend) return;
    if (!reason.trim()) return setReasonError(t('staff.clinical.amendReasonRequired'));
    try {
      const res = await api<{ caseSheet: CaseSheetView }>(`/staff/consultations/${sheet.consultationId}/case-sheet/amendments`, {
        method: 'POST',
        body: { version: version.current, content, reason },
      });
      amend.onDone(res.data.caseSheet);
    } catch (error) {
      applyErrors(error);
      const message = error instanceof ApiError ? error.message : String(error);
      setStatus(error instanceof ApiError && error.status === 409 ? { kind: 'stale', message } : { kind: 'failed', message });
      if (error instanceof ApiError && error.errors?.reason) setReasonError(error.errors.reason);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submitAmendment(e)} className="space-y-5" data-testid="case-sheet-form">
      {restorable ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t('staff.clinical.unsaved')}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => {
              form.reset(restorable.content);
              setRestorable(null);
              writeLocal(sheet.consultationId, { version: version.current, content: restorable.content });
              void save(restorable.content);
            }}
          >
            {t('staff.clinical.restored')}
          </Button>
        </div>
      ) : null}
      <SheetFields form={form} doctorId={doctorId} terms={sheet.codedTerms} />
      {amend ? (
        <div className="space-y-3 border-t border-stone-200 pt-4">
          <Field
            label={t('staff.clinical.amendReason')}
            error={reasonError}
            inputProps={{ value: reason, onChange: (e) => setReason(e.target.value), maxLength: 500 }}
          />
          <div className="flex gap-2">
            <Button type="submit">{t('staff.clinical.saveAmendment')}</Button>
            <Button variant="outline" onClick={amend.onCancel}>
              {t('staff.clinical.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <SaveStatus status={status} />
    </form>
  );
}

function SaveStatus({ status }: { status: Status }) {
  const { t, locale } = useT();
  if (status.kind === 'idle') return null;
  if (status.kind === 'stale')
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="case-sheet-stale">
        <p>{status.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => window.location.reload()}>
          {t('staff.clinical.reload')}
        </Button>
      </div>
    );
  const text =
    status.kind === 'saving'
      ? t('staff.clinical.saving')
      : status.kind === 'saved'
        ? t('staff.clinical.saved', { time: formatInstant(status.at, locale) })
        : t('staff.clinical.saveFailed', { message: status.message });
  return (
    <p
      role="status"
      aria-live="polite"
      className={status.kind === 'failed' ? 'text-sm text-red-800' : 'text-sm text-stone-700'}
      data-testid="case-sheet-status"
    >
      {text}
    </p>
  );
}

/** Each change kept on this device at once and saved a moment later; what the device kept is restored. */
function useAutosave(form: UseFormReturn<CaseSheet>, sheet: CaseSheetView, off: boolean, onRestorable: (copy: LocalCopy) => void) {
  const { t } = useT();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const version = useRef(sheet.version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const applyErrors = (error: unknown) => {
    if (error instanceof ApiError && error.errors)
      for (const [field, message] of Object.entries(error.errors))
        if (field.startsWith('content.')) form.setError(field.slice('content.'.length) as Path<CaseSheet>, { message });
  };

  const save = async (content: CaseSheet) => {
    setStatus({ kind: 'saving' });
    try {
      const res = await api<{ caseSheet: CaseSheetView }>(`/staff/consultations/${sheet.consultationId}/case-sheet`, {
        method: 'PUT',
        body: { version: version.current, content },
      });
      version.current = res.data.caseSheet.version;
      form.clearErrors();
      // Saved: the local copy now matches the server's version (kept until the next change is saved too).
      writeLocal(sheet.consultationId, { version: version.current, content });
      setStatus({ kind: 'saved', at: new Date().toISOString() });
    } catch (error) {
      applyErrors(error);
      const message = error instanceof ApiError ? error.message : String(error);
      setStatus(error instanceof ApiError && error.status === 409 ? { kind: 'stale', message } : { kind: 'failed', message });
    }
  };

  // Restore what this device kept and the server lacks (a failed save, a reload before saving).
  useEffect(() => {
    if (off) return;
    const local = readLocal(sheet.consultationId);
    if (!local || JSON.stringify(local.content) === JSON.stringify(sheet.content)) return;
    if (local.version === sheet.version) {
      form.reset(local.content);
      setStatus({ kind: 'failed', message: t('staff.clinical.restored') });
      void save(local.content);
    } else onRestorable(local);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each change: kept here at once, saved a moment later.
  useEffect(() => {
    if (off) return;
    const subscription = form.watch((values) => {
      const content = values as CaseSheet;
      writeLocal(sheet.consultationId, { version: version.current, content });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(content), SAVE_AFTER_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { status, setStatus, save, applyErrors, version };
}
