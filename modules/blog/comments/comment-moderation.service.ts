import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { type CommentStatus, MESSAGES } from '../blog.schemas.ts';
import type { BlogDeps } from '../blog-deps.ts';
import {
  type AdminComment,
  type CommentSettingsInput,
  MODERATION_MESSAGES,
} from '../comment-moderation.schemas.ts';
import {
  Comment,
  CommentBlock,
  CommentNotice,
  CommentSettings,
  CommentVote,
  Post,
} from '../entities/index.ts';
import { commentSettings } from './comment-settings.ts';

export type ModerationDeps = Pick<BlogDeps, 'em' | 'clock'> & {
  /** Moves the comments' version: the post pages render the thread again. */
  changed: () => Promise<void>;
  /** Moves the posts' version (a post's answer says whether its comments are closed). */
  postsChanged: () => Promise<void>;
  /** A comment became visible: its parent's author may be told (reply notices). */
  onApproved?: (tx: EntityManager, comment: Comment) => Promise<void>;
};

type Counts = Record<CommentStatus, number>;

/**
 * The owner's side of comments: the queue by status, approve / spam / delete one or many, pin,
 * close a post's comments, the rules and the block list. Every change that can alter what
 * visitors see moves the comments' version.
 */
export class CommentModeration {
  readonly #deps: ModerationDeps;

  constructor(deps: ModerationDeps) {
    this.#deps = deps;
  }

  async list(status: CommentStatus, page: number, limit: number) {
    const { em } = this.#deps;
    const [rows, total] = await em.findAndCount(
      Comment,
      { status, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset: (page - 1) * limit },
    );
    const posts = await em.find(
      Post,
      { id: { $in: [...new Set(rows.map((row) => row.postId))] } },
      {
        fields: ['id', 'title', 'slug'],
      },
    );
    const byId = new Map(posts.map((post) => [post.id, post]));
    return {
      comments: rows.map((row) => present(row, byId.get(row.postId))),
      counts: await this.counts(),
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }

  /** Live comments per status (the tabs' and the dashboard's numbers). */
  async counts(): Promise<Counts> {
    const rows = await this.#deps.em.execute<{ status: CommentStatus; count: string }[]>(
      'select status, count(*) as count from blog_comment where deleted_at is null group by status',
    );
    const counts: Counts = { pending: 0, approved: 0, spam: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Sets one comment's status and/or pin (neither is an edit: `updated_at` stays). */
  async patch(id: string, change: { status?: CommentStatus | undefined; pinned?: boolean | undefined }) {
    requireId(id, MESSAGES.commentNotFound);
    const comment = await this.#deps.em.transactional(async (tx) => {
      const found = await tx.findOne(Comment, { id, deletedAt: null });
      if (!found) throw new NotFoundError(MESSAGES.commentNotFound);
      let after: Comment = found;
      if (change.status) after = await this.#setStatus(tx, found, change.status);
      if (change.pinned !== undefined) {
        const pinnedAt = change.pinned ? this.#deps.clock() : null;
        await tx.execute('update blog_comment set pinned_at = ? where id = ?', [pinnedAt, id]);
        after = { ...after, pinnedAt } as Comment;
      }
      return after;
    });
    await this.#deps.changed();
    const post = await this.#deps.em.findOne(
      Post,
      { id: comment.postId },
      { fields: ['id', 'title', 'slug'] },
    );
    return present(comment, post ?? undefined);
  }

  /** Approves, marks as spam or deletes up to a page of comments at once; answers how many changed. */
  async bulk(ids: string[], action: 'approve' | 'spam' | 'delete'): Promise<number> {
    const changed = await this.#deps.em.transactional(async (tx) => {
      const found = await tx.find(Comment, { id: { $in: ids }, deletedAt: null });
      for (const comment of found) {
        if (action === 'delete') await this.#delete(tx, comment);
        else await this.#setStatus(tx, comment, action === 'approve' ? 'approved' : 'spam');
      }
      return found.length;
    });
    await this.#deps.changed();
    return changed;
  }

  /** Closes (or opens again) a post's comments; the thread stays. */
  async setClosed(postId: string, closed: boolean): Promise<void> {
    requireId(postId, MESSAGES.postNotFound);
    const updated = await this.#deps.em.nativeUpdate(Post, { id: postId }, { commentsClosed: closed });
    if (updated === 0) throw new NotFoundError(MESSAGES.postNotFound);
    await Promise.all([this.#deps.changed(), this.#deps.postsChanged()]);
  }

  async settings() {
    const { em } = this.#deps;
    const rules = await commentSettings(em);
    const blocks = await em.find(CommentBlock, {}, { orderBy: { createdAt: 'desc' } });
    return {
      settings: {
        moderation: rules.moderation,
        blocked_words: rules.blockedWords,
        daily_digest: rules.dailyDigest,
      },
      blocks: blocks.map((block) => ({
        id: block.id,
        kind: block.kind,
        label: block.label,
        created_at: block.createdAt.toISOString(),
      })),
    };
  }

  async saveSettings(input: CommentSettingsInput) {
    const words = [...new Set(input.blocked_words.map((word) => word.trim()).filter(Boolean))];
    await this.#deps.em.upsert(CommentSettings, {
      id: 1,
      moderation: input.moderation,
      blockedWords: words,
      dailyDigest: input.daily_digest,
    });
    return this.settings();
  }

  /**
   * Blocks the visitor behind a comment (the keyed hash of address and browser that votes use)
   * or an email; their next comments go to Spam. Blocking by a comment also moves it to Spam.
   */
  async block(target: { comment_id: string } | { email: string }): Promise<void> {
    await this.#deps.em.transactional(async (tx) => {
      if ('email' in target) {
        const value = target.email.trim().toLowerCase();
        await tx.upsert(
          CommentBlock,
          { id: randomUUID(), kind: 'email', value, label: value },
          {
            onConflictFields: ['kind', 'value'],
            onConflictAction: 'ignore',
          },
        );
        return;
      }
      const comment = await tx.findOne(Comment, { id: target.comment_id });
      if (!comment) throw new NotFoundError(MESSAGES.commentNotFound);
      const rows = [
        ...(comment.visitorHash ? [{ kind: 'visitor' as const, value: comment.visitorHash }] : []),
        ...(comment.email ? [{ kind: 'email' as const, value: comment.email }] : []),
      ];
      if (rows.length === 0) throw new NotFoundError(MODERATION_MESSAGES.block);
      for (const row of rows)
        await tx.upsert(
          CommentBlock,
          { id: randomUUID(), ...row, label: row.kind === 'email' ? row.value : `${comment.name} (visitor)` },
          { onConflictFields: ['kind', 'value'], onConflictAction: 'ignore' },
        );
      if (!comment.deletedAt) await this.#setStatus(tx, comment, 'spam');
    });
    await this.#deps.changed();
  }

  async unblock(id: string): Promise<void> {
    requireId(id, MODERATION_MESSAGES.blockNotFound);
    const removed = await this.#deps.em.nativeDelete(CommentBlock, { id });
    if (removed === 0) throw new NotFoundError(MODERATION_MESSAGES.blockNotFound);
  }

  /** Held comments (pending) for the dashboard. */
  async pendingCount(): Promise<number> {
    return this.#deps.em.count(Comment, { status: 'pending', deletedAt: null });
  }

  /**
   * A verdict, in SQL and never through the managed entity: its update hook would stamp
   * `updated_at`, which the page reads as "(edited)". Answers the comment as it now stands.
   */
  async #setStatus(tx: EntityManager, comment: Comment, status: CommentStatus): Promise<Comment> {
    if (comment.status === status) return comment;
    await tx.execute('update blog_comment set status = ?, held_reason = null where id = ?', [
      status,
      comment.id,
    ]);
    if (status === 'approved') await this.#deps.onApproved?.(tx, comment);
    return { ...comment, status, heldReason: null } as Comment;
  }

  /** As a visitor's delete: a comment with replies stays as a placeholder. */
  async #delete(tx: EntityManager, comment: Comment): Promise<void> {
    await tx.nativeDelete(CommentNotice, { commentId: comment.id });
    const replies = await tx.count(Comment, { parentId: comment.id });
    if (replies > 0) {
      await tx.execute(
        "update blog_comment set deleted_at = ?, name = '', email = null, content = '', author_hash = null where id = ?",
        [this.#deps.clock(), comment.id],
      );
      return;
    }
    await tx.nativeDelete(CommentVote, { commentId: comment.id });
    await tx.nativeDelete(Comment, { id: comment.id });
  }
}

function present(comment: Comment, post: { title: string; slug: string } | undefined): AdminComment {
  return {
    id: comment.id,
    post_id: comment.postId,
    post_title: post?.title ?? '',
    post_slug: post?.slug ?? '',
    parent_id: comment.parentId ?? null,
    name: comment.name,
    email: comment.email ?? null,
    content: comment.content,
    status: comment.status,
    held_reason: comment.heldReason ?? null,
    author_badge: comment.isOwner,
    pinned: comment.pinnedAt !== null && comment.pinnedAt !== undefined,
    created_at: comment.createdAt.toISOString(),
  };
}
