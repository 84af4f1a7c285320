/**
 * A therapy session's note (decision 0064): what the therapist used (a name, a quantity and a unit
 * each: free text now, a dispensary's catalogue items later), how the patient took it (a choice and
 * words), and any adverse event (what happened, how severe, what was done). One schema for the
 * form, the API and the OpenAPI document. Written on the session's own clinic day; after it, a
 * change is an amendment with a reason (as the case sheet's, decision 0060).
 */
import { z } from '@core/schemas/z';

import { MATERIAL_UNITS, type MaterialUnit } from './material-units';

export const UNITS = Object.keys(MATERIAL_UNITS) as [MaterialUnit, ...MaterialUnit[]];

/** How the patient took the session (labels: `staff.sessionNotes.response.<value>`). */
export const RESPONSES = ['comfortable', 'mild-discomfort', 'marked-discomfort', 'could-not-complete'] as const;
type SessionResponse = (typeof RESPONSES)[number];
export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;

const text = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' });

/** A quantity as a form sends it ('250', '2.5') or a number; more than 0 and at most two decimals. */
const quantity = z.preprocess(
  (v) =>
    v === '' || v === undefined || v === null ? undefined : typeof v === 'string' && /^\s*\d{1,6}(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v,
  z.number({ error: 'staff.sessionNotes.quantityInvalid' }).positive({ error: 'staff.sessionNotes.quantityInvalid' }),
);

const MaterialSchema = z
  .object({
    name: text(120).min(1, { error: 'staff.sessionNotes.materialNameRequired' }),
    quantity,
    unit: z.enum(UNITS, { error: 'staff.sessionNotes.unitInvalid' }),
  })
  .superRefine((m, ctx) => {
    if (m.quantity > MATERIAL_UNITS[m.unit])
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'staff.sessionNotes.quantityTooMuch' });
  });

const AdverseSchema = z
  .object({
    occurred: z.boolean({ error: 'staff.sessionNotes.adverseChoose' }),
    what: text(1000).optional().default(''),
    severity: z
      .union([z.literal(''), z.enum(SEVERITIES)], { error: 'staff.sessionNotes.severityInvalid' })
      .optional()
      .default(''),
    action: text(1000).optional().default(''),
  })
  .superRefine((a, ctx) => {
    if (!a.occurred) return;
    if (!a.what) ctx.addIssue({ code: 'custom', path: ['what'], message: 'staff.sessionNotes.adverseWhatRequired' });
    if (!a.severity) ctx.addIssue({ code: 'custom', path: ['severity'], message: 'staff.sessionNotes.severityRequired' });
    if (!a.action) ctx.addIssue({ code: 'custom', path: ['action'], message: 'staff.sessionNotes.adverseActionRequired' });
  });

export const SessionNoteSchema = z.object({
  materials: z.array(MaterialSchema).max(20, { error: 'staff.tooMany' }).default([]),
  response: z.enum(RESPONSES, { error: 'staff.sessionNotes.responseRequired' }),
  responseNotes: text(2000).optional().default(''),
  adverse: AdverseSchema,
});
export type SessionNote = z.output<typeof SessionNoteSchema>;
/** What the form holds (quantities typed as text). */
export type SessionNoteInput = z.input<typeof SessionNoteSchema>;

const version = z.number({ error: 'staff.sessionNotes.versionInvalid' }).int().min(0);

/** PUT: the note on the session's day, at the version read (0: none yet; a stale one is a 409). */
export const SessionNoteSaveSchema = z.object({ version, content: SessionNoteSchema });

/** POST after the session's day: the whole new note and why; the note as first written is kept. */
export const SessionNoteAmendSchema = z.object({
  version,
  content: SessionNoteSchema,
  reason: z.string().trim().min(1, { error: 'staff.sessionNotes.reasonRequired' }).max(500, { error: 'staff.tooLong' }),
});

/** A note as answers carry it (no form reading). */
const NoteAnswer = z.object({
  materials: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.enum(UNITS) })),
  response: z.enum(RESPONSES),
  responseNotes: z.string(),
  adverse: z.object({
    occurred: z.boolean(),
    what: z.string(),
    severity: z.union([z.literal(''), z.enum(SEVERITIES)]),
    action: z.string(),
  }),
});

const Signature = z.object({ by: z.string().nullable(), at: z.string() });

export const SessionNoteViewSchema = z.object({
  sessionId: z.string(),
  version: z.number(),
  /** The latest text (the last amendment's, else the note as written); null when none yet. */
  content: NoteAnswer.nullable(),
  written: Signature.nullable(),
  /** The note as first written, when amendments followed (never changed). */
  originalContent: NoteAnswer.nullable(),
  amendments: z.array(Signature.extend({ reason: z.string() })),
  /** The prescribing doctor's acknowledgement of the adverse event. */
  adverseSeen: Signature.nullable(),
  /** Whether the caller writes it now: 'edit' on the session's day, 'amend' after it, null not theirs. */
  mode: z.enum(['edit', 'amend']).nullable(),
  /** Whether the caller acknowledges its adverse event (the prescribing doctor, while unseen). */
  canAcknowledge: z.boolean(),
});
export type SessionNoteView = z.infer<typeof SessionNoteViewSchema>;

/** An empty note (what the form starts from). */
export function emptySessionNote(): SessionNoteInput {
  return {
    materials: [],
    response: undefined as unknown as SessionResponse,
    responseNotes: '',
    adverse: { occurred: false, what: '', severity: '', action: '' },
  };
}

/** Sessions a note is written for: under way or done (not before it starts, not cancelled or missed). */
export function notable(state: string): boolean {
  return state === 'in-progress' || state === 'done';
}

/** One line of what was used ('Ksheerabala taila 250 ml'), for summaries. */
export function materialsLine(materials: readonly { name: string; quantity: number; unit: string }[]): string {
  return materials.map((m) => `${m.name} ${m.quantity} ${m.unit}`).join(', ');
}
