import { dispensingQueue } from '@server/modules/dispensary/counter.server';
import { useT } from '~/i18n/provider';
import { CounterQueue } from '~/features/dispensary/counter-queue';
import { dispensaryLinks } from '~/features/dispensary/links';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/counter';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'dispensing.dispense');
  return { waiting: await dispensingQueue(context.ctx), role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensing.counter.title');
}

export default function StaffDispensaryCounter({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <CounterQueue waiting={loaderData.waiting} links={dispensaryLinks(loaderData.role, '/staff/dispensary/counter', t)} />;
}
