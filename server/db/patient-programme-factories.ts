/** Test rows of a patient's programme: the programme itself; its sessions come from bookSession. */
import { programmeDeposit } from '@core/programmes/price';
import type { DepositStatus, ProgrammeStatus } from '@core/constants';
import type { Db } from './client';
import { programmes, type TemplateDay } from './schema';

export async function createPatientProgramme(
  db: Db,
  input: {
    patientId: string;
    status?: ProgrammeStatus;
    startDate?: string;
    price?: number;
    discount?: number;
    depositStatus?: DepositStatus;
    notes?: string;
    plan?: TemplateDay[];
    templateId?: string | null;
  },
) {
  const price = input.price ?? 12_000;
  const discount = input.discount ?? 0;
  const [row] = await db
    .insert(programmes)
    .values({
      patientId: input.patientId,
      status: input.status ?? 'accepted',
      startDate: input.startDate ?? '2026-12-01',
      price,
      discount,
      deposit: programmeDeposit(price, discount),
      depositStatus: input.depositStatus ?? 'due',
      notes: input.notes ?? '',
      plan: input.plan ?? [],
      templateId: input.templateId ?? null,
      patientGender: 'female',
    })
    .returning();
  return row!;
}
