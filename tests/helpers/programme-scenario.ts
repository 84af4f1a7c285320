/**
 * Scenario builder for server tests of programmes, like `bookingScenario` for bookings: declare the
 * clock, the therapists and rooms, and the prescribed plan; get back the clinic's rows, a completed
 * consultation with its programme, and callers for reception, the admin and the prescribing doctor
 * (tests/helpers/inject-as.ts).
 */
import type { Gender, RoomCapability } from '../../core/constants.ts';
import { createDoctor, createPatient } from '../../server/db/factories.ts';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '../../server/db/programme-factories.ts';
import { insertConsultation } from './consultation-rows.ts';
import { injectAs } from './inject-as.ts';
import type { TestEnv } from './test-app.ts';

/** 2026-11-25 09:30 in the clinic: a Wednesday morning before the programmes start. */
export const PROGRAMME_NOW = new Date('2026-11-25T04:00:00Z');
/** A Tuesday a week later. */
export const PROGRAMME_START = '2026-12-01';

type TherapistInput = string | { name: string; gender?: Gender; therapies?: string[] };
type RoomInput = string | { name: string; capabilities?: RoomCapability[] };

export async function programmeScenario(
  env: TestEnv,
  input: {
    now?: Date;
    therapists?: TherapistInput[];
    rooms?: RoomInput[];
    /** The plan by day (day 1 first); null: a completed consultation and no programme yet. */
    days?: string[][] | null;
    startDate?: string;
    price?: number;
    consultationStatus?: 'completed' | 'confirmed';
    /** Phones of the staff sign-ins (random unless given). */
    phones?: { desk?: string; admin?: string; doctor?: string };
  } = {},
) {
  const db = env.database.db;
  env.clock.now = input.now ?? PROGRAMME_NOW;
  await ensureTherapySettings(db);
  const therapists = [];
  for (const t of input.therapists ?? ['Asha', 'Bela', 'Chitra', 'Devi'])
    therapists.push(await createTherapist(db, typeof t === 'string' ? { name: t } : t));
  const rooms = [];
  for (const r of input.rooms ?? ['Room 1', 'Room 2', 'Room 3']) rooms.push(await createRoom(db, typeof r === 'string' ? { name: r } : r));
  const doctor = (await createDoctor(db, { name: 'Dr. Meera Sharma' }))!;
  const patient = await createPatient(db, { name: 'Kiran' });
  const consultation = await insertConsultation(db, {
    doctor,
    patient,
    date: '2026-11-24',
    status: input.consultationStatus ?? 'completed',
  });
  const programme = input.days
    ? await createProgramme(db, {
        patientId: patient.id,
        doctorId: doctor.id,
        consultationId: consultation.id,
        days: input.days,
        startDate: input.startDate ?? PROGRAMME_START,
        price: input.price ?? 50_000,
      })
    : null;
  const phones = input.phones ?? {};
  const desk = await injectAs(env, 'reception', phones.desk ? { phone: phones.desk } : {});
  const admin = await injectAs(env, 'admin', phones.admin ? { phone: phones.admin } : {});
  const prescriber = await injectAs(env, 'doctor', { doctorId: doctor.id, ...(phones.doctor ? { phone: phones.doctor } : {}) });
  return { therapists, rooms, doctor, patient, consultation, programme, desk, admin, prescriber };
}
