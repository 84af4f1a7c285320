/**
 * Therapy requests: a patient asks for a therapy from its page; reception calls
 * them and closes the request (done or declined). A therapy a doctor must prescribe is not
 * requested here: its page leads to a consultation first, and the service refuses it (422).
 * One open request per patient and therapy (the partial unique index therapy_requests_open).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { findTherapy, therapyName } from '@content/therapies/catalogue';
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import type { Locale } from '@core/i18n/locales';
import type { TherapyRequestBody } from '@core/schemas/programmes/therapy-requests';
import type { AppContext } from '@server/context';
import { cachedPublicData } from '@server/cache/public-data';
import { uniqueViolationAs } from '@server/db/errors';
import { patients, therapyRequests, therapySettings } from '@server/db/schema';
import { Conflict, DomainError, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

/** What a therapy page says about how the therapy is given. */
export interface TherapyFacts {
  sessionMinutes: number;
  price: number;
  therapistCount: number;
  needsPrescription: boolean;
}

type SettingsRow = typeof therapySettings.$inferSelect;

function factsOf(slug: string, row: SettingsRow | undefined): TherapyFacts | null {
  const s = row ?? THERAPY_SETTINGS_DEFAULTS[slug];
  if (!s) return null;
  return { sessionMinutes: s.sessionMinutes, price: s.price, therapistCount: s.therapistCount, needsPrescription: s.needsPrescription };
}

async function settingsRow(db: AppContext['db'], slug: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(therapySettings).where(eq(therapySettings.therapySlug, slug));
  return row;
}

/**
 * The clinic's settings of one therapy for its public page (the admin's, else the catalogue's
 * defaults), through the public-data cache (scope 'therapies', invalidated when the admin edits them).
 */
export function therapyFacts(ctx: AppContext, slug: string): Promise<TherapyFacts | null> {
  return cachedPublicData(ctx.db, 'therapies', slug, async () => factsOf(slug, await settingsRow(ctx.db, slug)));
}

function therapyTitle(slug: string, locale: Locale): string {
  return therapyName(slug, locale);
}

/**
 * A signed-in patient's request for a therapy. 404 for a therapy not in the catalogue; 422 when a
 * doctor must prescribe it (book a consultation first); 409 while the same request is still open.
 */
export async function createTherapyRequest(ctx: AppContext, patientId: string, body: TherapyRequestBody) {
  const therapy = findTherapy(body.therapySlug);
  if (!therapy) throw new NotFound('site.therapyRequest.unknownTherapy');
  // Read from the database, not the cache: the admin's latest word decides.
  const facts = factsOf(therapy.route, await settingsRow(ctx.db, therapy.route));
  if (!facts) throw new NotFound('site.therapyRequest.unknownTherapy');
  if (facts.needsPrescription) throw new DomainError(422, 'site.therapyRequest.needsPrescription');
  const [row] = await uniqueViolationAs(
    () =>
      ctx.db
        .insert(therapyRequests)
        .values({ patientId, therapySlug: therapy.route, timeBand: body.timeBand, note: body.note, createdAt: ctx.now() })
        .returning(),
    () => new Conflict('site.therapyRequest.alreadyRequested'),
    'therapy_requests_open',
  );
  return { id: row!.id, therapySlug: row!.therapySlug, timeBand: row!.timeBand, status: row!.status };
}

/** A patient's own open requests, newest first (My Appointments). */
export async function listMyTherapyRequests(ctx: AppContext, patientId: string, locale: Locale) {
  const rows = await ctx.db
    .select()
    .from(therapyRequests)
    .where(and(eq(therapyRequests.patientId, patientId), eq(therapyRequests.status, 'open')))
    .orderBy(desc(therapyRequests.createdAt));
  return rows.map((r) => ({
    id: r.id,
    therapySlug: r.therapySlug,
    therapy: therapyTitle(r.therapySlug, locale),
    timeBand: r.timeBand,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The desk's list: every open request, oldest first, with whom to call. */
export async function listOpenTherapyRequests(ctx: AppContext, locale: Locale) {
  const rows = await ctx.db
    .select({ request: therapyRequests, name: patients.name, contact: patients.contact, gender: patients.gender })
    .from(therapyRequests)
    .innerJoin(patients, eq(patients.id, therapyRequests.patientId))
    .where(eq(therapyRequests.status, 'open'))
    .orderBy(asc(therapyRequests.createdAt));
  return rows.map(({ request: r, name, contact, gender }) => ({
    id: r.id,
    patientName: name,
    phone: contact,
    gender,
    therapySlug: r.therapySlug,
    therapy: therapyTitle(r.therapySlug, locale),
    timeBand: r.timeBand,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Reception closes an open request: 404 for no such request, 409 when it is already closed. */
export async function resolveTherapyRequest(
  ctx: AppContext,
  actor: Pick<SignedInStaff, 'id' | 'name'>,
  id: string,
  status: 'done' | 'declined',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(therapyRequests).where(eq(therapyRequests.id, id)).for('update');
    if (!before) throw new NotFound('staff.therapyRequests.notFound');
    if (before.status !== 'open') throw new Conflict('staff.therapyRequests.alreadyClosed');
    const [after] = await tx
      .update(therapyRequests)
      .set({ status, resolvedAt: ctx.now(), resolvedBy: actor.id })
      .where(eq(therapyRequests.id, id))
      .returning();
    await writeAudit(tx, ctx, actor, { action: `therapy-request.${status}`, entity: 'therapy-request', entityId: id, before, after });
  });
}
