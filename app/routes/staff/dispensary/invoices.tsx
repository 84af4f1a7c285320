import { listInvoices } from '@server/modules/dispensary/invoices.server';
import { useT } from '~/i18n/provider';
import { InvoicesPage } from '~/features/dispensary/invoices-page';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/invoices';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'sales.view');
  return { invoices: await listInvoices(context.ctx, {}), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.invoices.title');
}

export default function StaffDispensaryInvoices({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <InvoicesPage invoices={loaderData.invoices} links={dispensaryLinks(loaderData.role, '/staff/dispensary/invoices', t)} />;
}
