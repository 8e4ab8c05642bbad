import { defineSweep } from '../../../platform/queues/index.ts';
import { BLOG_QUEUE } from '../../posts/jobs/publish-scheduled-post.job.ts';
import type { ReplyNotices } from '../reply-notices.ts';

/** How often the digest is tried; the mail key lets one through per owner and UTC day. */
export const COMMENT_DIGEST_EVERY_MS = 60 * 60 * 1000;

/**
 * The owner's daily digest of held comments: tried hourly, sent the first time in a UTC day that
 * comments wait (`comment-digest:<date>:<to>`), so a re-run or a second worker sends nothing more.
 */
export const commentDigestJob = (notices: ReplyNotices, clock: () => Date) =>
  defineSweep({
    queue: BLOG_QUEUE,
    name: 'comment-digest',
    every: COMMENT_DIGEST_EVERY_MS,
    handle: () => notices.sendDigest(clock()),
  });
