/**
 * An amendment of a signed clinical record, a case sheet (decision 0060) or a session note (decision
 * 0064): the whole new text and why, with who and when; appended, the record as signed stays.
 */
import type { AppContext } from '@server/context';
import type { SignedInStaff } from '@server/domain/actor';

export const amendmentBy = <Content>(ctx: AppContext, actor: SignedInStaff, input: { content: Content; reason: string }) => ({
  content: input.content,
  reason: input.reason,
  staffId: actor.id,
  staffName: actor.name,
  at: ctx.now(),
});
