/** Programme templates: every prescriber reads them, the admin writes them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { TemplateSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import * as resources from './resources.server';

const tags = ['programmes'];

/** Programme templates: every prescriber reads them, admin writes them. */
export const templateRoutes: FastifyPluginAsyncZod = async (api) => {
  const Templates = z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.object({ en: z.string(), hi: z.string() }),
      days: z.number(),
      plan: z.array(z.object({ day: z.number(), therapies: z.array(z.string()) })),
    }),
  );
  api.get(
    '/staff/programme-templates',
    {
      config: { permission: 'programme-templates.list' },
      schema: {
        tags,
        summary: 'Programme templates (doctor, reception, admin)',
        response: { 200: envelope(z.object({ templates: Templates })) },
      },
    },
    async (request) => {
      requireStaff(request);
      return ok({ templates: await resources.listTemplates(api.ctx) });
    },
  );
  const Answer = { 200: envelope(z.object({ templates: Templates })) };
  api.post(
    '/staff/programme-templates',
    {
      config: { permission: 'programme-templates.edit' },
      schema: { tags, summary: 'Add a programme template (admin)', body: TemplateSchema, response: Answer },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.saveTemplate(api.ctx, staff, null, request.body);
      return ok({ templates: await resources.listTemplates(api.ctx) }, translate(request.locale, 'programmes.templateSaved'));
    },
  );
  api.put(
    '/staff/programme-templates/:id',
    {
      config: { permission: 'programme-templates.edit' },
      schema: {
        tags,
        summary: 'Change a programme template (admin)',
        params: uuidParams('programmes.templateNotFound'),
        body: TemplateSchema,
        response: Answer,
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.saveTemplate(api.ctx, staff, request.params.id, request.body);
      return ok({ templates: await resources.listTemplates(api.ctx) }, translate(request.locale, 'programmes.templateSaved'));
    },
  );
};
