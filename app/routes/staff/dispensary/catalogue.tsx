import { can } from '@core/policy';
import { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { CataloguePage } from '~/features/dispensary/catalogue-page';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/catalogue';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'stock.view');
  return { items: await listItems(context.ctx), canEdit: can(staff, 'dispensary-catalogue.edit'), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.catalogue.title');
}

export default function StaffDispensaryCatalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <CataloguePage
      items={loaderData.items}
      canEdit={loaderData.canEdit}
      links={dispensaryLinks(loaderData.role, '/staff/dispensary/catalogue', t)}
    />
  );
}
