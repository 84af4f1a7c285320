import { describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { BookingRequestSchema, ClaimPaymentSchema, ConsultationIdSchema, parseContactNote, paymentRefId } from './consultation';

const valid = {
  doctor: { doctorId: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001', doctorName: 'Dr. Meera Sharma' },
  consultationType: 'General Consultation',
  department: 'Skin & Hair',
  date: '2026-11-23',
  timeSlot: '10:00',
};

const messages = (input: unknown) => {
  const parsed = BookingRequestSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('BookingRequestSchema', () => {
  it('gives the spec message for each missing choice, as catalog keys', () => {
    const errors = messages({});
    expect(errors).toEqual({
      doctor: 'booking.selectDoctor',
      consultationType: 'booking.selectConsultationType',
      department: 'booking.selectDepartment',
      date: 'booking.selectDate',
      timeSlot: 'booking.selectTimeSlot',
    });
    for (const key of Object.values(errors)) expect(catalogs.en).toHaveProperty(key);
    expect(catalogs.en['booking.selectDate']).toBe('Please select a date');
    expect(catalogs.en['booking.previousIdRequired']).toBe('Please enter previous consultation ID for follow-up');
  });

  it('requires the previous id only for a Follow-up, and strips amount, status and payment fields', () => {
    expect(messages({ ...valid, consultationType: 'Follow-up' })).toEqual({ previousConsultationId: 'booking.previousIdRequired' });
    const parsed = BookingRequestSchema.parse({ ...valid, amount: 1, status: 'completed', paymentStatus: 'paid' });
    expect(parsed).not.toHaveProperty('amount');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('paymentStatus');
    expect(parsed).toMatchObject({ mode: 'offline', symptoms: '' });
  });

  it('limits symptoms to 1,000 characters and checks dates and times', () => {
    expect(messages({ ...valid, symptoms: 'x'.repeat(1001) })).toEqual({ symptoms: 'booking.symptomsTooLong' });
    expect(messages({ ...valid, date: '2026-02-30', timeSlot: '9:00' })).toEqual({
      date: 'booking.selectDate',
      timeSlot: 'booking.selectTimeSlot',
    });
    expect(messages({ ...valid, mode: 'online', payAtClinic: true })).toEqual({ payAtClinic: 'booking.payAtClinicInPersonOnly' });
  });
});

describe('payment inputs', () => {
  it('accepts an empty or 12-digit UTR only', () => {
    expect(ClaimPaymentSchema.parse({ utr: '' })).toEqual({ utr: '' });
    expect(ClaimPaymentSchema.parse({})).toEqual({});
    expect(ClaimPaymentSchema.parse({ utr: '4123 4567 8901' })).toEqual({ utr: '412345678901' });
    const bad = ClaimPaymentSchema.safeParse({ utr: '12345' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('booking.utrInvalid');
    expect(catalogs.en).toHaveProperty('booking.utrInvalid');
  });

  it('finds the consultation id of a payment link: the id alone, or the id of an old <contact>_<id> link', () => {
    expect(paymentRefId('7K3QD9M2XW4HB8TNRC50')).toBe('7K3QD9M2XW4HB8TNRC50');
    expect(paymentRefId('7k3qd-9m2xw-4hb8t-nrc50')).toBe('7K3QD9M2XW4HB8TNRC50');
    expect(paymentRefId('9876543210_7K3QD9M2XW4HB8TNRC50')).toBe('7K3QD9M2XW4HB8TNRC50');
    expect(paymentRefId('nonsense')).toBeNull();
    expect(paymentRefId('98765_7K3QD9M2XW4HB8TNRC50')).toBeNull();
  });

  it('parses the contact note of /payment/:contactNote', () => {
    expect(parseContactNote('9876543210_7K3QD9M2XW4HB8TNRC50')).toEqual({ contact: '9876543210', id: '7K3QD9M2XW4HB8TNRC50' });
    expect(parseContactNote('9876543210_7k3qd-9m2xw-4hb8t-nrc50')).toEqual({ contact: '9876543210', id: '7K3QD9M2XW4HB8TNRC50' });
    expect(parseContactNote('98765_7K3QD9M2XW4HB8TNRC50')).toBeNull();
    expect(parseContactNote('9876543210-7K3QD9M2XW4HB8TNRC50')).toBeNull();
    expect(ConsultationIdSchema.safeParse('').success).toBe(false);
  });
});
