/**
 * A slot that starts in a minute or two, for flows that need a consultation whose time has come
 * (staff mark completed or no-show only from the slot's start, clinic time). Added to a doctor's
 * weekly schedule through the staff API (reception may edit schedules); `restore` puts the week back.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const CLINIC_OFFSET_MS = 330 * 60_000;

export interface SoonSlot {
  date: string;
  timeSlot: string;
  startsAt: number;
  restore: () => Promise<void>;
}

/**
 * The first whole minute at least `leadSeconds` ahead (time for what the test does before the
 * start). Null near the clinic's midnight (the slot would fall on the next day).
 */
export async function addSoonSlot(staff: APIRequestContext, doctorId: string, leadSeconds = 20): Promise<SoonSlot | null> {
  const clinicNow = new Date(Date.now() + CLINIC_OFFSET_MS);
  const start = new Date(Math.ceil((clinicNow.getTime() + leadSeconds * 1000) / 60_000) * 60_000);
  const date = clinicNow.toISOString().slice(0, 10);
  if (start.toISOString().slice(0, 10) !== date) return null;
  const timeSlot = start.toISOString().slice(11, 16);
  const weekday = start.getUTCDay();
  const current = await staff.get(`/api/staff/doctors/${doctorId}`);
  expect(current.ok(), await current.text()).toBe(true);
  const week = (await current.json()).data.doctor.schedule as { weekday: number; startTimes: string[] }[];
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, startTimes: week.find((w) => w.weekday === d)?.startTimes ?? [] }));
  const put = (body: unknown) => staff.put(`/api/staff/doctors/${doctorId}/schedule`, { data: body });
  const withSoon = days.map((d) => (d.weekday === weekday ? { ...d, startTimes: [...new Set([...d.startTimes, timeSlot])].sort() } : d));
  const saved = await put({ days: withSoon });
  expect(saved.ok(), await saved.text()).toBe(true);
  return {
    date,
    timeSlot,
    startsAt: start.getTime() - CLINIC_OFFSET_MS,
    restore: async () => {
      const back = await put({ days });
      expect(back.ok(), await back.text()).toBe(true);
    },
  };
}
