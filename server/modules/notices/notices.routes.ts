/** A Retry of a notice the worker could not send (the list is /staff/notices' loader's, decision 0044). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { envelope, ok } from '@server/http/envelope';
import { NotFound } from '@server/domain/errors';
import { requireStaff } from '@server/http/guards';
import { retryNotice } from '@server/notify/notices';
import { writeAudit } from '@server/audit/audit.server';

const NoticeSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  to: z.string(),
  summary: z.string(),
  consultationId: z.string().nullable(),
  event: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

export const staffNoticeRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];

  api.post(
    '/staff/notices/:id/retry',
    {
      config: { permission: 'notices.manage' },
      schema: {
        tags,
        summary: 'Send a failed notice again: it goes back to the queue with fresh attempts (admin, reception)',
        params: z.object({
          id: z.coerce
            .number({ error: 'staff.noticeNotFound' })
            .int({ error: 'staff.noticeNotFound' })
            .positive({ error: 'staff.noticeNotFound' })
            .max(Number.MAX_SAFE_INTEGER, { error: 'staff.noticeNotFound' }),
        }),
        response: { 200: envelope(z.object({ notice: NoticeSchema })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const notice = await retryNotice(api.ctx, request.params.id);
      if (!notice) throw new NotFound('staff.noticeNotFound');
      await writeAudit(api.ctx.db, api.ctx, staff, {
        action: 'notice.retry',
        entity: notice.consultationId ? 'consultation' : 'notice',
        entityId: notice.consultationId ?? String(notice.id),
        after: { notice: notice.id, channel: notice.channel },
      });
      return ok({ notice }, translate(request.locale, 'staff.notices.retried'));
    },
  );
};
