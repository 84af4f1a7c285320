/** Every job kind the queue knows, by feature. Add a feature's handlers here. */
import { consultationJobs } from '../modules/consultations/consultation-jobs.ts';
import { noticeJobs } from '../notify/notices.ts';
import type { JobHandlers } from './queue.ts';

export const jobHandlers: JobHandlers = {
  ...consultationJobs,
  ...noticeJobs,
};
