/**
 * Consultation rows written straight to the database, for server tests of the patient-side
 * endpoints (booking itself is tested through its own API). The id uses the real id alphabet.
 */
import { randomBytes } from 'node:crypto';
import type { ConsultationStatus, Mode, PaymentStatus } from '../../core/constants.ts';
import type { Db } from '../../server/db/client.ts';
import { consultations, type Prescription } from '../../server/db/schema/index.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function testConsultationId(): string {
  return Array.from(randomBytes(20), (b) => ALPHABET[b % 32]).join('');
}

export interface ConsultationRowInput {
  doctor: { id: string; name: string };
  patient?: { id: string; name: string; contact: string | null; email: string | null };
  name?: string;
  date: string;
  timeSlot?: string;
  mode?: Mode;
  status?: ConsultationStatus;
  paymentStatus?: PaymentStatus;
  amount?: number;
  symptoms?: string;
  prescription?: Prescription | null;
}

export async function insertConsultation(db: Db, input: ConsultationRowInput) {
  const [row] = await db
    .insert(consultations)
    .values({
      id: testConsultationId(),
      patientId: input.patient?.id ?? null,
      name: input.name ?? input.patient?.name ?? 'Asha Verma',
      contact: input.patient?.contact ?? '9000000000',
      email: input.patient?.email ?? null,
      doctorId: input.doctor.id,
      doctorName: input.doctor.name,
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: input.date,
      timeSlot: input.timeSlot ?? '10:00',
      symptoms: input.symptoms ?? 'Dry skin and hair fall for three months',
      mode: input.mode ?? 'offline',
      amount: input.amount ?? 500,
      status: input.status ?? 'pending',
      paymentStatus: input.paymentStatus ?? 'pending',
      prescription: input.prescription ?? null,
    })
    .returning();
  if (!row) throw new Error('consultation not inserted');
  return row;
}
