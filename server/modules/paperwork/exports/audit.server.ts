/** Every CSV download is audited (decision 0027): who, when, which export and which range. */
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

export async function auditExport(ctx: AppContext, actor: SignedInStaff, kind: string, range: ExportRange): Promise<void> {
  await writeAudit(ctx.db, ctx, actor, {
    action: `export.${kind}`,
    entity: 'export',
    entityId: `${range.from}..${range.to}`,
    after: { kind, from: range.from, to: range.to },
  });
}
