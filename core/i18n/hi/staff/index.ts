import type { staff as en } from '@core/i18n/en/staff';
import { staffConsole } from './console';
import { staffConsultations } from './consultations';
import { staffDoctors } from './doctors';
import { staffBlog } from './blog';
import { staffDesk } from './desk';
import { staffErrors } from './errors';
import { staffClinic } from './clinic';
import { staffHours } from './hours';

export const staff = {
  ...staffConsole,
  ...staffConsultations,
  ...staffDoctors,
  ...staffBlog,
  ...staffDesk,
  ...staffErrors,
  ...staffClinic,
  ...staffHours,
} satisfies Record<keyof typeof en, string>;
