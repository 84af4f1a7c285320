import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/programme-templates';
import { listTemplates } from '@server/modules/resources/resources.server';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { therapyCatalogue } from '~/features/resources/resources-catalogue.server';
import { TemplatesPage } from '~/features/resources/resources-templates';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'programme-templates.view');
  return {
    templates: await listTemplates(context.ctx),
    ...therapyCatalogue(context.locale),
    canEdit: can(staff, 'programme-templates.edit'),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.templates.title');
}

export default function StaffProgrammeTemplates({ loaderData }: Route.ComponentProps) {
  return <TemplatesPage {...loaderData} />;
}
