/** The staff paperwork's API (decision 0027): exports, reconciliation and the day close. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoutes } from './exports.routes';
import { reconciliationRoutes } from './reconciliation.routes';

export const paperworkRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(exportRoutes);
  await api.register(reconciliationRoutes);
};
