/** Consultations for staff tests, inserted the way a booking stores them. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import type { Actor } from '../../server/domain/actor.ts';
import { consultations } from '../../server/db/schema/index.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function consultationId(): string {
  return Array.from(randomBytes(20), (b) => CROCKFORD[b % 32]).join('');
}

export async function insertConsultation(db: Db, input: Partial<typeof consultations.$inferInsert> & { doctorId: string }) {
  const [row] = await db
    .insert(consultations)
    .values({
      id: consultationId(),
      name: 'Ravi Kumar',
      contact: '9876500001',
      email: 'ravi@example.com',
      doctorName: 'Dr. Test',
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: '2026-11-23',
      timeSlot: '10:00',
      symptoms: 'Dry skin',
      amount: 500,
      ...input,
    })
    .returning();
  if (!row) throw new Error('consultation not created');
  return row;
}

/** The front desk acting, for tests that change a booking as staff without signing in. */
export const DESK_ACTOR: Actor = {
  kind: 'staff',
  staff: { id: 'x', name: 'Desk', phone: '9000000000', role: 'reception', doctorId: null },
};
