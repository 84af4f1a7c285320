import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/staff-therapy-settings';
import { listTherapySettings, therapiesWithoutTherapists } from '@server/modules/resources/resources.server';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { therapyCatalogue } from '~/features/resources/resources-catalogue.server';
import { TherapySettingsPage } from '~/features/resources/resources-settings';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'therapy-settings.view');
  return {
    settings: await listTherapySettings(context.ctx),
    untrained: await therapiesWithoutTherapists(context.ctx),
    names: therapyCatalogue(context.locale).names,
    canEdit: can(staff, 'therapy-settings.edit'),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.settings.title');
}

export default function StaffTherapySettings({ loaderData }: Route.ComponentProps) {
  return <TherapySettingsPage {...loaderData} />;
}
