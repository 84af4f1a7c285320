import type { ConsultationType } from '@core/constants';

/** Starting fees for a new doctor (rupees); the admin changes them in the form. */
export const DEFAULT_FEES_BY_TYPE: Record<ConsultationType, number> = {
  'General Consultation': 500,
  'Follow-up': 300,
  'Specific Treatment': 800,
};
