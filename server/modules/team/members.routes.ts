import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { STAFF_ROLES } from '@core/constants';
import { uuidParams } from '@core/schemas/params';
import { StaffMemberSchema } from '@core/schemas/staff/staff';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { createMember, listMembers, updateMember } from './members.server';

const Member = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  doctorId: z.string().nullable(),
  doctorName: z.string().nullable(),
  active: z.boolean(),
});

/** Staff accounts (admin). The audit log and the feedback report are their pages' loaders' (decision 0044). */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];
  const members = envelope(z.object({ members: z.array(Member) }));

  api.get(
    '/staff/members',
    { config: { permission: 'team.manage' }, schema: { tags, summary: 'Staff accounts (admin)', response: { 200: members } } },
    async () => {
      return ok({ members: await listMembers(api.ctx) });
    },
  );

  api.post(
    '/staff/members',
    {
      config: { permission: 'team.manage' },
      schema: { tags, summary: 'Add a staff account (admin)', body: StaffMemberSchema, response: { 200: members } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await createMember(api.ctx, staff, request.body);
      return ok({ members: await listMembers(api.ctx) }, 'Staff added');
    },
  );

  api.put(
    '/staff/members/:id',
    {
      config: { permission: 'team.manage' },
      schema: {
        tags,
        summary: 'Change or deactivate a staff account (admin)',
        params: uuidParams('staff.memberNotFound'),
        body: StaffMemberSchema,
        response: { 200: members },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await updateMember(api.ctx, staff, request.params.id, request.body);
      return ok({ members: await listMembers(api.ctx) }, translate(request.locale, 'staff.api.staffUpdated'));
    },
  );
};
