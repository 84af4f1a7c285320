/**
 * Every doctor row -> view mapper, in one place: the row becomes the read model
 * (core/schemas/staff/doctor.ts), and the public and staff views add what they show besides.
 */
import type { Doctor, DoctorRead, StaffDoctor } from '@core/schemas/staff/doctor';
import type { doctorLeaves, doctorSchedules, doctors } from '@server/db/schema';

/** The spec's weekday names, index = weekday (0 = Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

type DoctorRow = typeof doctors.$inferSelect;
type ScheduleRow = typeof doctorSchedules.$inferSelect;
type LeaveRow = typeof doctorLeaves.$inferSelect;

function toDoctorRead(row: DoctorRow): DoctorRead {
  return {
    _id: row.id,
    name: row.name,
    profileImage: row.profileImage,
    specialization: row.specialization,
    department: row.department,
    experience: row.experience,
    qualification: row.qualification,
    registrationNumber: row.registrationNumber,
    bio: row.bio,
    languages: row.languages,
    fees: row.fees,
    active: row.active,
  };
}

/** The public view: the profile and the spec's weekly availability (working days Monday first). */
export function toDoctor(row: DoctorRow, schedules: ScheduleRow[]): Doctor {
  const { registrationNumber: _registration, active: _active, ...profile } = toDoctorRead(row);
  const ordered = schedules
    .filter((s) => s.doctorId === row.id && s.startTimes.length)
    .sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
  return {
    ...profile,
    // The spec's weekly shape. Slots are booked per date: see GET /api/doctors/:id/availability.
    availability: {
      days: ordered.map((s) => WEEKDAYS[s.weekday] ?? 'Sunday'),
      slots: ordered.map((s) => s.startTimes.map((startTime) => ({ startTime, isBooked: false }))),
    },
  };
}

/** The staff view: every field, the weekly schedule (Sunday first, times sorted) and the given leave days. */
export function toStaffDoctor(row: DoctorRow, schedules: ScheduleRow[], leaves: LeaveRow[]): StaffDoctor {
  return {
    ...toDoctorRead(row),
    schedule: schedules
      .filter((s) => s.doctorId === row.id)
      .map((s) => ({ weekday: s.weekday, startTimes: [...s.startTimes].sort() }))
      .sort((a, b) => a.weekday - b.weekday),
    leaves: leaves.filter((l) => l.doctorId === row.id).map((l) => ({ date: l.date, reason: l.reason })),
  };
}
