/**
 * Scenario builder for server tests of booking (cal.com's createBookingScenario): declare the clock,
 * doctors with their week and leave, and patients; get back what the test needs to act and assert.
 */
import type { TestEnv } from './test-app.ts';
import { slotStart } from '../../core/booking/slots.ts';
import { createDoctor, type DoctorInput } from '../../server/db/factories.ts';

export const FRIDAY_NOON = slotStart('2026-11-20', '12:00');
export const NEXT_MONDAY = '2026-11-23';

export async function bookingScenario(env: TestEnv, input: { now?: Date; doctor?: DoctorInput } = {}) {
  env.clock.now = input.now ?? FRIDAY_NOON;
  const doctor = await createDoctor(env.database.db, {
    name: 'Dr. Meera Sharma',
    department: ['Skin & Hair', 'Glaucoma'],
    ...input.doctor,
  });
  if (!doctor) throw new Error('doctor not created');
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'Asha Verma',
    contact: '9876500000',
    doctor: { doctorName: doctor.name, doctorId: doctor.id },
    consultationType: 'General Consultation',
    department: 'Skin & Hair',
    date: NEXT_MONDAY,
    timeSlot: '10:00',
    symptoms: 'Itching on both arms for two weeks',
    mode: 'offline',
    ...over,
  });
  const book = (cookie: string, over: Record<string, unknown> = {}) =>
    env.app.inject({ method: 'POST', url: '/api/consultations', headers: { cookie }, payload: body(over) });
  return { doctor, body, book };
}
