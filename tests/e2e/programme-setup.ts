/**
 * What the programme e2e specs start from: a staff member's API session, and a
 * consultation with the demo doctor that is completed (a patient books a slot, reception confirms
 * it, the e2e server's test route moves it to a slot that has begun, and reception completes it:
 * staff complete only from the start; decision 0037).
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { beginSlot, expect, readOtp, uniquePhone } from './fixtures';

export const STAFF_PHONES = { admin: '9000000001', reception: '9000000002', doctor: '9000000003', therapist: '9000000004' } as const;

/** A signed-in staff API session (code from the SMS outbox). */
export async function staffApi(baseURL: string | undefined, phone: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: baseURL ? { origin: baseURL } : {} });
  const sent = Date.now();
  expect((await api.post('/api/staff/auth/send-otp', { data: { contact: phone } })).ok()).toBe(true);
  const verify = await api.post('/api/staff/auth/verify-otp', { data: { contact: phone, otp: await readOtp(phone, sent - 1000) } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return api;
}

export interface CompletedConsultation {
  id: string;
  patient: { name: string; contact: string };
}

/** A completed consultation of a new patient with Dr. Meera Sharma (never null: the type is kept for the specs that check it). */
export async function completedConsultation(
  baseURL: string | undefined,
  desk: APIRequestContext,
  name = 'Kiran Programme',
): Promise<CompletedConsultation | null> {
  const doctors = (await (await desk.get('/api/doctors/active')).json()).data.doctors as {
    _id: string;
    name: string;
    department: string[];
  }[];
  const doctor = doctors.find((d) => d.name === 'Dr. Meera Sharma') ?? doctors[0]!;
  const availability = (await (await desk.get(`/api/doctors/${doctor._id}/availability`)).json()).data;
  const day = availability.days.filter((d: { slots: string[] }) => d.slots.length > 0)[1] as { date: string; slots: string[] };
  const patient = await playwrightRequest.newContext({ baseURL });
  const who = { name, contact: uniquePhone(), email: 'programme.patient@example.com' };
  const sent = Date.now();
  expect((await patient.post('/api/auth/sendOtp', { data: who })).ok()).toBe(true);
  const otp = await readOtp(who.contact, sent - 1000);
  expect((await patient.post('/api/auth/verifyOtp', { data: { ...who, otp, consent: true } })).ok()).toBe(true);
  const booked = await patient.post('/api/consultations', {
    data: {
      ...who,
      doctor: { doctorName: doctor.name, doctorId: doctor._id },
      consultationType: 'General Consultation',
      department: doctor.department[0],
      date: day.date,
      timeSlot: day.slots.at(-1),
      symptoms: 'Stiff shoulders and poor digestion',
      mode: 'offline',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const id = (await booked.json()).data._id as string;
  await patient.dispose();
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
  await beginSlot(desk, id);
  const done = await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'completed' } });
  expect(done.ok(), await done.text()).toBe(true);
  return { id, patient: { name: who.name, contact: who.contact } };
}
