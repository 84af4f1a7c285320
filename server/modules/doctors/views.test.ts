import { describe, expect, it } from 'vitest';
import { DoctorSchema, StaffDoctorSchema } from '@core/schemas/staff/doctor';
import type { doctors } from '@server/db/schema';
import { toDoctor, toStaffDoctor } from './views';

const at = new Date('2026-11-20T06:30:00.000Z');
const row: typeof doctors.$inferSelect = {
  id: 'd1',
  name: 'Dr. Meera Joshi',
  profileImage: null,
  specialization: ['Panchakarma'],
  department: ['Skin & Hair'],
  experience: 12,
  qualification: 'BAMS',
  registrationNumber: 'CG-1234',
  bio: null,
  languages: ['Hindi', 'English'],
  fees: { 'General Consultation': 500, 'Follow-up': 300, 'Specific Treatment': 800 },
  slotMinutes: 30,
  active: true,
  createdAt: at,
  updatedAt: at,
};
const schedules = [
  { id: 's0', doctorId: 'd1', weekday: 0, startTimes: ['11:00', '10:00'] },
  { id: 's1', doctorId: 'd1', weekday: 1, startTimes: ['10:00'] },
  { id: 'x', doctorId: 'd2', weekday: 2, startTimes: ['09:00'] },
];
const leaves = [{ id: 'l1', doctorId: 'd1', date: '2026-12-01', reason: null, createdAt: at }];

describe('doctor views', () => {
  it('give the public the spec shape: _id, the week Monday first, no registration number or active flag', () => {
    const doctor = toDoctor(row, schedules);
    expect(Object.keys(doctor).sort()).toEqual(Object.keys(DoctorSchema.shape).sort());
    expect(doctor).toMatchObject({ _id: 'd1', availability: { days: ['Monday', 'Sunday'] } });
    expect(doctor).not.toHaveProperty('registrationNumber');
  });

  it('give staff every field with the _id the public sees, the week Sunday first and sorted', () => {
    const doctor = toStaffDoctor(row, schedules, leaves);
    expect(StaffDoctorSchema.safeParse(doctor).success).toBe(true);
    expect(Object.keys(doctor).sort()).toEqual(Object.keys(StaffDoctorSchema.shape).sort());
    expect(doctor).toMatchObject({
      _id: 'd1',
      registrationNumber: 'CG-1234',
      active: true,
      leaves: [{ date: '2026-12-01', reason: null }],
    });
    expect(doctor.schedule).toEqual([
      { weekday: 0, startTimes: ['10:00', '11:00'] },
      { weekday: 1, startTimes: ['10:00'] },
    ]);
  });
});
