import { can } from '@core/policy';
import { NotFound } from '@server/domain/errors';
import { invoiceDetail } from '@server/modules/dispensary/invoices.server';
import { useT } from '~/i18n/provider';
import { InvoicePage } from '~/features/dispensary/invoices-page';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/invoice';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'sales.view');
  if (!UUID.test(params.id)) throw new NotFound();
  return { detail: await invoiceDetail(context.ctx, params.id), canCredit: can(staff, 'sales.credit-note'), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.invoice.title');
}

export default function StaffDispensaryInvoice({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <InvoicePage detail={loaderData.detail} canCredit={loaderData.canCredit} links={dispensaryLinks(loaderData.role, '', t)} />;
}
