/**
 * Reception's changes on the resource grid: moving a session, its alternatives, cancelling one,
 * booking a cancelled programme session's replacement, and answering a patient's move request. The
 * desk only (reception, admin); a therapist has their own day (/staff/my-day). The grid and what
 * needs attention are read by the page's loader (app/routes/staff/desk/schedule.tsx, decision 0044).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_STATUSES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { MoveDaySchema, MoveSchema, ResolveSchema } from '@core/schemas/programmes/schedule-grid';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE } from '@core/i18n/locales';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { bookReplacement, resolveMoveRequest, sessionAlternatives } from './attention.server';
import { cancelSession } from '@server/modules/programmes/sessions/cancel-session.server';
import { moveSession } from '@server/modules/programmes/sessions/move-session.server';
import { moveProgrammeDay } from '@server/modules/programmes/sessions/move-day.server';
import { recordSessionAttendance } from '@server/modules/programmes/sessions/attendance.server';
import { SessionAttendanceSchema } from '@core/dispensary/materials';
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

/** Every change of a session goes through programmes/sessions/ (book, move, cancel) or ./attention.server.ts. */
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

/** A whole programme day to another date in one step (decision 0072). */
const dayRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/programmes/:id/move-day',
    {
      config: { permission: 'schedule.edit' },
      schema: {
        tags,
        summary:
          'Move a whole programme day to another date: its sessions keep their times, rooms and therapists (reception, admin; decision 0072)',
        description:
          'All or nothing: a clash (a therapist, the room, the patient) or a broken rule is a 409/422 naming it; 409 when a session of the day has begun or the programme is not under way; 400 for the same date.',
        params: uuidParams('programmes.accept.notFound'),
        body: MoveDaySchema,
        response: {
          200: envelope(z.object({ sessions: z.array(z.object({ id: z.string(), startsAt: z.string(), roomId: z.string() })) })),
        },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const moved = await moveProgrammeDay(api.ctx, staff, request.params.id, request.body, request.locale);
      const date = formatClinicDate(request.body.date, INTL_LOCALE[request.locale]);
      return ok(
        { sessions: moved.map(sessionOut) },
        translate(request.locale, 'staff.moveDay.moved', { day: request.body.day, date, count: moved.length }),
      );
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
          'Record attendance: checked in, in progress, done (consuming its materials: decision 0071) or no-show (reception, admin; a therapist their own sessions; decision 0051)',
        params,
        body: SessionAttendanceSchema,
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
      const s = await recordSessionAttendance(api.ctx, staff, request.params.id, request.body.step, request.body.materials);
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
  await api.register(dayRoutes);
  await api.register(notifyRoutes);
};
