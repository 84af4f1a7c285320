/**
 * Therapy session notes' API (decision 0064): read, write on the session's day, amend after it,
 * the prescribing doctor's acknowledgement of an adverse event, and a programme's progress day by
 * day. The role check is the permission table's; whose session or patient, the service's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { SESSION_STATUSES } from '@core/constants';
import { RESPONSES, SEVERITIES, SessionNoteAmendSchema, SessionNoteSaveSchema, SessionNoteViewSchema } from '@core/clinical/session-note';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { acknowledgeAdverseEvent, amendSessionNote, getSessionNote, saveSessionNote } from './session-notes.server';
import { programmeProgress } from './progress.server';

const tags = ['programmes'];
const params = uuidParams('programmes.sessionNotFound');
const Note = envelope(z.object({ note: SessionNoteViewSchema }));

const Signature = z.object({ by: z.string().nullable(), at: z.string() });
const Progress = z.object({
  programmeId: z.string(),
  done: z.number(),
  total: z.number(),
  adverse: z.number(),
  days: z.array(
    z.object({
      day: z.number().nullable(),
      date: z.string(),
      sessions: z.array(
        z.object({
          id: z.string(),
          therapy: z.string(),
          start: z.string(),
          state: z.string(),
          status: z.enum(SESSION_STATUSES),
          arrivedAt: z.string().nullable(),
          startedAt: z.string().nullable(),
          therapists: z.array(z.string()),
          note: z
            .object({
              by: z.string().nullable(),
              amended: z.boolean(),
              materials: z.string(),
              response: z.enum(RESPONSES),
              responseNotes: z.string(),
              adverse: z
                .object({
                  what: z.string(),
                  severity: z.enum(SEVERITIES).nullable(),
                  action: z.string(),
                  seen: Signature.nullable(),
                  canAcknowledge: z.boolean(),
                })
                .nullable(),
            })
            .nullable(),
        }),
      ),
    }),
  ),
});

const readRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/sessions/:id/note',
    {
      config: { permission: 'session-notes.read' },
      schema: {
        tags,
        summary: "A therapy session's note (its therapist, a doctor of the patient, admin; the read is audited)",
        params,
        response: { 200: Note },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ note: await getSessionNote(api.ctx, staff, request.params.id) });
    },
  );

  api.get(
    '/staff/programmes/:id/progress',
    {
      config: { permission: 'session-notes.read' },
      schema: {
        tags,
        summary: "A programme's progress day by day: sessions, attendance, notes, adverse events (a doctor of the patient, admin; audited)",
        params: uuidParams('programmes.accept.notFound'),
        response: { 200: envelope(Progress) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok(await programmeProgress(api.ctx, staff, request.params.id, request.locale));
    },
  );
};

const writeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.put(
    '/staff/sessions/:id/note',
    {
      config: { permission: 'session-notes.write' },
      schema: {
        tags,
        summary: "Write the session's note on its day at the version read (its own therapist only; 409 when stale or after the day)",
        params,
        body: SessionNoteSaveSchema,
        response: { 200: Note },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const note = await saveSessionNote(api.ctx, staff, request.params.id, request.body);
      return ok({ note }, translate(request.locale, 'staff.sessionNotes.saved'));
    },
  );

  api.post(
    '/staff/sessions/:id/note/amendments',
    {
      config: { permission: 'session-notes.write' },
      schema: {
        tags,
        summary: 'Amend a session note after its day (the note as written is kept; who, when and why recorded)',
        params,
        body: SessionNoteAmendSchema,
        response: { 200: Note },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const note = await amendSessionNote(api.ctx, staff, request.params.id, request.body);
      return ok({ note }, translate(request.locale, 'staff.sessionNotes.amended'));
    },
  );

  api.post(
    '/staff/sessions/:id/note/adverse-seen',
    {
      config: { permission: 'session-notes.review' },
      schema: {
        tags,
        summary: "The prescribing doctor acknowledges a note's adverse event (it leaves their badge)",
        params,
        response: { 200: Note },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const note = await acknowledgeAdverseEvent(api.ctx, staff, request.params.id);
      return ok({ note }, translate(request.locale, 'staff.sessionNotes.seenDone'));
    },
  );
};

export const sessionNoteRoutes: FastifyPluginAsyncZod = async (api, options) => {
  await readRoutes(api, options);
  await writeRoutes(api, options);
};
