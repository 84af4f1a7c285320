import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { shortName, videoCallState } from './patient-view';

describe('shortName', () => {
  it('keeps the first name and the initial of the last name', () => {
    expect(shortName('Ravi Kumar Sharma')).toBe('Ravi S.');
    expect(shortName('  asha   verma ')).toBe('asha V.');
  });
  it('leaves a single name as it is', () => {
    expect(shortName('Meera')).toBe('Meera');
    expect(shortName('')).toBe('');
  });
});

describe('videoCallState', () => {
  const online = { mode: 'online', status: 'confirmed' as const, date: '2026-12-01', timeSlot: '10:30' };
  const start = slotStart('2026-12-01', '10:30').getTime();
  it('opens 15 minutes before the slot and closes two hours after it starts', () => {
    expect(videoCallState(online, new Date(start - 16 * 60_000))).toBe('too-early');
    expect(videoCallState(online, new Date(start - 15 * 60_000))).toBe('open');
    expect(videoCallState(online, new Date(start + 120 * 60_000))).toBe('open');
    expect(videoCallState(online, new Date(start + 121 * 60_000))).toBe('over');
  });
  it('is never open for in-person, cancelled or completed consultations', () => {
    expect(videoCallState({ ...online, mode: 'offline' }, new Date(start))).toBe('not-online');
    expect(videoCallState({ ...online, status: 'cancelled' }, new Date(start))).toBe('inactive');
    expect(videoCallState({ ...online, status: 'completed' }, new Date(start))).toBe('inactive');
  });
});
