/**
 * Who gets a consultation's prescription PDF, and the signed link that opens it without signing in
 * (decision 0024): the patient who owns the consultation, staff who reach it as on the board (a
 * doctor: their own), or anyone holding a link signed with the session secret, for 7 days.
 */
import { eq } from 'drizzle-orm';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { staffReaches } from '@core/consultations/rules';
import type { AppContext } from '@server/context';
import { consultations, doctors, patients } from '@server/db/schema';
import { Forbidden, NotFound } from '@server/domain/errors';
import { checkLinkSignature, linkExpiry, linkSignature } from '@server/domain/signed-link';
import { attachmentHeader, renderPrescriptionPdf } from '@server/documents/prescription-pdf';
import type { Identity } from '@server/modules/auth/sign-ins';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';

/** How long a signed link works. */
const LINK_DAYS = 7;

/** Signed-link downloads per IP and minute (rendering a PDF costs some CPU; no session slows anyone down). */
export const DOCUMENT_LINK_LIMIT = { name: 'document-links', max: 20, windowMs: 60_000 } as const;

/** The absolute address of the consultation's prescription PDF, signed, working for 7 days from now. */
export function prescriptionLink(ctx: Pick<AppContext, 'config' | 'now'>, consultationId: string): string {
  const exp = linkExpiry(ctx, LINK_DAYS);
  const sig = linkSignature(ctx, 'prescription', consultationId, exp);
  return `${ctx.config.baseUrl}/api/documents/prescription/${consultationId}?exp=${exp}&sig=${sig}`;
}

/** Throws 403 unless `sig` signs this consultation and `exp`, and `exp` has not passed. */
export function checkPrescriptionLink(ctx: Pick<AppContext, 'config' | 'now'>, rawId: string, exp: string, sig: string): void {
  const id = normalizeConsultationId(rawId);
  if (!id) throw new Forbidden('documents.linkInvalid');
  const result = checkLinkSignature(ctx, 'prescription', id, exp, sig);
  if (result === 'invalid') throw new Forbidden('documents.linkInvalid');
  if (result === 'expired') throw new Forbidden('documents.linkExpired');
}

/** Who asks: a signed-in person, or the holder of a link already checked. */
export type DocumentReader = Identity | 'signed-link';

function mayRead(reader: DocumentReader, row: typeof consultations.$inferSelect): boolean {
  if (reader === 'signed-link') return true;
  if (reader.kind === 'staff') return staffReaches(reader.staff, row);
  return row.patientId !== null && row.patientId === reader.patient.id;
}

/** The prescription's PDF and its Content-Disposition (file name); 404 when there is none or the reader may not see it. */
export async function prescriptionPdf(
  ctx: AppContext,
  reader: DocumentReader,
  rawId: string,
): Promise<{ bytes: Buffer; disposition: string }> {
  const id = normalizeConsultationId(rawId);
  const [row] = id ? await ctx.db.select().from(consultations).where(eq(consultations.id, id)).limit(1) : [];
  if (!row || !mayRead(reader, row) || !row.prescription) throw new NotFound('documents.notFound');
  const [doctor] = await ctx.db
    .select({ name: doctors.name, qualification: doctors.qualification, registrationNumber: doctors.registrationNumber })
    .from(doctors)
    .where(eq(doctors.id, row.doctorId))
    .limit(1);
  const [patient] = row.patientId
    ? await ctx.db.select({ age: patients.age, number: patients.number }).from(patients).where(eq(patients.id, row.patientId)).limit(1)
    : [];
  const bytes = await renderPrescriptionPdf({
    locale: row.locale,
    clinic: await clinicProfile(ctx),
    consultation: { id: row.id, date: row.date, name: row.name, age: patient?.age ?? null, patientNumber: patient?.number ?? null },
    doctor: doctor ?? { name: row.doctorName, qualification: '', registrationNumber: null },
    prescription: row.prescription,
  });
  return { bytes, disposition: attachmentHeader(row) };
}
