/**
 * The public-data cache must never show stale data after a staff edit: each edit below is made
 * AFTER the public endpoint has been read (so the old answer is cached) and must be visible on the
 * very next read.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { CONSULTATION_TYPES } from '@core/constants';
import { createDoctor } from '@server/db/factories';

const env = await setupTestApp();

async function call(method: 'POST' | 'PUT', url: string, cookie: string, body: unknown) {
  const response = await env.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const activeDoctors = async () =>
  (await env.app.inject({ method: 'GET', url: '/api/doctors/active' })).json().data.doctors as {
    _id: string;
    name: string;
    fees: Record<string, number>;
    availability: { days: string[] };
  }[];

const doctorForm = (name: string, fee: number, active = true) => ({
  name,
  specialization: ['Panchakarma'],
  department: ['Skin & Hair'],
  experience: 9,
  qualification: 'BAMS',
  languages: ['Hindi'],
  fees: Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, fee])),
  active,
});

describe('public data cache', () => {
  it('a staff edit of a doctor, its schedule and its active flag shows at once on GET /api/doctors/active', async () => {
    const doctor = (await createDoctor(env.database.db, { name: 'Dr. Before' }))!;
    const admin = await env.signInStaff('admin');
    expect((await activeDoctors()).map((d) => d.name)).toEqual(['Dr. Before']);
    // Served twice from memory: the same answer.
    expect((await activeDoctors()).map((d) => d.name)).toEqual(['Dr. Before']);

    await call('PUT', `/api/staff/doctors/${doctor.id}`, admin.cookie, doctorForm('Dr. After', 777));
    const [edited] = await activeDoctors();
    expect(edited).toMatchObject({ _id: doctor.id, name: 'Dr. After' });
    expect(Object.values(edited!.fees)).toContain(777);
    expect((await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}` })).json().data.doctor.name).toBe('Dr. After');

    await call('PUT', `/api/staff/doctors/${doctor.id}/schedule`, admin.cookie, { days: [{ weekday: 3, startTimes: ['11:00'] }] });
    expect((await activeDoctors())[0]!.availability.days).toEqual(['Wednesday']);
    const availability = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability` });
    expect(availability.json().data.workingWeekdays).toEqual([3]);

    await call('POST', '/api/staff/doctors', admin.cookie, doctorForm('Dr. New', 300));
    expect((await activeDoctors()).map((d) => d.name)).toEqual(['Dr. After', 'Dr. New']);

    await call('PUT', `/api/staff/doctors/${doctor.id}`, admin.cookie, doctorForm('Dr. After', 777, false));
    expect((await activeDoctors()).map((d) => d.name)).toEqual(['Dr. New']);
    expect((await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}` })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability` })).statusCode).toBe(404);
  });

  it('a published blog post appears on GET /api/blogs and by slug at once; unpublishing hides it at once', async () => {
    const admin = await env.signInStaff('admin');
    const list = async () => (await env.app.inject({ method: 'GET', url: '/api/blogs?page=1&limit=6' })).json();
    expect((await list()).data).toEqual([]);
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/fresh-post' })).statusCode).toBe(404);

    const created = await call('POST', '/api/staff/blog', admin.cookie, {
      slug: 'fresh-post',
      title: 'Fresh post',
      content: '<p>Hello</p>',
      category: 'Health',
      author: 'Admin',
      status: 'published',
    });
    const after = await list();
    expect(after.data.map((p: { slug: string }) => p.slug)).toEqual(['fresh-post']);
    expect(after.totalPages).toBe(1);
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/fresh-post' })).json().data.title).toBe('Fresh post');

    await call('PUT', `/api/staff/blog/${created.data.post._id}`, admin.cookie, { title: 'Renamed post' });
    expect((await list()).data[0].title).toBe('Renamed post');

    await call('PUT', `/api/staff/blog/${created.data.post._id}`, admin.cookie, { status: 'draft' });
    expect((await list()).data).toEqual([]);
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/fresh-post' })).statusCode).toBe(404);
  });

  it('a scheduled post appears when its time comes, without any write', async () => {
    env.clock.now = new Date('2026-11-20T10:00:00Z');
    const admin = await env.signInStaff('admin');
    await call('POST', '/api/staff/blog', admin.cookie, {
      slug: 'later',
      title: 'Later',
      content: '<p>Soon</p>',
      category: 'Health',
      author: 'Admin',
      status: 'published',
      publishedAt: '2026-11-21T10:00:00Z',
    });
    const slugs = async () => (await env.app.inject({ method: 'GET', url: '/api/blogs' })).json().data.map((p: { slug: string }) => p.slug);
    expect(await slugs()).toEqual([]);
    env.clock.now = new Date('2026-11-21T10:00:01Z');
    expect(await slugs()).toEqual(['later']);
    env.clock.now = null;
  });

  it('a staff edit of an event shows at once on GET /api/events', async () => {
    const admin = await env.signInStaff('admin');
    const upcoming = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/events' })).json().data.upcoming.map((e: { title: string }) => e.title);
    expect(await upcoming()).toEqual([]);
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const form = { title: 'Camp A', description: 'Free camp', kind: 'camp', location: 'Clinic', startsAt };
    const created = await call('POST', '/api/staff/events', admin.cookie, form);
    expect(await upcoming()).toEqual(['Camp A']);
    await call('PUT', `/api/staff/events/${created.data.event.id}`, admin.cookie, { ...form, title: 'Camp B' });
    expect(await upcoming()).toEqual(['Camp B']);
    await call('PUT', `/api/staff/events/${created.data.event.id}`, admin.cookie, { ...form, title: 'Camp B', published: false });
    expect(await upcoming()).toEqual([]);
  });
});
