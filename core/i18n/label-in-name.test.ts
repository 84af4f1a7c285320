/**
 * WCAG 2.5.3 (label in name): a control whose accessible name is a longer catalog text than the
 * words it shows must contain those words, in every language, so that a voice user who says what
 * they see reaches it. Each pair is [the visible text, the accessible name] of one control.
 */
import { describe, expect, it } from 'vitest';
import { catalogs, type MessageKey } from './catalog';
import { format } from './format';
import { LOCALES } from './locales';

const PAIRS: [visible: MessageKey, name: MessageKey][] = [
  ['patientProgrammes.move.ask', 'patientProgrammes.move.askFor'], // app/features/programmes/programme-days.tsx
  ['documents.rx.download', 'documents.rx.downloadFor'], // app/features/consultations/card/appointment-details-dialog.tsx
  ['staff.therapyRequests.done', 'staff.therapyRequests.doneFor'], // app/features/therapy-requests/therapy-requests-page.tsx
  ['staff.therapyRequests.decline', 'staff.therapyRequests.declineFor'],
  ['documents.visit.downloadEn', 'documents.visit.downloadEnFor'], // app/features/consultations/card/visit-summary-block.tsx
  ['documents.visit.downloadHi', 'documents.visit.downloadHiFor'],
  ['staff.sessionNotes.add', 'staff.sessionNotes.addLabel'], // app/features/session-notes/note-action.tsx
];

/** As axe compares them: lower case, no punctuation, single spaces. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('label in name', () => {
  it('every accessible name contains the visible text of its control, in English and Hindi', () => {
    const params = { therapy: 'Abhyanga', time: '10:00', date: '23 Nov 2026', name: 'Asha' };
    for (const locale of LOCALES)
      for (const [visible, name] of PAIRS) {
        const shown = plain(catalogs[locale][visible]);
        expect(plain(format(catalogs[locale][name], params, locale)), `${locale} ${name}`).toContain(shown);
      }
  });
});
