import { useNavigate } from 'react-router';
import { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { dispensaryLinks } from '~/features/dispensary/links';
import { ReceivePage } from '~/features/dispensary/receive-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/receive';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'stock.receive');
  return { items: await listItems(context.ctx), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.receive.title');
}

export default function StaffDispensaryReceive({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <ReceivePage
      items={loaderData.items}
      links={dispensaryLinks(loaderData.role, '/staff/dispensary/receive', t)}
      onDone={(itemId) => void navigate(`/staff/dispensary/items/${itemId}`)}
    />
  );
}
