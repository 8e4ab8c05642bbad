import { defineHandler } from '../../platform/events/index.ts';
import { replyNoticeRequested } from '../blog.events.ts';
import type { ReplyNotices } from '../comments/reply-notices.ts';

/**
 * A commenter ticked "Email me when someone replies": their one confirmation email. Re-reads the
 * notice (confirmed, stopped, the comment gone or sent to Spam: nothing); the key
 * `comment-notice-confirm:<noticeId>` makes a second run send nothing.
 */
export const onReplyNoticeRequested = (notices: ReplyNotices) =>
  defineHandler({
    name: 'blog.send_reply_confirmation',
    event: replyNoticeRequested,
    handle: ({ payload }) => notices.sendConfirmation(payload.id),
  });
