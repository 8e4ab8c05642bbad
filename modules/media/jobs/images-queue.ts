import type { QueueSpec } from '../../platform/queues/index.ts';

/**
 * Image variants, one image at a time: an AVIF encoding keeps a core busy for seconds, and the
 * worker shares its machine with the API.
 */
export const IMAGES_QUEUE: QueueSpec = { name: 'images', concurrency: 1 };
