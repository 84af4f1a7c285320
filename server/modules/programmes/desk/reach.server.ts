/** Who reaches a programme at the desk: the desk every one, a doctor the programmes of their own consultations (else 404), a therapist none (403). */
import { eq } from 'drizzle-orm';
import { staffReaches } from '@core/consultations/rules';
import { can } from '@core/policy';
import type { AppContext } from '@server/context';
import { programmes } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Forbidden, NotFound } from '@server/domain/errors';

export type Programme = typeof programmes.$inferSelect;

/** The programme as the actor may reach it: 404 for a doctor's other programmes, 403 for a therapist. */
export async function reachable(ctx: AppContext, actor: SignedInStaff, id: string): Promise<Programme> {
  if (!can(actor, 'programmes.view')) throw new Forbidden();
  const [row] = await ctx.db.select().from(programmes).where(eq(programmes.id, id));
  if (!row || !staffReaches(actor, { doctorId: row.doctorId ?? '' }, 'programmes.view')) throw new NotFound('programmes.accept.notFound');
  return row;
}
