/**
 * A refusal that asks the patient to call the clinic names the clinic's number (decision 0052):
 * the profile's number as it is now, in the reader's language, through the one error answer.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { SESSION_COOKIE } from '@core/constants';
import { createSignIn } from '@server/modules/auth/sign-ins';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { callerFor } from '../../../tests/helpers/inject-as.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { DESK_ACTOR } from '../../../tests/helpers/staff-data.ts';
import { saveClinicProfile } from '@server/modules/clinic/clinic-profile.server';

const env = await setupTestApp();

describe('"Please call the clinic" carries the number', () => {
  it('in a cancel refused less than 24 hours before, in English and Hindi, and follows the profile', async () => {
    const { book } = await bookingScenario(env);
    const owner = await env.signInPatient();
    const id = (await book(owner.cookie)).json().data._id as string;
    await setPaymentOutcome(env.ctx, id, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    env.clock.now = slotStart(NEXT_MONDAY, '09:00');
    // Signed in again on the day: the booking's session has been idle too long by now.
    const { token } = await createSignIn(env.ctx, { kind: 'patient', patientId: owner.patient.id });
    const patient = callerFor(env, `${SESSION_COOKIE}=${token}`);

    const en = await patient.post(`/api/consultations/${id}/cancel`, {});
    expect(en.status).toBe(409);
    expect(en.json.message).toBe(
      'Consultations can be cancelled or rescheduled only until 24 hours before the appointment. Please call the clinic on +91 98765 43210.',
    );
    const hi = await patient.post(`/api/consultations/${id}/cancel`, {}, { locale: 'hi' });
    expect(hi.json.message).toContain('कृपया क्लिनिक को +91 98765 43210 पर फ़ोन करें।');

    await saveClinicProfile(env.ctx, null, { ...DEFAULT_CLINIC_PROFILE, phone: '+919123456780' });
    const after = await patient.post(`/api/consultations/${id}/cancel`, {});
    expect(after.json.message).toContain('Please call the clinic on +91 91234 56780.');
    expect(after.json.message).not.toContain('{phone}');
  });
});
