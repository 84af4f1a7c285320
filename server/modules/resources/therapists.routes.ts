/** Therapists and their leave: the admin writes, the desk reads. */
import { WeeklyHoursViewSchema } from '@core/schemas/staff/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { isIsoDate } from '@core/booking/slots';
import { uuidParams } from '@core/schemas/params';
import { LeaveSchema, NewTherapistSchema, TherapistSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import * as resources from './resources.server';

const tags = ['programmes'];
const Hours = WeeklyHoursViewSchema;
const Therapists = envelope(
  z.object({
    therapists: z.array(
      z.object({
        id: z.string(),
        staffId: z.string().nullable(),
        name: z.string(),
        gender: z.enum(GENDERS),
        therapies: z.array(z.string()),
        weeklyHours: Hours,
        active: z.boolean(),
        leaves: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
      }),
    ),
  }),
);

export const therapistRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/therapists',
    {
      config: { permission: 'therapists.view' },
      schema: { tags, summary: 'Therapists with upcoming leave (admin, reception)', response: { 200: Therapists } },
    },
    async () => {
      return ok({ therapists: await resources.listTherapists(api.ctx) });
    },
  );
  api.post(
    '/staff/therapists',
    {
      config: { permission: 'therapists.edit' },
      schema: {
        tags,
        summary: 'Add a therapist, from a therapist staff account or without one (admin)',
        body: NewTherapistSchema,
        response: { 200: Therapists },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.createTherapist(api.ctx, staff, request.body);
      return ok({ therapists: await resources.listTherapists(api.ctx) }, translate(request.locale, 'programmes.therapistSaved'));
    },
  );
  const params = uuidParams('programmes.therapistNotFound');
  api.put(
    '/staff/therapists/:id',
    {
      config: { permission: 'therapists.edit' },
      schema: {
        tags,
        summary: 'Change a therapist: skills, hours, active (admin)',
        params,
        body: TherapistSchema,
        response: { 200: Therapists },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.updateTherapist(api.ctx, staff, request.params.id, request.body);
      return ok({ therapists: await resources.listTherapists(api.ctx) }, translate(request.locale, 'programmes.therapistSaved'));
    },
  );
  api.post(
    '/staff/therapists/:id/leaves',
    {
      config: { permission: 'therapists.edit' },
      schema: { tags, summary: 'Mark a day of leave (admin)', params, body: LeaveSchema, response: { 200: Therapists } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.addTherapistLeave(api.ctx, staff, request.params.id, request.body);
      return ok({ therapists: await resources.listTherapists(api.ctx) }, translate(request.locale, 'programmes.leaveSaved'));
    },
  );
  api.delete(
    '/staff/therapists/:id/leaves/:date',
    {
      config: { permission: 'therapists.edit' },
      schema: {
        tags,
        summary: 'Remove a day of leave (admin)',
        params: params.extend({ date: z.string().refine(isIsoDate, { error: 'staff.dateInvalid' }) }),
        response: { 200: Therapists },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.removeTherapistLeave(api.ctx, staff, request.params.id, request.params.date);
      return ok({ therapists: await resources.listTherapists(api.ctx) }, translate(request.locale, 'programmes.leaveRemoved'));
    },
  );
};
