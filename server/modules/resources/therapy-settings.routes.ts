/** Each therapy's session settings (room, therapists, durations): the admin writes (the desk reads them on /staff/therapy-settings). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDER_RULES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { TherapySettingsSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import * as resources from './resources.server';

const tags = ['programmes'];
const Settings = envelope(
  z.object({
    settings: z.array(
      TherapySettingsSchema.extend({
        therapySlug: z.string(),
        roomCapability: z.string().nullable(),
        therapistCount: z.number(),
        genderRule: z.enum(GENDER_RULES),
      }),
    ),
  }),
);
const SlugParams = z.object({ slug: z.string().max(60) });

export const settingsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.put(
    '/staff/therapy-settings/:slug',
    {
      config: { permission: 'therapy-settings.edit' },
      schema: {
        tags,
        summary: "Change one therapy's settings (admin)",
        params: SlugParams,
        body: TherapySettingsSchema,
        response: { 200: Settings },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.updateTherapySettings(api.ctx, staff, request.params.slug, request.body);
      return ok({ settings: await resources.listTherapySettings(api.ctx) }, translate(request.locale, 'programmes.settingsSaved'));
    },
  );
};
