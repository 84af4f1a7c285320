/** Everything the staff console calls, in one plugin registered by server/routes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAdminRoutes } from './staff-admin.routes.ts';
import { staffConsultationRoutes } from './consultations-staff.routes.ts';
import { staffDeskRoutes } from './staff-desk.routes.ts';
import { staffDoctorRoutes } from './staff-doctors.routes.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { staffAuthRoutes } from './staff-auth.routes.ts';
import { staffBlogRoutes } from './staff-blog.routes.ts';
import { staffNoticeRoutes } from './notices.routes.ts';
import { clinicProfileRoutes } from '../clinic/clinic-profile.routes.ts';

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
};
