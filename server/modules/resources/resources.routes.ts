/**
 * The Panchakarma resource admin (admin writes, the desk reads), one file a resource: rooms,
 * therapists and their leave, therapy settings, programme templates. A therapist's own day is
 * `programmes/therapist/therapist-day.routes.ts`, the schedule proposal
 * `programmes/prescribe/proposal.routes.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomRoutes } from './rooms.routes';
import { templateRoutes } from './templates.routes';
import { therapistRoutes } from './therapists.routes';
import { settingsRoutes } from './therapy-settings.routes';

export const resourceRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(roomRoutes);
  await api.register(therapistRoutes);
  await api.register(settingsRoutes);
  await api.register(templateRoutes);
};
