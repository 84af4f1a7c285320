/** The staff console (namespace `staff`), one file per part of the console (docs/decisions/0043). */
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
};
