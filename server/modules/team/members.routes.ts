import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { STAFF_ROLES } from '@core/constants';
import { uuidParams } from '@core/schemas/params';
import { StaffMemberSchema } from '@core/schemas/staff';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { listAudit } from '@server/audit/audit.server';
import { createMember, feedbackReport, listMembers, updateMember } from './members.server';

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
const Averages = z.object({
  count: z.number(),
  questions: z.record(z.string(), z.number()),
  overall: z.number().nullable(),
  onTimeShare: z.number().nullable(),
});

/** Staff accounts (admin). */
const memberRoutes: FastifyPluginAsyncZod = async (api) => {
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

/** The audit log and the feedback report. */
const reportRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];

  api.get(
    '/staff/audit',
    {
      config: { permission: 'audit.view' },
      schema: {
        tags,
        summary: 'The audit log, newest first (admin, read-only)',
        querystring: z.object({
          entity: z.string().max(40).optional(),
          entityId: z.string().max(100).optional(),
          before: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: envelope(
            z.object({
              entries: z.array(
                z.object({
                  id: z.number(),
                  staffName: z.string().nullable(),
                  action: z.string(),
                  entity: z.string(),
                  entityId: z.string().nullable(),
                  before: z.unknown(),
                  after: z.unknown(),
                  at: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      return ok({ entries: await listAudit(api.ctx, request.query) });
    },
  );

  api.get(
    '/staff/feedback-report',
    {
      config: { permission: 'feedback.report' },
      schema: {
        tags,
        summary: 'Feedback averages per question per doctor and per month, with comments (admin)',
        response: {
          200: envelope(
            z.object({
              questions: z.array(z.string()),
              all: Averages,
              byDoctor: z.array(Averages.extend({ doctorId: z.string().nullable(), doctorName: z.string() })),
              byMonth: z.array(Averages.extend({ month: z.string() })),
              comments: z.array(z.object({ doctorName: z.string(), createdAt: z.string(), comments: z.string() })),
            }),
          ),
        },
      },
    },
    async () => {
      return ok(await feedbackReport(api.ctx));
    },
  );
};

export const staffAdminRoutes: FastifyPluginAsyncZod = async (api) => {
  await memberRoutes(api, {});
  await reportRoutes(api, {});
};
