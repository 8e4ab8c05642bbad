import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/**
 * A visitor's comment on a post, plain text. The author is known only by `authorHash`, a keyed
 * hash of the browser's visitor id; `deletedAt` marks a comment kept as a placeholder because
 * replies hang under it.
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'blog_comment_post_idx', properties: ['postId', 'createdAt'] }],
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
