/** A session note read-only (decision 0064): what was used, the response, an adverse event highlighted, and its history. */
import type { SessionNoteView } from '@core/clinical/session-note';
import { formatInstant } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';

type Content = NonNullable<SessionNoteView['content']>;

/** The words of a timeline entry's status: 'adverse', or the patient's response. */
export function sessionNoteStatusKey(status: string) {
  return status === 'adverse'
    ? ('staff.sessionNotes.adverseBadge' as const)
    : (`staff.sessionNotes.response.${status}` as 'staff.sessionNotes.response.comfortable');
}

export function NoteContent({ content }: { content: Content }) {
  const { t } = useT();
  const a = content.adverse;
  return (
    <dl className="grid gap-x-3 gap-y-1 text-stone-800 [overflow-wrap:anywhere] sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-medium text-stone-700">{t('staff.sessionNotes.materials')}</dt>
      <dd>
        {content.materials.length
          ? content.materials.map((m) => `${m.name} ${m.quantity} ${t(`staff.sessionNotes.unit.${m.unit}`)}`).join(', ')
          : t('staff.sessionNotes.noMaterials')}
      </dd>
      <dt className="font-medium text-stone-700">{t('staff.sessionNotes.responseLabel')}</dt>
      <dd>
        {t(`staff.sessionNotes.response.${content.response}`)}
        {content.responseNotes ? <span className="block whitespace-pre-line">{content.responseNotes}</span> : null}
      </dd>
      <dt className="font-medium text-stone-700">{t('staff.sessionNotes.adverseLegend')}</dt>
      <dd>
        {a.occurred ? (
          <span className="block rounded-lg border border-red-300 bg-red-50 p-2 text-red-950">
            <strong>{a.severity ? t(`staff.sessionNotes.severity.${a.severity}`) : ''}</strong>
            <span className="block whitespace-pre-line">{a.what}</span>
            <span className="block whitespace-pre-line">
              {t('staff.sessionNotes.adverseAction')}: {a.action}
            </span>
          </span>
        ) : (
          t('staff.sessionNotes.adverseNo')
        )}
      </dd>
    </dl>
  );
}

export function NoteHistory({ view }: { view: SessionNoteView }) {
  const { t, locale } = useT();
  return (
    <div className="space-y-1 text-sm text-stone-700">
      {view.written ? (
        <p>{t('staff.sessionNotes.writtenBy', { name: view.written.by ?? '-', date: formatInstant(view.written.at, locale) })}</p>
      ) : null}
      {view.amendments.length ? (
        <ul className="space-y-1">
          {view.amendments.map((a) => (
            <li key={a.at}>
              {t('staff.sessionNotes.amendment', { name: a.by ?? '-', date: formatInstant(a.at, locale), reason: a.reason })}
            </li>
          ))}
        </ul>
      ) : null}
      {view.adverseSeen ? (
        <p>{t('staff.sessionNotes.seenBy', { name: view.adverseSeen.by ?? '-', date: formatInstant(view.adverseSeen.at, locale) })}</p>
      ) : null}
      {view.originalContent ? (
        <details className="pt-1">
          <summary className="cursor-pointer font-medium text-brand-800">{t('staff.sessionNotes.originalText')}</summary>
          <div className="mt-2">
            <NoteContent content={view.originalContent} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
