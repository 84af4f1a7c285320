import { DomainError, NotFound, domainErrorAnswer } from '@server/domain/errors';
import type { Route } from './+types/programme';

import { getProgramme, programmeProposal } from '@server/modules/programmes/desk/accept.server';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { ProgrammePage } from '~/features/programmes/desk/programme-page';
import { programmeMaterials } from '@server/modules/dispensary/materials.server';
import { translate } from '@core/i18n/catalog';
import { progressForPage } from '@server/modules/session-notes/progress.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'programmes.view');
  const { locale } = context;
  // Not an id at all: the page does not exist (the API answers 400 before any lookup).
  if (!UUID.test(params.id)) throw new NotFound();
  const programme = await getProgramme(context.ctx, staff, params.id, locale);
  let proposal: Awaited<ReturnType<typeof programmeProposal>> | null = null;
  let proposalError: string | null = null;
  if (programme.status === 'proposed') {
    try {
      proposal = await programmeProposal(context.ctx, staff, params.id, locale);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      proposalError = domainErrorAnswer(error, locale).message;
    }
  }
  // The doctors' progress day by day with the session notes (decision 0064); null for the desk.
  const progress = await progressForPage(context.ctx, staff, params.id, locale);
  // What its sessions used from stock and its cost (decision 0071), units in the reader's language.
  const used = await programmeMaterials(context.ctx.db, params.id);
  const materials = { ...used, items: used.items.map((m) => ({ ...m, unit: translate(locale, `dispensary.unit.${m.unit}`) })) };
  return { programme, proposal, proposalError, role: staff.role, progress, materials };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.programmes.title');
}

export default function StaffProgramme({ loaderData }: Route.ComponentProps) {
  return <ProgrammePage {...loaderData} />;
}
