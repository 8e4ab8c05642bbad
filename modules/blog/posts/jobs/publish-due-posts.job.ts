import { defineSweep } from '../../../platform/queues/index.ts';
import type { PostsService } from '../posts.service.ts';
import { BLOG_QUEUE } from './publish-scheduled-post.job.ts';

/**
 * The sweep: announces every published post whose time has come but was never announced, for
 * when the delayed job was lost (Redis lost its data, the API could not reach Redis when the
 * post was saved) or the worker was down at the time.
 */
export const publishDuePostsJob = (posts: PostsService, everyMs: number) =>
  defineSweep({
    queue: BLOG_QUEUE,
    name: 'publish-due-posts',
    every: everyMs,
    handle: async () => {
      let announced = 0;
      for (const id of await posts.dueIds()) if ((await posts.announce(id)) === 'announced') announced += 1;
      return { announced };
    },
  });
