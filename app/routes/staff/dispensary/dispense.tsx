import { NotFound } from '@server/domain/errors';
import { counterPrescription } from '@server/modules/dispensary/counter.server';
import { useT } from '~/i18n/provider';
import { CounterPrescription } from '~/features/dispensary/counter-prescription';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/dispense';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'dispensing.dispense');
  if (!/^[0-9A-Z]{1,20}$/.test(params.id)) throw new NotFound('dispensing.prescriptionNotFound');
  return { data: await counterPrescription(context.ctx, params.id), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensing.counter.title');
}

export default function StaffDispensaryDispense({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <CounterPrescription data={loaderData.data} links={dispensaryLinks(loaderData.role, '', t)} />;
}
