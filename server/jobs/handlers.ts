/** Every job kind the queue knows, by feature. Add a feature's handlers here. */
import { consultationJobs } from '@server/modules/consultations/consultation-jobs';
import { noticeJobs } from '@server/notify/notices';
import { programmeNoticeJobs } from '@server/notify/programme-notices';
import type { JobHandlers } from './queue';

export const jobHandlers: JobHandlers = {
  ...consultationJobs,
  ...noticeJobs,
  ...programmeNoticeJobs,
};
