/**
 * The end-to-end run's test routes (decision 0037), registered only when TEST_ROUTES is on, which
 * the settings allow only for a demo clinic on a loopback address (server/config.ts): a real
 * installation has no such routes. They shorten what a test would otherwise wait for in real time,
 * and give each spec its own doctor and therapist, so specs run in any order and side by side.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { GENDERS } from '@core/constants';
import { IdParams } from '@core/schemas/params';
import { addDays, clinicDate, clinicTime } from '@core/booking/slots';
import { createDoctor, createPatient, createStaff } from '@server/db/factories';
import { createProgramme, createRoom, createTherapist, THERAPIST_CLINIC_WEEK } from '@server/db/programme-factories';
import { consultations, patients, programmes, sessionTherapists, staff, therapySessions } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import { envelope, ok } from '@server/http/envelope';
import { setSessionCookie } from '@server/http/request-context';
import { createSignIn } from '@server/modules/auth/sign-ins';
import { getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { slotsChanged } from '@server/modules/consultations/booking/availability.server';

/** `HH:MM` a number of minutes after midnight. */
const minuteOfDay = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A fresh staff phone number (10 digits from 7: apart from the demo staff's 90000000xx and the specs' patients' 8...). */
const staffPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const Name = z.string().trim().min(1).max(80);

/** A doctor and a therapist of a spec's own, each with a sign-in: specs share no one's slots or days. */
const ownStaffRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/doctors',
    {
      schema: {
        tags: ['test'],
        summary: 'End-to-end tests only: a doctor of their own (the usual week) with a doctor sign-in',
        body: z.object({ name: Name.optional() }).default({}),
        response: {
          201: envelope(z.object({ id: z.string(), name: z.string(), department: z.array(z.string()), phone: z.string() })),
        },
      },
    },
    async (request, reply) => {
      const { db } = api.ctx;
      const name = request.body.name ?? `Dr. Zeta Test ${Math.floor(Math.random() * 1e6)}`;
      const doctor = await createDoctor(db, { name });
      if (!doctor) throw new Error('doctor not created');
      const account = await createStaff(db, { name, phone: staffPhone(), role: 'doctor', doctorId: doctor.id });
      if (!account) throw new Error('doctor account not created');
      reply.code(201);
      return ok({ id: doctor.id, name: doctor.name, department: doctor.department, phone: account.phone });
    },
  );

  api.post(
    '/test/therapists',
    {
      schema: {
        tags: ['test'],
        summary: 'End-to-end tests only: a therapist of their own (Monday to Saturday) with a therapist sign-in',
        body: z
          .object({
            name: Name.optional(),
            gender: z.enum(GENDERS).default('male'),
            therapies: z.array(z.string().max(60)).max(80).default([]),
          })
          .default({ gender: 'male', therapies: [] }),
        response: { 201: envelope(z.object({ id: z.string(), name: z.string(), phone: z.string(), therapies: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      const { db } = api.ctx;
      const { gender, therapies } = request.body;
      const name = request.body.name ?? `Zeta Therapist ${Math.floor(Math.random() * 1e6)}`;
      const account = await createStaff(db, { name, phone: staffPhone(), role: 'therapist' });
      if (!account) throw new Error('therapist account not created');
      const therapist = await createTherapist(db, { name, gender, therapies, staffId: account.id, weeklyHours: THERAPIST_CLINIC_WEEK });
      reply.code(201);
      return ok({ id: therapist.id, name: therapist.name, phone: account.phone, therapies: therapist.therapies });
    },
  );
};

/**
 * A programme of two sessions of a spec's own therapist for a patient (by phone): the first began
 * five minutes ago, the second a day later, each in a room of its own (attendance e2e, decision 0051).
 * Written directly: real time decides, and the clinic may be closed when the test runs.
 */
const sessionRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/sessions',
    {
      schema: {
        tags: ['test'],
        summary: "End-to-end tests only: a patient's programme of two sessions with a therapist, the first begun",
        body: z.object({ therapistId: z.uuid(), contact: z.string().regex(/^\d{10}$/), name: Name, doctorId: z.uuid().optional() }),
        response: {
          201: envelope(z.object({ programmeId: z.string(), sessionIds: z.array(z.string()), room: z.string(), date: z.string() })),
        },
      },
    },
    async (request, reply) => {
      const { db } = api.ctx;
      const { therapistId, contact, name, doctorId } = request.body;
      const [found] = await db.select().from(patients).where(eq(patients.contact, contact));
      const patient = found ?? (await createPatient(db, { name, contact }));
      const room = await createRoom(db, { name: `Zeta Room ${Math.floor(Math.random() * 1e6)}` });
      const start = new Date(api.ctx.now().getTime() - 5 * 60_000);
      const programme = await createProgramme(db, {
        patientId: patient.id,
        doctorId,
        days: [['dhumapana'], ['dhumapana']],
        startDate: clinicDate(start),
      });
      await db.update(programmes).set({ status: 'accepted', acceptedAt: api.ctx.now() }).where(eq(programmes.id, programme.id));
      const sessionIds: string[] = [];
      for (const day of [1, 2]) {
        const startsAt = new Date(start.getTime() + (day - 1) * 86_400_000);
        const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
        const [row] = await db
          .insert(therapySessions)
          .values({
            programmeId: programme.id,
            therapySlug: 'dhumapana',
            patientId: patient.id,
            roomId: room.id,
            startsAt,
            endsAt,
            blockedFrom: startsAt,
            blockedTo: endsAt,
            day,
          })
          .returning();
        await db.insert(sessionTherapists).values({ sessionId: row!.id, therapistId, blockedFrom: startsAt, blockedTo: endsAt });
        sessionIds.push(row!.id);
      }
      reply.code(201);
      return ok({ programmeId: programme.id, sessionIds, room: room.name, date: clinicDate(start) });
    },
  );
};

/**
 * A staff sign-in without a code: the e2e run signs staff in many times, often the same demo
 * account in two specs at once, and a code's resend cool-down made the second wait or fail. The
 * code path itself is tested through the form once (staff.spec) and by the API tests.
 */
const signInRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/staff-sign-in',
    {
      schema: {
        tags: ['test'],
        summary: 'End-to-end tests only: a staff sign-in (HttpOnly cookie) for an active staff number, without a code',
        body: z.object({ contact: z.string().regex(/^\d{10}$/) }),
        response: { 200: envelope(z.object({ role: z.string() })) },
      },
    },
    async (request, reply) => {
      const [member] = await api.ctx.db
        .select()
        .from(staff)
        .where(and(eq(staff.phone, request.body.contact), eq(staff.active, true)));
      if (!member) throw new NotFound('staff.memberNotFound');
      const session = await createSignIn(api.ctx, { kind: 'staff', staffId: member.id }, { ip: request.ip });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return ok({ role: member.role });
    },
  );
};

export const testRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(signInRoutes);
  await api.register(ownStaffRoutes);
  await api.register(sessionRoutes);

  api.post(
    '/test/consultations/:id/begin',
    {
      schema: {
        tags: ['test'],
        summary: "End-to-end tests only: move a consultation to a slot that has begun (its doctor's latest free minute up to now)",
        params: IdParams,
        response: { 200: envelope(z.object({ date: z.string(), timeSlot: z.string() })) },
      },
    },
    async (request) => {
      const { ctx } = api;
      const row = await getConsultationRow(ctx, request.params.id);
      if (!row) throw new NotFound('booking.consultationNotFound');
      const now = ctx.now();
      const today = clinicDate(now);
      const [hours = 0, minutes = 0] = clinicTime(now).split(':').map(Number);
      // The doctor's latest minute up to now that no other active consultation holds (today, else yesterday).
      for (const [date, from] of [
        [today, hours * 60 + minutes],
        [addDays(today, -1), 24 * 60 - 1],
      ] as const) {
        const taken = new Set(
          (
            await ctx.db
              .select({ timeSlot: consultations.timeSlot })
              .from(consultations)
              .where(
                and(
                  eq(consultations.doctorId, row.doctorId),
                  eq(consultations.date, date),
                  ne(consultations.status, 'cancelled'),
                  ne(consultations.id, row.id),
                ),
              )
          ).map((r) => r.timeSlot),
        );
        for (let minute = from; minute >= 0; minute--) {
          const timeSlot = minuteOfDay(minute);
          if (taken.has(timeSlot)) continue;
          await ctx.db.update(consultations).set({ date, timeSlot }).where(eq(consultations.id, row.id));
          slotsChanged(ctx);
          return ok({ date, timeSlot });
        }
      }
      throw new NotFound('booking.consultationNotFound');
    },
  );
};
