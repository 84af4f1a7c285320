/**
 * The API's route table: each domain module registers its routes here, under /api.
 */
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes';
import { doctorRoutes } from './modules/doctors/doctors.routes';
import { staffConsultationRoutes } from './modules/consultations/staff/staff-consultations.routes';
import { staffDoctorRoutes } from './modules/doctors/staff-doctors.routes';
import { staffDeskRoutes } from './modules/messages/messages.routes';
import { staffAdminRoutes } from './modules/team/members.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { staffAuthRoutes } from './modules/auth/staff-sign-in.routes';
import { staffBlogRoutes } from './modules/blog/staff-blog.routes';
import { staffNoticeRoutes } from './modules/notices/notices.routes';
import { clinicProfileRoutes } from './modules/clinic/clinic-profile.routes';
import { paperworkRoutes } from './modules/paperwork/paperwork.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { eventRoutes } from './modules/events/events.routes';
import { patientConsultationRoutes } from './modules/consultations/patient-consultations.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { consultationRoutes } from './modules/consultations/consultations.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { whatsappWebhookRoutes } from './modules/whatsapp/whatsapp.routes';
import { resourceRoutes } from './modules/resources/resources.routes';
import { therapistDayRoutes } from './modules/programmes/therapist/therapist-day.routes';
import { proposalRoutes } from './modules/programmes/prescribe/proposal.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { deskRoutes } from './modules/desk/desk.routes';
import { therapyRequestRoutes } from './modules/therapy-requests/therapy-requests.routes';
import { patientProgrammeRoutes } from './modules/programmes/patient/patient-programmes.routes';
import { prescribeRoutes } from './modules/programmes/prescribe/prescribe.routes';
import { acceptRoutes } from './modules/programmes/desk/accept.routes';
import { gridRoutes } from './modules/schedule/grid.routes';
import { terminologyRoutes } from './modules/terminology/terminology.routes';
import { patientRoutes } from './modules/patients/patients.routes';
import { outcomeRoutes } from './modules/outcomes/outcomes.routes';
import { testRoutes } from './modules/test-routes/test.routes';

export async function registerApiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(doctorRoutes);
  // The staff console's routes, each in the module of the domain it serves (docs/decisions/0043).
  await api.register(staffConsultationRoutes);
  await api.register(staffDoctorRoutes);
  await api.register(staffDeskRoutes);
  await api.register(deskRoutes);
  await api.register(staffAdminRoutes);
  await api.register(uploadRoutes);
  await api.register(staffAuthRoutes);
  await api.register(staffBlogRoutes);
  await api.register(staffNoticeRoutes);
  await api.register(clinicProfileRoutes);
  await api.register(terminologyRoutes);
  await api.register(paperworkRoutes);
  await api.register(insightsRoutes);
  await api.register(contactRoutes);
  await api.register(eventRoutes);
  await api.register(patientConsultationRoutes);
  await api.register(feedbackRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes);
  await api.register(consultationRoutes);
  await api.register(paymentRoutes);
  await api.register(blogRoutes);
  await api.register(receiptRoutes);
  await api.register(whatsappWebhookRoutes);
  await api.register(resourceRoutes);
  await api.register(therapistDayRoutes);
  await api.register(proposalRoutes);
  await api.register(documentRoutes);
  await api.register(therapyRequestRoutes);
  await api.register(patientProgrammeRoutes);
  await api.register(prescribeRoutes);
  await api.register(acceptRoutes);
  await api.register(gridRoutes);
  await api.register(patientRoutes);
  await api.register(outcomeRoutes);
  // The end-to-end run's routes: a real installation refuses TEST_ROUTES (server/config.ts, decision 0037).
  if (api.ctx.config.TEST_ROUTES) await api.register(testRoutes);
}
