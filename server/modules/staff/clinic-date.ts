/** Dates as the clinic's wall calendar sees them (Asia/Kolkata), whatever the server's zone. */
import { clinic } from '../../../core/clinic.ts';

export function clinicDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: clinic.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
