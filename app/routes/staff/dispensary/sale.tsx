import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { listItems } from '@server/modules/dispensary/catalogue.server';
import { useT } from '~/i18n/provider';
import { dispensaryLinks } from '~/features/dispensary/links';
import { SalePage } from '~/features/dispensary/sale-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/sale';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'sales.sell');
  const profile = await clinicProfile(context.ctx);
  return {
    items: (await listItems(context.ctx)).filter((i) => i.kind === 'medicine'),
    registered: Boolean(profile.gst?.gstin),
    clinicState: profile.gst?.stateCode ?? '',
    role: staff.role,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.sale.title');
}

export default function StaffDispensarySale({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <SalePage
      items={loaderData.items}
      registered={loaderData.registered}
      clinicState={loaderData.clinicState}
      links={dispensaryLinks(loaderData.role, '/staff/dispensary/sale', t)}
    />
  );
}
