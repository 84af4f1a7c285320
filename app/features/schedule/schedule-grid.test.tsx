/**
 * WCAG 2.5.3 (label in name) on the schedule grid's session buttons: in the day view a button shows
 * the therapy and the patient, and its accessible name must contain those words as shown (a voice
 * user says what they see); in the week view it shows nothing and is named by its label.
 */
import { parseDocument, DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { LOCALES, type Locale } from '@core/i18n/locales';
import { weeklyFromSingle } from '@core/hours';
import { I18nProvider } from '~/i18n/provider';
import { ScheduleGrid, type GridData } from './schedule-grid';

const data: GridData = {
  dates: ['2026-11-23'],
  clinic: {
    open: '09:00',
    close: '18:00',
    days: [1, 2, 3, 4, 5, 6],
    hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }),
    holidays: [],
  },
  therapists: [
    { id: 't1', name: 'Lata Verma', gender: 'female', active: true, weeklyHours: Array(7).fill({ from: '09:00', to: '18:00' }), leave: [] },
  ],
  rooms: [{ id: 'r1', name: 'Shirodhara Room', capabilities: ['shirodhara-table'] }],
  sessions: [
    {
      id: 's1',
      therapySlug: 'abhyanga',
      therapy: 'Abhyanga',
      patientName: 'Asha Verma',
      startsAt: '2026-11-23T05:00:00.000Z',
      endsAt: '2026-11-23T06:00:00.000Z',
      blockedFrom: '2026-11-23T04:45:00.000Z',
      blockedTo: '2026-11-23T06:15:00.000Z',
      roomId: 'r1',
      therapistIds: ['t1'],
      moveRequested: true,
      arrivedAt: null,
      startedAt: null,
      status: 'booked',
      programmeId: null,
      day: null,
    },
  ],
};

function buttons(locale: Locale, view: 'day' | 'week'): Element[] {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} messages={catalogs[locale]}>
      <ScheduleGrid data={data} view={view} highlight={null} onOpen={() => {}} onDrop={async () => {}} />
    </I18nProvider>,
  );
  return DomUtils.findAll((el) => el.name === 'button' && 'data-session-id' in el.attribs, parseDocument(html).children);
}

/** The text of `el`, leaving out what `skip` says is not there. */
function textOf(el: Element, skip: (el: Element) => boolean): string {
  return el.children
    .map((child) => (child.type === 'text' ? child.data : 'attribs' in child ? (skip(child) ? '' : textOf(child, skip)) : ''))
    .join(' ');
}
const hidden = (el: Element) => el.attribs['aria-hidden'] === 'true';
const unseen = (el: Element) => (el.attribs.class ?? '').split(/\s+/).includes('sr-only');
/** As axe compares them: lower case, no punctuation or symbols, single spaces. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('schedule grid session buttons', () => {
  it('in the day view, the name contains the therapy and patient as shown, then the times, room and therapists', () => {
    for (const locale of LOCALES) {
      const [button] = buttons(locale, 'day');
      expect(button, locale).toBeDefined();
      const name = button!.attribs['aria-label'] ?? textOf(button!, hidden);
      const visible = plain(textOf(button!, (el) => hidden(el) || unseen(el)));
      expect(visible, locale).toBe('abhyanga asha verma');
      expect(plain(name), locale).toContain(visible);
      expect(plain(name), locale).toContain('shirodhara room');
      expect(plain(name), locale).toContain(plain(catalogs[locale]['staff.grid.moveRequested']));
    }
  });

  it('in the week view, where it shows no text, it is named by its label', () => {
    for (const locale of LOCALES) {
      const [button] = buttons(locale, 'week');
      expect(plain(textOf(button!, hidden)), locale).toBe('');
      expect(button!.attribs['aria-label'], locale).toContain('Asha Verma');
    }
  });
});
