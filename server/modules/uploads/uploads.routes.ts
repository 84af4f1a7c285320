import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { BadRequest } from '@server/domain/errors';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requirePermission, requireStaff } from '@server/http/guards';
import { writeAudit } from '@server/audit/audit.server';
import { UPLOAD_MAX_BYTES, readUpload, storeImage } from './uploads.server';

export const uploadRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  api.post(
    '/staff/uploads',
    {
      config: { permission: 'uploads.create' },
      schema: {
        tags: ['staff'],
        summary: 'Upload an image (multipart field "file"; query kind=doctor|blog)',
        querystring: z.object({ kind: z.enum(['doctor', 'blog']).default('blog') }),
        response: { 200: envelope(z.object({ url: z.string(), width: z.number(), height: z.number() })) },
      },
    },
    async (request) => {
      const kind = request.query.kind;
      // A doctor's photo is the doctors' page's: only who edits doctors uploads it.
      if (kind === 'doctor') requirePermission(request, 'doctors.edit');
      const { staff } = requireStaff(request);
      if (!request.isMultipart()) throw new BadRequest('staff.uploadMissing');
      const file = await request.file();
      if (!file) throw new BadRequest('staff.uploadMissing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new BadRequest('staff.uploadTooLarge');
      }
      if (file.file.truncated) throw new BadRequest('staff.uploadTooLarge');
      const stored = await storeImage(api.ctx, bytes, kind);
      await writeAudit(api.ctx.db, api.ctx, staff, {
        action: 'upload.image',
        entity: 'upload',
        entityId: stored.url,
        after: { kind, url: stored.url },
      });
      return ok(stored, translate(request.locale, 'staff.api.imageUploaded'));
    },
  );

  api.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['staff'],
        summary: 'A stored image',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: fileAnswer('image/webp', 'The image (stored as WebP)') },
      },
    },
    async (request, reply) => {
      const { bytes, contentType } = await readUpload(api.ctx, request.params.name);
      reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.send(bytes);
    },
  );
};
