/**
 * The browser's copy of the active-doctor list (spec: "Doctors state" with a 5-minute cache).
 * Server-rendered pages seed it; later visits reuse it until it is older than LIMITS.doctorCacheMs.
 */
import { LIMITS } from '@core/constants';
import type { Doctor } from '@core/schemas/staff/doctor';
import { api } from '~/shell/api-client';

let cached: { doctors: Doctor[]; lastFetched: number } | null = null;

export function seedDoctors(doctors: Doctor[], at = Date.now()) {
  cached = { doctors, lastFetched: at };
}

/** The cached list if it is fresh, else null. */
export function freshDoctors(now = Date.now()): Doctor[] | null {
  return cached && now - cached.lastFetched < LIMITS.doctorCacheMs ? cached.doctors : null;
}

export async function fetchDoctors(signal?: AbortSignal): Promise<Doctor[]> {
  const { data } = await api<{ doctors: Doctor[] }>('/doctors/active', { signal });
  seedDoctors(data.doctors);
  return data.doctors;
}
