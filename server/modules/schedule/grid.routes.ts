/**
 * Reception's resource grid and re-planning: the grid of a day or a
 * week, what needs attention, moving a session, its alternatives, cancelling one, booking a
 * cancelled programme session's replacement, and answering a patient's move request. The desk
 * only (reception, admin); a therapist has their own day (/staff/my-day).
 */
import { WeeklyHoursViewSchema } from '@core/schemas/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, SESSION_STATUSES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { AttentionQuerySchema, GridQuerySchema, MoveSchema, ResolveSchema } from '@core/schemas/schedule-grid';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { bookReplacement, needsAttention, resolveMoveRequest, sessionAlternatives } from './attention.server';
import { scheduleGrid } from './grid.server';
import { cancelSession, moveSession } from '@server/modules/programmes/sessions/sessions.server';
import { recordSessionAttendance } from '@server/modules/programmes/sessions/attendance.server';
import { AttendanceSchema } from '@core/schemas/staff';
import { notifyScheduleChanges } from '@server/notify/programme-notices';

const tags = ['programmes'];

const Proposal = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  roomId: z.string(),
  room: z.string(),
  therapistIds: z.array(z.string()),
  therapists: z.array(z.string()),
});
const Grid = envelope(
  z.object({
    dates: z.array(z.string()),
    clinic: z.object({
      open: z.string(),
      close: z.string(),
      days: z.array(z.number()),
      hours: WeeklyHoursViewSchema,
      holidays: z.array(z.object({ date: z.string(), name: z.string() })),
    }),
    therapists: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        gender: z.enum(GENDERS),
        active: z.boolean(),
        weeklyHours: WeeklyHoursViewSchema,
        leave: z.array(z.string()),
      }),
    ),
    rooms: z.array(z.object({ id: z.string(), name: z.string(), capabilities: z.array(z.string()) })),
    sessions: z.array(
      z.object({
        id: z.string(),
        therapySlug: z.string(),
        therapy: z.string(),
        patientName: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        blockedFrom: z.string(),
        blockedTo: z.string(),
        roomId: z.string(),
        therapistIds: z.array(z.string()),
        status: z.enum(SESSION_STATUSES),
        arrivedAt: z.string().nullable(),
        startedAt: z.string().nullable(),
        programmeId: z.string().nullable(),
        day: z.number().nullable(),
        moveRequested: z.boolean(),
      }),
    ),
  }),
);
const Item = {
  id: z.string(),
  therapySlug: z.string(),
  therapy: z.string(),
  patientName: z.string(),
  startsAt: z.string(),
  programmeId: z.string().nullable(),
  day: z.number().nullable(),
  proposals: z.array(Proposal),
};
const Attention = envelope(
  z.object({
    absent: z.array(z.object({ ...Item, absent: z.array(z.object({ name: z.string(), why: z.enum(['leave', 'inactive']) })) })),
    cancelled: z.array(z.object(Item)),
    moveRequests: z.array(z.object({ ...Item, requestId: z.string(), note: z.string(), requestedAt: z.string() })),
  }),
);
const Session = envelope(z.object({ id: z.string(), startsAt: z.string(), roomId: z.string() }));
const Done = envelope(z.object({}));
const params = uuidParams('programmes.sessionNotFound');
const moveOf = (body: z.infer<typeof MoveSchema>) => ({ ...body, startsAt: new Date(body.startsAt) });
const sessionOut = (s: { id: string; startsAt: Date; roomId: string }) => ({
  id: s.id,
  startsAt: s.startsAt.toISOString(),
  roomId: s.roomId,
});

const readRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/schedule',
    {
      config: { permission: 'schedule.view' },
      schema: {
        tags,
        summary: 'Therapists and rooms against time for a day or a week (reception, admin)',
        querystring: GridQuerySchema,
        response: { 200: Grid },
      },
    },
    async (request) => {
      return ok(await scheduleGrid(api.ctx, request.query, request.locale));
    },
  );
  api.get(
    '/staff/schedule/attention',
    {
      config: { permission: 'schedule.view' },
      schema: {
        tags,
        summary: 'Sessions hit by leave or cancellation, and open move requests, with proposals (reception, admin)',
        querystring: AttentionQuerySchema,
        response: { 200: Attention },
      },
    },
    async (request) => {
      return ok(await needsAttention(api.ctx, request.query.date, request.locale));
    },
  );
  api.get(
    '/staff/sessions/:id/alternatives',
    {
      config: { permission: 'schedule.view' },
      schema: {
        tags,
        summary: 'Other valid slots for a session on its date (reception, admin)',
        params,
        response: { 200: envelope(z.object({ proposals: z.array(Proposal) })) },
      },
    },
    async (request) => {
      return ok({ proposals: await sessionAlternatives(api.ctx, request.params.id) });
    },
  );
};

/** Every change of a session goes through ./sessions.server.ts or ./attention.server.ts. */
const changeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.patch(
    '/staff/sessions/:id',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        summary: 'Move a session: time, room, therapists; a clash is a 409 (reception, admin)',
        params,
        body: MoveSchema,
        response: { 200: Session },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const moved = await moveSession(api.ctx, staff, request.params.id, moveOf(request.body), request.locale);
      return ok(sessionOut(moved), translate(request.locale, 'staff.grid.moved'));
    },
  );
  api.post(
    '/staff/sessions/:id/cancel',
    {
      config: { permission: 'schedule.edit' },
      schema: { tags, summary: 'Cancel a session (reception, admin)', params, response: { 200: Done } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await cancelSession(api.ctx, request.params.id, staff);
      return ok({}, translate(request.locale, 'staff.grid.cancelled'));
    },
  );
  api.post(
    '/staff/sessions/:id/replacement',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        summary: "Book a cancelled programme session's replacement (reception, admin)",
        params,
        body: MoveSchema,
        response: { 200: Session },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const booked = await bookReplacement(api.ctx, staff, request.params.id, moveOf(request.body), request.locale);
      return ok(sessionOut(booked), translate(request.locale, 'staff.grid.replaced'));
    },
  );
  api.post(
    '/staff/move-requests/:id',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        summary: "Close a patient's move request: done or declined (reception, admin)",
        params: uuidParams('staff.grid.requestNotFound'),
        body: ResolveSchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resolveMoveRequest(api.ctx, staff, request.params.id, request.body.status);
      return ok({}, translate(request.locale, 'staff.grid.resolved'));
    },
  );
};

/** The desk is done moving: the patients' batched notices go now (decision 0058). */
const notifyRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/schedule/notify',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        summary: 'The desk is done moving: every waiting "sessions changed" notice goes now (reception, admin; decision 0058)',
        response: { 200: envelope(z.object({ notices: z.number() })) },
      },
    },
    async (request) => {
      const notices = await notifyScheduleChanges(api.ctx);
      return ok({ notices }, translate(request.locale, notices ? 'staff.grid.notified' : 'staff.grid.nothingToNotify', { count: notices }));
    },
  );
};

/** Attendance of a session (decision 0051): the desk any, a therapist their own (./attendance.server.ts checks which). */
const attendanceRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/sessions/:id/attendance',
    {
      config: { permission: 'sessions.attendance' },
      schema: {
        tags,
        summary:
          'Record attendance: checked in, in progress, done or no-show (reception, admin; a therapist their own sessions; decision 0051)',
        params,
        body: AttendanceSchema,
        response: {
          200: envelope(
            z.object({
              id: z.string(),
              status: z.enum(SESSION_STATUSES),
              arrivedAt: z.string().nullable(),
              startedAt: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const s = await recordSessionAttendance(api.ctx, staff, request.params.id, request.body.step);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return ok(
        { id: s.id, status: s.status, arrivedAt: iso(s.arrivedAt), startedAt: iso(s.startedAt) },
        translate(request.locale, `staff.attendance.done.${request.body.step}`),
      );
    },
  );
};

export const gridRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(attendanceRoutes);
  await api.register(readRoutes);
  await api.register(changeRoutes);
  await api.register(notifyRoutes);
};
