import { StockPageQuerySchema } from '@core/dispensary/stock';
import { stockItems, stockOverview } from '@server/modules/dispensary/stock-report.server';
import { useT } from '~/i18n/provider';
import { dispensaryLinks } from '~/features/dispensary/links';
import { StockPage } from '~/features/dispensary/stock-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/stock';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'stock.view');
  const query = StockPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const { days, q, page } = query.success ? query.data : { days: 90, q: '', page: 1 };
  const [overview, items] = await Promise.all([stockOverview(context.ctx, days), stockItems(context.ctx, { q, page })]);
  return { overview, items, role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.stock.title');
}

export default function StaffDispensary({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <StockPage overview={loaderData.overview} items={loaderData.items} links={dispensaryLinks(loaderData.role, '/staff/dispensary', t)} />
  );
}
