export { createFastFailRedis, createQueueConnection, Redis, whenReady } from './connection.ts';
export {
  DEFAULT_JOB_OPTIONS,
  defineJob,
  type JobContext,
  type JobDefinition,
  QUEUES,
  type QueueName,
} from './define-job.ts';
