/**
 * The Panchakarma resource admin: rooms, therapists and leave, therapy settings and
 * templates (admin writes, the desk reads), and a therapist's own day.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDER_RULES, GENDERS, ROOM_CAPABILITIES, SESSION_STATUSES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { isIsoDate } from '@core/booking/slots';
import { uuidParams } from '@core/schemas/params';
import {
  DayQuerySchema,
  LeaveSchema,
  NewTherapistSchema,
  ProposalSchema,
  RoomSchema,
  TemplateSchema,
  TherapistSchema,
  TherapySettingsSchema,
} from '@core/schemas/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { proposeProgramme } from '@server/modules/programmes/prescribe/proposal.server';
import * as resources from './resources.server';
import { therapistDay } from '@server/modules/programmes/therapist/therapist-day.server';

const tags = ['programmes'];
const Hours = z.array(z.object({ from: z.string(), to: z.string() }).nullable());
const Rooms = envelope(
  z.object({ rooms: z.array(z.object({ id: z.string(), name: z.string(), capabilities: z.array(z.enum(ROOM_CAPABILITIES)) })) }),
);
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
const Settings = envelope(
  z.object({
    settings: z.array(
      TherapySettingsSchema.extend({
        therapySlug: z.string(),
        roomCapability: z.string().nullable(),
        therapistCount: z.number(),
        genderRule: z.enum(GENDER_RULES),
      }),
    ),
  }),
);
const SlugParams = z.object({ slug: z.string().max(60) });

const roomRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/rooms',
    { config: { permission: 'rooms.view' }, schema: { tags, summary: 'Treatment rooms (admin, reception)', response: { 200: Rooms } } },
    async () => {
      return ok({ rooms: await resources.listRooms(api.ctx) });
    },
  );
  api.post(
    '/staff/rooms',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Add a treatment room (admin)', body: RoomSchema, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.createRoom(api.ctx, staff, request.body);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomUpdated'));
    },
  );
  const params = uuidParams('programmes.roomNotFound');
  api.put(
    '/staff/rooms/:id',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Rename or re-equip a room (admin)', params, body: RoomSchema, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.updateRoom(api.ctx, staff, request.params.id, request.body);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomUpdated'));
    },
  );
  api.delete(
    '/staff/rooms/:id',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Remove a room: 409 while sessions are booked in it (admin)', params, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.removeRoom(api.ctx, staff, request.params.id);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomRemoved'));
    },
  );
};

const therapistRoutes: FastifyPluginAsyncZod = async (api) => {
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

/** A therapist's own day (the desk: any therapist's). */
const dayRoutes: FastifyPluginAsyncZod = async (api) => {
  const Day = envelope(
    z.object({
      sessions: z.array(
        z.object({
          id: z.string(),
          therapySlug: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
          blockedFrom: z.string(),
          blockedTo: z.string(),
          status: z.enum(SESSION_STATUSES),
          roomName: z.string(),
          /** The patient's first name only (what the therapist's page shows). */
          patientName: z.string().describe("The patient's first name only"),
          withTherapists: z.array(z.string()),
        }),
      ),
    }),
  );
  api.get(
    '/staff/therapist-day',
    {
      config: { permission: 'therapist-day.view' },
      schema: {
        tags,
        summary: "A therapist's sessions of a date: their own (therapist), or any therapist's (desk)",
        querystring: DayQuerySchema,
        response: { 200: Day },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ sessions: await therapistDay(api.ctx, staff, request.query.date, request.query.therapistId) });
    },
  );
};

const settingsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/therapy-settings',
    {
      config: { permission: 'therapy-settings.view' },
      schema: { tags, summary: 'Settings of every therapy (admin, reception)', response: { 200: Settings } },
    },
    async () => {
      return ok({ settings: await resources.listTherapySettings(api.ctx) });
    },
  );
  api.get(
    '/staff/therapy-settings/untrained',
    {
      config: { permission: 'therapy-settings.view' },
      schema: {
        tags,
        summary: 'Therapies no active therapist is trained for (admin, reception)',
        response: { 200: envelope(z.object({ therapies: z.array(z.string()) })) },
      },
    },
    async () => {
      return ok({ therapies: await resources.therapiesWithoutTherapists(api.ctx) });
    },
  );
  api.put(
    '/staff/therapy-settings/:slug',
    {
      config: { permission: 'therapy-settings.edit' },
      schema: {
        tags,
        summary: "Change one therapy's settings (admin)",
        params: SlugParams,
        body: TherapySettingsSchema,
        response: { 200: Settings },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.updateTherapySettings(api.ctx, staff, request.params.slug, request.body);
      return ok({ settings: await resources.listTherapySettings(api.ctx) }, translate(request.locale, 'programmes.settingsSaved'));
    },
  );
};

/** Programme templates: every prescriber reads them, admin writes them. */
const templateRoutes: FastifyPluginAsyncZod = async (api) => {
  const Templates = z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.object({ en: z.string(), hi: z.string() }),
      days: z.number(),
      plan: z.array(z.object({ day: z.number(), therapies: z.array(z.string()) })),
    }),
  );
  api.get(
    '/staff/programme-templates',
    {
      config: { permission: 'programme-templates.list' },
      schema: {
        tags,
        summary: 'Programme templates (doctor, reception, admin)',
        response: { 200: envelope(z.object({ templates: Templates })) },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok({ templates: await resources.listTemplates(api.ctx) });
    },
  );
  const Answer = { 200: envelope(z.object({ templates: Templates })) };
  api.post(
    '/staff/programme-templates',
    {
      config: { permission: 'programme-templates.edit' },
      schema: { tags, summary: 'Add a programme template (admin)', body: TemplateSchema, response: Answer },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.saveTemplate(api.ctx, staff, null, request.body);
      return ok({ templates: await resources.listTemplates(api.ctx) }, translate(request.locale, 'programmes.templateSaved'));
    },
  );
  api.put(
    '/staff/programme-templates/:id',
    {
      config: { permission: 'programme-templates.edit' },
      schema: {
        tags,
        summary: 'Change a programme template (admin)',
        params: uuidParams('programmes.templateNotFound'),
        body: TemplateSchema,
        response: Answer,
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.saveTemplate(api.ctx, staff, request.params.id, request.body);
      return ok({ templates: await resources.listTemplates(api.ctx) }, translate(request.locale, 'programmes.templateSaved'));
    },
  );
};

export const Proposal = envelope(
  z.object({
    sessions: z.array(
      z.object({
        day: z.number(),
        date: z.string(),
        therapySlug: z.string(),
        therapy: z.string(),
        start: z.string(),
        end: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        roomId: z.string(),
        room: z.string(),
        therapistIds: z.array(z.string()),
        therapists: z.array(z.string()),
      }),
    ),
  }),
);

/** A schedule proposal for a programme after a completed consultation (its doctor, the desk); nothing is saved. */
const proposalRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/programmes/proposal',
    {
      config: { permission: 'programmes.propose' },
      schema: {
        tags,
        summary: 'Propose the sessions of a programme (doctor of the consultation, reception, admin)',
        body: ProposalSchema,
        response: { 200: Proposal },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ sessions: await proposeProgramme(api.ctx, staff, request.body, request.locale) });
    },
  );
};

export const programmeRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(roomRoutes);
  await api.register(therapistRoutes);
  await api.register(settingsRoutes);
  await api.register(dayRoutes);
  await api.register(templateRoutes);
  await api.register(proposalRoutes);
};
