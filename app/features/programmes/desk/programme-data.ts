/** The data of one programme's desk page (app/routes/staff/programmes/programme.tsx), typed from the server functions that load it. */
import type { StaffRole } from '@core/constants';
import type { getProgramme, programmeProposal } from '@server/modules/programmes/desk/accept.server';
import type { ProgrammeProgress } from '@server/modules/session-notes/progress.server';
import type { ProgrammeMaterials } from './programme-materials';

export type Programme = Awaited<ReturnType<typeof getProgramme>>;
/** A session of the schedule proposed for a programme waiting for acceptance. */
type ProposedSession = Awaited<ReturnType<typeof programmeProposal>>[number];

export interface ProgrammePageProps {
  programme: Programme;
  proposal: ProposedSession[] | null;
  proposalError: string | null;
  role: StaffRole;
  progress?: ProgrammeProgress | null;
  /** What its sessions used from stock, at batch cost (decision 0071). */
  materials?: ProgrammeMaterials;
}
