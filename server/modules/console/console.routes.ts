/** Everything the staff console calls, in one plugin registered by server/routes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAdminRoutes } from '@server/modules/team/members.routes';
import { staffConsultationRoutes } from '@server/modules/consultations/staff/staff-consultations.routes';
import { staffDeskRoutes } from '@server/modules/messages/messages.routes';
import { staffDoctorRoutes } from '@server/modules/doctors/staff-doctors.routes';
import { uploadRoutes } from '@server/modules/uploads/uploads.routes';
import { staffAuthRoutes } from '@server/modules/auth/staff-sign-in.routes';
import { staffBlogRoutes } from '@server/modules/blog/staff-blog.routes';
import { staffNoticeRoutes } from '@server/modules/notices/notices.routes';
import { insightsRoutes } from '@server/modules/insights/insights.routes';
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
