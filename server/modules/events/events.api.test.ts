import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { events } from '@server/db/schema';

const env = await setupTestApp();

describe('GET /api/events', () => {
  it('splits published events into upcoming (soonest first) and past (latest first)', async () => {
    env.clock.now = new Date('2026-03-10T06:00:00Z');
    const at = (iso: string) => new Date(iso);
    await env.database.db.insert(events).values([
      { title: 'Camp next month', description: 'd', location: 'Sarona', startsAt: at('2026-04-05T04:00:00Z') },
      {
        title: 'Workshop tomorrow',
        description: 'd',
        kind: 'workshop',
        location: 'Hall',
        startsAt: at('2026-03-11T11:30:00Z'),
        endsAt: at('2026-03-11T12:30:00Z'),
      },
      {
        title: 'Running now',
        description: 'd',
        location: 'Sarona',
        startsAt: at('2026-03-10T04:00:00Z'),
        endsAt: at('2026-03-10T08:00:00Z'),
      },
      { title: 'Last year', description: 'd', location: 'Sarona', startsAt: at('2025-03-01T04:00:00Z') },
      {
        title: 'Last month',
        description: 'd',
        kind: 'talk',
        location: 'Sarona',
        startsAt: at('2026-02-01T04:00:00Z'),
        endsAt: at('2026-02-01T06:00:00Z'),
      },
      { title: 'Draft', description: 'd', location: 'Sarona', startsAt: at('2026-03-20T04:00:00Z'), published: false },
    ]);
    const res = await env.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.upcoming.map((e: { title: string }) => e.title)).toEqual(['Running now', 'Workshop tomorrow', 'Camp next month']);
    expect(data.past.map((e: { title: string }) => e.title)).toEqual(['Last month', 'Last year']);
    expect(data.upcoming[1]).toMatchObject({
      kind: 'workshop',
      location: 'Hall',
      startsAt: '2026-03-11T11:30:00.000Z',
      endsAt: '2026-03-11T12:30:00.000Z',
    });
  });

  it('answers empty lists when there are no events, and 400 for a bad limit', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.json()).toMatchObject({ success: true, data: { upcoming: [], past: [] } });
    const bad = await env.app.inject({ method: 'GET', url: '/api/events?pastLimit=-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('limits the number of past events', async () => {
    env.clock.now = new Date('2026-03-10T06:00:00Z');
    await env.database.db.insert(events).values(
      Array.from({ length: 5 }, (_, i) => ({
        title: `Past ${i}`,
        description: 'd',
        location: 'Sarona',
        startsAt: new Date(Date.UTC(2025, i, 1)),
      })),
    );
    const res = await env.app.inject({ method: 'GET', url: '/api/events?pastLimit=2' });
    expect(res.json().data.past.map((e: { title: string }) => e.title)).toEqual(['Past 4', 'Past 3']);
  });
});
