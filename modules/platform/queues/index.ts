export {
  createFastFailRedis,
  createProducerConnection,
  createQueueConnection,
  Redis,
  whenReady,
} from './connection.ts';
export {
  DEFAULT_RETRY,
  defineJob,
  defineSweep,
  type JobContext,
  type JobDefinition,
  jobOptions,
  type QueueSpec,
  queuesOf,
  type RetryPolicy,
} from './define-job.ts';
export { type Enqueue, type EnqueueOptions, QueueSet } from './enqueue.ts';
export { ScheduleKeeper } from './schedules.ts';
