/** Everything the staff console calls, in one plugin registered by server/routes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAdminRoutes } from './staff-admin.routes';
import { staffConsultationRoutes } from './consultations-staff.routes';
import { staffDeskRoutes } from './staff-desk.routes';
import { staffDoctorRoutes } from './staff-doctors.routes';
import { uploadRoutes } from './uploads.routes';
import { staffAuthRoutes } from './staff-auth.routes';
import { staffBlogRoutes } from './staff-blog.routes';
import { staffNoticeRoutes } from './notices.routes';
import { insightsRoutes } from './insights.routes';
import { clinicProfileRoutes } from '@server/modules/clinic/clinic-profile.routes';
import { paperworkRoutes } from '@server/modules/paperwork/paperwork.routes';

export const staffRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(staffConsultationRoutes);
  await api.register(staffDoctorRoutes);
  await api.register(staffDeskRoutes);
  await api.register(staffAdminRoutes);
  await api.register(uploadRoutes);
  await api.register(staffAuthRoutes);
  await api.register(staffBlogRoutes);
  await api.register(staffNoticeRoutes);
  await api.register(clinicProfileRoutes);
  await api.register(paperworkRoutes);
  await api.register(insightsRoutes);
};
