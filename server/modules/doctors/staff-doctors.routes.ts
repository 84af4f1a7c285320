import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { DoctorFormSchema, LeaveSchema, ScheduleSchema } from '@core/schemas/staff/staff';
import { StaffConsultationSchema } from '@core/schemas/booking/consultation-views';
import { StaffDoctorSchema } from '@core/schemas/staff/doctor';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import {
  addLeave,
  createDoctorProfile,
  getStaffDoctor,
  listStaffDoctors,
  removeLeave,
  saveSchedule,
  updateDoctorProfile,
} from './staff-doctors.server';

const One = envelope(z.object({ doctor: StaffDoctorSchema }));
const IdParam = uuidParams('doctors.notFound');

/** Doctors' profiles: list, one, create, update. */
const doctorProfileRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];
  api.get(
    '/staff/doctors',
    {
      config: { permission: 'doctors.view' },
      schema: {
        tags,
        summary: 'All doctors, active or not, with schedules and leave',
        response: { 200: envelope(z.object({ doctors: z.array(StaffDoctorSchema) })) },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok({ doctors: await listStaffDoctors(api.ctx) });
    },
  );

  api.get(
    '/staff/doctors/:id',
    {
      config: { permission: 'doctors.view' },
      schema: { tags, summary: 'One doctor for editing', params: IdParam, response: { 200: One } },
    },
    async (request) => {
      requireStaff(request);
      return ok({ doctor: await getStaffDoctor(api.ctx, request.params.id) });
    },
  );

  api.post(
    '/staff/doctors',
    {
      config: { permission: 'doctors.edit' },
      schema: { tags, summary: 'Create a doctor (admin)', body: DoctorFormSchema, response: { 200: One } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ doctor: await createDoctorProfile(api.ctx, staff, request.body) }, 'Doctor created');
    },
  );
};

/** Doctors' schedules, leave and photos. */
const doctorCalendarRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];
  api.put(
    '/staff/doctors/:id',
    {
      config: { permission: 'doctors.edit' },
      schema: {
        tags,
        summary: 'Edit a doctor incl. fees and active flag (admin)',
        params: IdParam,
        body: DoctorFormSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ doctor: await updateDoctorProfile(api.ctx, staff, request.params.id, request.body) }, 'Doctor updated');
    },
  );

  api.put(
    '/staff/doctors/:id/schedule',
    {
      config: { permission: 'doctors.schedule' },
      schema: {
        tags,
        summary: 'Weekly schedule (admin, reception, the doctor)',
        params: IdParam,
        body: ScheduleSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ doctor: await saveSchedule(api.ctx, staff, request.params.id, request.body.days) }, 'Schedule saved');
    },
  );

  api.post(
    '/staff/doctors/:id/leaves',
    {
      config: { permission: 'doctors.schedule' },
      schema: {
        tags,
        summary: 'Add a leave day; answers the bookings on it',
        params: IdParam,
        body: LeaveSchema,
        response: { 200: envelope(z.object({ doctor: StaffDoctorSchema, affected: z.array(StaffConsultationSchema) })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await addLeave(api.ctx, staff, request.params.id, request.body), 'Leave added');
    },
  );

  api.delete(
    '/staff/doctors/:id/leaves/:date',
    {
      config: { permission: 'doctors.schedule' },
      schema: {
        tags,
        summary: 'Remove a leave day',
        params: IdParam.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' }) }),
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ doctor: await removeLeave(api.ctx, staff, request.params.id, request.params.date) }, 'Leave removed');
    },
  );
};

export const staffDoctorRoutes: FastifyPluginAsyncZod = async (api) => {
  await doctorProfileRoutes(api, {});
  await doctorCalendarRoutes(api, {});
};
