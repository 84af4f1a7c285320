import { NotFound } from '@server/domain/errors';
import { staffActor } from '@server/domain/actor';
import { loadProgrammeBill } from '@server/modules/programmes/bill/bill.server';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { BillView } from '~/features/programmes/money/bill-view';
import { useT } from '~/i18n/provider';
import type { Route } from './+types/programme-bill';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A programme's final bill at the desk (decision 0067), in the current language. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'programmes.bill');
  if (!UUID.test(params.id)) throw new NotFound();
  return { bill: await loadProgrammeBill(context.ctx, staffActor(staff), params.id, context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'programmes.bill.title');
}

export default function StaffProgrammeBill({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { bill } = loaderData;
  return <BillView bill={bill} back={{ to: `/staff/programmes/${bill.id}`, label: t('programmes.bill.back') }} />;
}
