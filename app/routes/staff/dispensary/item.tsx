import { LedgerQuerySchema } from '@core/dispensary/stock';
import { can } from '@core/policy';
import { NotFound } from '@server/domain/errors';
import { itemLedger } from '@server/modules/dispensary/stock-report.server';
import { useT } from '~/i18n/provider';
import { LedgerPage } from '~/features/dispensary/ledger-page';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/item';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'stock.view');
  if (!UUID.test(params.id)) throw new NotFound();
  const query = LedgerQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new NotFound('dispensary.movementNotFound');
  return { ledger: await itemLedger(context.ctx, params.id, query.data), canAdjust: can(staff, 'stock.adjust'), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.ledger.movements');
}

export default function StaffDispensaryItem({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <LedgerPage ledger={loaderData.ledger} canAdjust={loaderData.canAdjust} links={dispensaryLinks(loaderData.role, '', t)} />;
}
