/** `/admin/jobs`: the job queue (issue 19). */
export { Component } from '../../../features/jobs/components/job-queue';
