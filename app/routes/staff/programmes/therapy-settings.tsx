import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/therapy-settings';
import { listTherapySettings, therapiesWithoutTherapists } from '@server/modules/resources/resources.server';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { therapyCatalogue } from '~/features/resources/resources-catalogue.server';
import { TherapySettingsPage } from '~/features/resources/resources-settings';
import { TherapyMaterialsCard } from '~/features/resources/therapy-materials';
import { materialsOfTherapies } from '@server/modules/dispensary/materials.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'therapy-settings.view');
  return {
    settings: await listTherapySettings(context.ctx),
    untrained: await therapiesWithoutTherapists(context.ctx),
    names: therapyCatalogue(context.locale).names,
    canEdit: can(staff, 'therapy-settings.edit'),
    ...(await materialsOfTherapies(context.ctx.db, context.locale)),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.settings.title');
}

export default function StaffTherapySettings({ loaderData }: Route.ComponentProps) {
  const { settings, names, materials, choices, canEdit } = loaderData;
  return (
    <>
      <TherapySettingsPage {...loaderData} />
      <TherapyMaterialsCard
        slugs={settings.map((s) => s.therapySlug)}
        names={names}
        materials={materials}
        choices={choices}
        canEdit={canEdit}
      />
    </>
  );
}
