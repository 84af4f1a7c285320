/**
 * The FHIR R4 export of one consultation (decision 0066): who may (capability 'clinical.export': a
 * doctor of the patient by the need-to-know rule of patient-access.server.ts, and admin; never the
 * desk), only once the visit is completed (the case sheet signed), the read audited as a clinical
 * read, and the record read for the pure builder (consultation-bundle.ts). Diagnosis codes are
 * resolved from the terminology tables: the NAMASTE row's term, and the ICD-11 codes beside it only
 * where WHO's file was imported (a TM2 code the NAMASTE file merely names is not exported).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CodedDiagnosis } from '@core/clinical/case-sheet';
import type { AppContext } from '@server/context';
import { doctors, patients, terminologyConcepts, terminologyMappings } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { caseSheetView, loadConsultation } from '@server/modules/patients/case-sheets.server';
import { assertReachesPatient, auditClinicalRead } from '@server/modules/patients/patient-access.server';
import { buildConsultationBundle, type DiagnosisCoding, type FhirBundle } from './consultation-bundle';

/**
 * The recorded diagnoses as Conditions' codings: each NAMASTE code with the imported ICD-11 codes its
 * row names (and any of those the doctor also recorded); an ICD-11 code recorded on its own is a
 * Condition of its own. Codes not in the tables any more (never the case: rows are kept) are left out.
 */
async function diagnosisCodings(ctx: AppContext, recorded: CodedDiagnosis[]): Promise<DiagnosisCoding[][]> {
  if (recorded.length === 0) return [];
  const concepts = await ctx.db
    .select({
      id: terminologyConcepts.id,
      system: terminologyConcepts.system,
      code: terminologyConcepts.code,
      term: terminologyConcepts.term,
    })
    .from(terminologyConcepts)
    .where(
      inArray(
        terminologyConcepts.code,
        recorded.map((d) => d.code),
      ),
    );
  const find = (system: string, code: string) => concepts.find((c) => c.system === system && c.code === code);
  const namaste = recorded.map((d) => (d.system === 'namaste-ayurveda' ? find(d.system, d.code) : undefined)).filter((c) => !!c);
  const mappings = namaste.length
    ? await ctx.db
        .select({ conceptId: terminologyMappings.conceptId, code: terminologyConcepts.code, term: terminologyConcepts.term })
        .from(terminologyMappings)
        .innerJoin(
          terminologyConcepts,
          and(
            eq(terminologyConcepts.system, terminologyMappings.targetSystem),
            eq(terminologyConcepts.code, terminologyMappings.targetCode),
          ),
        )
        .where(
          inArray(
            terminologyMappings.conceptId,
            namaste.map((c) => c.id),
          ),
        )
    : [];
  const used = new Set<string>();
  const conditions: DiagnosisCoding[][] = [];
  for (const n of namaste) {
    const icd = mappings.filter((m) => m.conceptId === n.id).map((m) => ({ system: 'icd11-tm2' as const, code: m.code, display: m.term }));
    icd.forEach((m) => used.add(m.code));
    conditions.push([{ system: 'namaste-ayurveda', code: n.code, display: n.term }, ...icd]);
  }
  for (const d of recorded) {
    if (d.system === 'namaste-ayurveda' || used.has(d.code)) continue;
    const concept = find(d.system, d.code);
    if (concept) {
      used.add(d.code);
      conditions.push([{ system: d.system, code: concept.code, display: concept.term }]);
    }
  }
  return conditions;
}

/** The consultation's document Bundle and the file name to offer it under. */
export async function consultationFhirBundle(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
): Promise<{ bundle: FhirBundle; fileName: string }> {
  const c = await loadConsultation(ctx, id);
  await assertReachesPatient(ctx, actor, 'clinical.export', c.patientId, c.doctorId);
  if (c.status !== 'completed') throw new Conflict('staff.fhir.notCompleted');
  await auditClinicalRead(ctx, actor, { patientId: c.patientId, part: 'fhir-export', consultationId: c.id });

  const [sheet, patientRows, doctorRows, profile] = await Promise.all([
    caseSheetView(ctx, actor, c),
    c.patientId ? ctx.db.select().from(patients).where(eq(patients.id, c.patientId)).limit(1) : Promise.resolve([]),
    ctx.db.select().from(doctors).where(eq(doctors.id, c.doctorId)).limit(1),
    clinicProfile(ctx),
  ]);
  const patient = patientRows[0];
  const doctor = doctorRows[0];
  const bundle = buildConsultationBundle({
    baseUrl: ctx.config.baseUrl,
    issuedAt: ctx.now(),
    consultation: {
      id: c.id,
      date: c.date,
      timeSlot: c.timeSlot,
      mode: c.mode,
      consultationType: c.consultationType,
      department: c.department,
    },
    patient: {
      id: c.patientId,
      number: patient?.number ?? null,
      name: patient?.name ?? c.name,
      contact: patient ? patient.contact : c.contact,
      email: patient ? patient.email : c.email,
      gender: patient?.gender ?? null,
      dateOfBirth: patient?.dateOfBirth ?? null,
    },
    doctor: {
      id: c.doctorId,
      name: doctor?.name ?? c.doctorName,
      qualification: doctor?.qualification ?? '',
      registrationNumber: doctor?.registrationNumber ?? null,
    },
    clinic: {
      name: profile.legalName || profile.name.en,
      phone: profile.phone,
      email: profile.email,
      street: profile.address.street.en,
      city: profile.address.city.en,
      region: profile.address.region.en,
      postalCode: profile.address.postalCode,
    },
    sheet: sheet && {
      content: sheet.content,
      bmi: sheet.bmi,
      signedAt: sheet.signed?.at ?? null,
      amended: sheet.amendments.length > 0,
      version: sheet.version,
    },
    prescription: c.prescription,
    conditions: await diagnosisCodings(ctx, sheet?.content.diagnoses ?? []),
  });
  return { bundle, fileName: `consultation-${c.id}.fhir.json` };
}
