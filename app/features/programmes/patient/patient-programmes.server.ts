/**
 * Page side of the patient's programmes: My Appointments' programmes and its "Ask to
 * move" form, and the deposit page (/programme/:id/deposit) with its UTR form. The forms post to
 * the pages' actions, with or without the page's code (decision 0020), through the same schemas
 * and services as the API.
 */

import { translate } from '@core/i18n/catalog';
import { DepositClaimSchema, MoveRequestSchema } from '@core/schemas/programmes/patient-programmes';
import { uuidParams } from '@core/schemas/params';
import { NotFound } from '@server/domain/errors';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { upiQr } from '@server/modules/payments/upi-qr';
import {
  claimDeposit,
  depositPayable,
  myProgrammes,
  ownProgramme,
  requestMove,
} from '@server/modules/programmes/patient/patient-programmes.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, refused, refusedCallingClinic, type FormFailure } from '~/shell/form-action.server';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import { newIdempotencyKey } from '@core/idempotency';
import { IDEMPOTENCY_FIELD, idempotent } from '@server/http/limits/idempotency';

export type ProgrammeActionData = ({ ok: true; message: string } | FormFailure) & { sessionId?: string };

/** The signed-in patient's programmes, in the page's language. */
export function loadMyProgrammes(context: AppLoadContextValue, patientId: string) {
  return myProgrammes(context.ctx, patientId, context.locale);
}

const SessionParams = uuidParams('patientProgrammes.sessionNotFound');

/** My Appointments' action: "Ask to move" a session (fields sessionId, note). */
export async function moveRequestAction({ request, context }: { request: Request; context: AppLoadContextValue }) {
  const { patient } = requirePatientPage(context, request);
  const { locale } = context;
  const fields = formFields(await request.formData());
  const sessionId = fields.sessionId ?? '';
  if (!SessionParams.safeParse({ id: sessionId }).success)
    return answer(refused(new NotFound('patientProgrammes.sessionNotFound'), locale), { sessionId });
  const parsed = MoveRequestSchema.safeParse({ note: fields.note ?? '' });
  if (!parsed.success) return answer(invalid(parsed.error, locale), { sessionId });
  try {
    const key = fields[IDEMPOTENCY_FIELD];
    const request = { sessionId, ...parsed.data };
    await idempotent(context.ctx, { identity: context.identity, key, route: 'action /move-request', request }, async () => {
      await requestMove(context.ctx, patient.id, sessionId, parsed.data);
      return { sessionId };
    });
  } catch (error) {
    return answer(await refusedCallingClinic(error, locale, context.ctx), { sessionId });
  }
  return { ok: true, message: translate(locale, 'patientProgrammes.move.requested'), sessionId } satisfies ProgrammeActionData;
}

const Params = uuidParams('patientProgrammes.notFound');

/** The deposit page: the programme's amounts and, while the deposit is due, its UPI QR. Someone else's programme is a 404. */
export async function loadDepositPage({ context, request, id }: { context: AppLoadContextValue; request: Request; id: string }) {
  const { patient } = requirePatientPage(context, request);
  if (!Params.safeParse({ id }).success) throw new NotFound();
  // Someone else's programme is ownProgramme's NotFound: the 404 page (withPageErrors); an outage is the 503 page.
  const row = await ownProgramme(context.ctx, patient.id, id);
  const [programme] = (await myProgrammes(context.ctx, patient.id, context.locale)).filter((p) => p.id === id);
  const payable = depositPayable(row);
  let payment: { qrCodeData: string; upiUri: string | null } | null = null;
  let qrFailed = false;
  if (payable) {
    try {
      payment = await upiQr(context.ctx, { amount: row.deposit, note: 'Programme deposit', reference: row.id.replaceAll('-', '') });
    } catch (error) {
      context.ctx.log.error({ err: error, programmeId: row.id }, 'deposit QR failed');
      qrFailed = true;
    }
  }
  return {
    id: row.id,
    title: programme?.title ?? translate(context.locale, 'patientProgrammes.defaultTitle'),
    amounts: programme?.amounts ?? null,
    payable,
    payment,
    qrFailed,
    payee: (await clinicProfile(context.ctx)).upiPayeeName,
    // The UTR form's key: a resubmission after a lost answer is answered, not claimed twice (decision 0042).
    idempotencyKey: newIdempotencyKey(),
    pageTitle: translate(context.locale, 'patientProgrammes.deposit.title'),
    description: translate(context.locale, 'patientProgrammes.deposit.metaDescription'),
  };
}

/** The deposit page's action: the UTR claim (field utr). */
export async function depositAction({ request, context, id }: { request: Request; context: AppLoadContextValue; id: string }) {
  const { patient } = requirePatientPage(context, request);
  // An address that is not a programme's is the 404 page, as the loader answers it: no query runs.
  if (!Params.safeParse({ id }).success) throw new NotFound();
  const { locale } = context;
  const fields = formFields(await request.formData());
  const parsed = DepositClaimSchema.safeParse({ utr: fields.utr ?? '' });
  if (!parsed.success) return answer(invalid(parsed.error, locale), {});
  try {
    const key = fields[IDEMPOTENCY_FIELD];
    await idempotent(
      context.ctx,
      { identity: context.identity, key, route: 'action /programme/deposit', request: { id, ...parsed.data } },
      () => claimDeposit(context.ctx, patient.id, id, parsed.data),
    );
  } catch (error) {
    return answer(await refusedCallingClinic(error, locale, context.ctx), {});
  }
  return { ok: true, message: translate(locale, 'patientProgrammes.deposit.claimed') } satisfies ProgrammeActionData;
}
