import { z } from 'zod';
import { defineJob } from '../../../platform/queues/index.ts';
import type { PostsService } from '../posts.service.ts';

export const BLOG_QUEUE = { name: 'blog', concurrency: 2 } as const;

export const publishScheduledPostSchema = z.object({ postId: z.uuid(), at: z.iso.datetime() });

/**
 * The delayed job a scheduled post gets: runs at the post's publication time and announces it.
 * A job for a date the post no longer has finds nothing to do; one that runs a moment early is
 * retried (the post is "not yet" due). Job id `blog-publish__<postId>__<time>`.
 */
export const publishScheduledPostJob = (posts: PostsService) =>
  defineJob({
    queue: BLOG_QUEUE,
    name: 'publish-scheduled-post',
    schema: publishScheduledPostSchema,
    retry: { attempts: 10, backoff: { type: 'exponential', delay: 500 } },
    handle: async ({ postId }) => {
      const outcome = await posts.announce(postId);
      if (outcome === 'not_yet') throw new Error(`Post ${postId} is not due yet; trying again`);
      return outcome;
    },
  });

export const scheduledJobId = (postId: string, at: Date) => `blog-publish__${postId}__${at.getTime()}`;
