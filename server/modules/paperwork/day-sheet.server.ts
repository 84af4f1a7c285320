/**
 * The printable day sheets of a clinic date (decision 0027): one page per doctor (time, patient,
 * type, mode, paid or not; the symptoms only for the doctor themself and the admin), or the
 * reception sheet of the whole clinic (never the symptoms). Cancelled bookings are left out.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ConsultationStatus, ConsultationType, Mode } from '@core/constants';
import type { AppContext } from '@server/context';
import { consultations } from '@server/db/schema';
import { Forbidden, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';

export interface SheetRow {
  id: string;
  timeSlot: string;
  name: string;
  contact: string | null;
  doctorName: string;
  consultationType: ConsultationType;
  mode: Mode;
  status: ConsultationStatus;
  amount: number;
  paid: boolean;
  symptoms?: string;
}

export interface DaySheets {
  date: string;
  view: 'doctors' | 'clinic';
  showSymptoms: boolean;
  pages: { doctorId: string | null; doctorName: string; rows: SheetRow[] }[];
}

export async function daySheets(
  ctx: AppContext,
  actor: SignedInStaff,
  query: { date: string; view: 'doctors' | 'clinic'; doctorId?: string },
): Promise<DaySheets> {
  const doctor = actor.role === 'doctor';
  if (doctor && query.view === 'clinic') throw new Forbidden();
  if (doctor && query.doctorId && query.doctorId !== actor.doctorId) throw new NotFound('staff.paperwork.doctorNotFound');
  const doctorId = doctor ? (actor.doctorId ?? '00000000-0000-0000-0000-000000000000') : query.doctorId;
  const showSymptoms = query.view === 'doctors' && (doctor || actor.role === 'admin');
  const c = consultations;
  const rows = await ctx.db
    .select()
    .from(c)
    .where(and(eq(c.date, query.date), ne(c.status, 'cancelled'), doctorId ? eq(c.doctorId, doctorId) : undefined))
    .orderBy(...(query.view === 'clinic' ? [asc(c.timeSlot), asc(c.doctorName)] : [asc(c.doctorName), asc(c.timeSlot)]));
  const toRow = (r: (typeof rows)[number]): SheetRow => ({
    id: r.id,
    timeSlot: r.timeSlot,
    name: r.name,
    contact: r.contact,
    doctorName: r.doctorName,
    consultationType: r.consultationType,
    mode: r.mode,
    status: r.status,
    amount: r.amount,
    paid: r.paymentStatus === 'paid',
    ...(showSymptoms ? { symptoms: r.symptoms } : {}),
  });
  if (query.view === 'clinic')
    return { date: query.date, view: 'clinic', showSymptoms, pages: [{ doctorId: null, doctorName: '', rows: rows.map(toRow) }] };
  const pages = new Map<string, DaySheets['pages'][number]>();
  for (const r of rows) {
    const page = pages.get(r.doctorId) ?? { doctorId: r.doctorId, doctorName: r.doctorName, rows: [] };
    page.rows.push(toRow(r));
    pages.set(r.doctorId, page);
  }
  return { date: query.date, view: 'doctors', showSymptoms, pages: [...pages.values()] };
}
