/**
 * The API's route table: each feature registers its routes here, under /api.
 */
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes.ts';
import { doctorRoutes } from './modules/doctors/doctors.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { patientConsultationRoutes } from './modules/consultations/patient-consultations.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { consultationRoutes } from './modules/consultations/consultations.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';

export async function registerApiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(doctorRoutes);
  await api.register(staffRoutes);
  await api.register(contactRoutes);
  await api.register(eventRoutes);
  await api.register(patientConsultationRoutes);
  await api.register(feedbackRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes);
  await api.register(consultationRoutes);
  await api.register(paymentRoutes);
  await api.register(blogRoutes);
}
