import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { COMMENT_STATUSES } from '../blog.schemas.ts';

/**
 * A visitor's comment on a post, plain text. The author is known only by `authorHash`, a keyed
 * hash of the browser's visitor id; `deletedAt` marks a comment kept as a placeholder because
 * replies hang under it. `status` is the moderation state: only `approved` comments are shown
 * to other visitors, counted or rendered; `pending` and `spam` reach their author alone (by
 * their identifier, in a private answer) and the admin queue. `visitorHash` is the keyed hash of
 * address and browser that votes use (what "block this visitor" blocks); `email` is kept only
 * when its author asked to hear of replies; `isOwner` is set from an admin token, never a body.
 */
export const CommentSchema = table(
  'Comment',
  'blog_comment',
  {
    id: p.uuid().primary(),
    postId: p.uuid(),
    parentId: p.uuid().nullable().index('blog_comment_parent_idx'),
    name: p.string().length(100),
    email: p.string().length(254).nullable(),
    content: p.text(),
    authorHash: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
    upvotes: p.integer().default(0),
    downvotes: p.integer().default(0),
    deletedAt: p.datetime().nullable(),
    status: p.enum(COMMENT_STATUSES).default('approved'),
    /** Why the rules held it (`links`, `blocked_word`, `first_comment`, `all`, `blocked`, `no_form_token`). */
    heldReason: p.string().length(40).nullable(),
    visitorHash: p.string().length(64).nullable(),
    isOwner: p.boolean().default(false),
    pinnedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [
      { name: 'blog_comment_post_idx', properties: ['postId', 'createdAt'] },
      { name: 'blog_comment_status_idx', properties: ['status', 'createdAt'] },
    ],
  },
);

export class Comment extends CommentSchema.class {}
CommentSchema.setClass(Comment);

/**
 * One visitor's vote on one comment. `visitorHash` (keyed hash of address and browser) is who
 * counts: its unique key makes a second vote of one visitor impossible, whatever identifier it
 * sends. `voterHash` (keyed hash of the identifier) lets a browser that changed network find
 * its vote; rows from before visitors were counted have no `visitorHash` until used again.
 * `addressHash` (keyed hash of the address alone) caps the votes one address adds to a comment,
 * so a script changing its User-Agent cannot count again and again.
 */
export const CommentVoteSchema = table(
  'CommentVote',
  'blog_comment_vote',
  {
    id: p.uuid().primary(),
    commentId: p.uuid(),
    voterHash: p.string().length(64),
    visitorHash: p.string().length(64).nullable(),
    addressHash: p.string().length(64).nullable(),
    type: p.enum(['up', 'down'] as const),
    createdAt: createdAtColumn(),
  },
  {
    uniques: [
      { name: 'blog_comment_vote_voter_unique', properties: ['commentId', 'voterHash'] },
      { name: 'blog_comment_vote_visitor_unique', properties: ['commentId', 'visitorHash'] },
    ],
    indexes: [{ name: 'blog_comment_vote_address_idx', properties: ['commentId', 'addressHash'] }],
  },
);

export class CommentVote extends CommentVoteSchema.class {}
CommentVoteSchema.setClass(CommentVote);

/**
 * The owner's comment rules, one row (`id` 1): the moderation mode, the blocked words and the
 * daily digest switch. Kept by the blog, edited on the admin's Comments screen.
 */
export const CommentSettingsSchema = table('CommentSettings', 'blog_comment_settings', {
  id: p.integer().primary().autoincrement(false),
  moderation: p.enum(['off', 'first', 'all'] as const).default('off'),
  blockedWords: p.json<string[]>(),
  dailyDigest: p.boolean().default(true),
  updatedAt: updatedAtColumn(),
});

export class CommentSettings extends CommentSettingsSchema.class {}
CommentSettingsSchema.setClass(CommentSettings);

/**
 * A blocked visitor (the keyed hash of address and browser votes use) or email (lower-cased):
 * their next comments are stored as spam.
 */
export const CommentBlockSchema = table(
  'CommentBlock',
  'blog_comment_block',
  {
    id: p.uuid().primary(),
    kind: p.enum(['visitor', 'email'] as const),
    value: p.string().length(254),
    /** What the owner sees: the name on the comment blocked from, or the address. */
    label: p.string().length(254),
    createdAt: createdAtColumn(),
  },
  { uniques: [{ name: 'blog_comment_block_unique', properties: ['kind', 'value'] }] },
);

export class CommentBlock extends CommentBlockSchema.class {}
CommentBlockSchema.setClass(CommentBlock);

/**
 * A commenter's wish to hear of replies to their comment, made only when they ticked the box
 * with an email (the address is the comment's `email`). Nothing is sent before `confirmedAt`
 * (a link in the one confirmation email); `unsubscribedAt` ends it and wipes the address. Only
 * SHA-256s of the links' tokens are kept.
 */
export const CommentNoticeSchema = table('CommentNotice', 'blog_comment_notice', {
  id: p.uuid().primary(),
  commentId: p.uuid().unique('blog_comment_notice_comment_unique'),
  confirmHash: p.string().length(64).unique('blog_comment_notice_confirm_unique'),
  unsubscribeHash: p.string().length(64).unique('blog_comment_notice_unsubscribe_unique'),
  confirmedAt: p.datetime().nullable(),
  unsubscribedAt: p.datetime().nullable(),
  createdAt: createdAtColumn(),
});

export class CommentNotice extends CommentNoticeSchema.class {}
CommentNoticeSchema.setClass(CommentNotice);
