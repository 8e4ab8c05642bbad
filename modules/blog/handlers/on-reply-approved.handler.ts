import { defineHandler } from '../../platform/events/index.ts';
import { replyApproved } from '../blog.events.ts';
import type { ReplyNotices } from '../comments/reply-notices.ts';

/**
 * A reply became visible: its parent's author hears of it if they confirmed and did not stop
 * the emails. Re-reads both comments; the key `comment-reply:<replyId>:<noticeId>` makes a
 * second run (or the reply approved again) send nothing.
 */
export const onReplyApproved = (notices: ReplyNotices) =>
  defineHandler({
    name: 'blog.send_reply_notice',
    event: replyApproved,
    handle: ({ payload }) => notices.sendReply(payload.id),
  });
