/** The clinic profile in the staff console: every staff member reads it, the admin edits it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClinicProfileSchema } from '@core/schemas/staff/clinic-profile';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { clinicProfile, saveClinicProfile } from './clinic-profile.server';

export const clinicProfileRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];
  const answer = envelope(z.object({ profile: ClinicProfileSchema }));

  api.get(
    '/staff/clinic-profile',
    {
      config: { permission: 'clinic.view' },
      schema: {
        tags,
        summary: "The clinic's profile: name, address, map, contacts, hours, holidays, social links, UPI, fees (staff)",
        response: { 200: answer },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok({ profile: await clinicProfile(api.ctx) });
    },
  );

  api.put(
    '/staff/clinic-profile',
    {
      config: { permission: 'clinic.edit' },
      schema: {
        tags,
        summary: "Change the clinic's profile (admin); pages, JSON-LD, SMS and e-mails show it at once",
        body: ClinicProfileSchema,
        response: { 200: answer },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ profile: await saveClinicProfile(api.ctx, staff, request.body) }, translate(request.locale, 'staff.clinic.saved'));
    },
  );
};
