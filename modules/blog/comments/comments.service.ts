import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { type CommentCreateInput, type CommentView, MESSAGES, type VoteType } from '../blog.schemas.ts';
import type { BlogDeps } from '../blog-deps.ts';
import { visibleAt } from '../blog-deps.ts';
import { Comment, CommentVote, Post } from '../entities/index.ts';
import { ADMIN_IDENTIFIER, type AuthorKey, type VoterClient } from './author-key.ts';
import { nest, presentComment } from './comment.presenter.ts';
import { applyCount, nextVote } from './votes.ts';

export type CommentsServiceDeps = BlogDeps & { authorKey: AuthorKey };
/**
 * Who calls: an admin token, the visitor id the browser sent (if any), and the client's address
 * and browser, which decide whose vote it is.
 */
export type Caller = { admin: boolean; identifier?: string | undefined; client?: VoterClient };
export type VoteResult = { upvotes: number; downvotes: number; userVote: VoteType | null };

/**
 * Threaded anonymous comments and their votes. Authorship is decided here: the browser's
 * visitor id is kept only as a keyed hash and compared on edit and delete; 'admin' is refused
 * to anyone without an admin token; admins delete by their token.
 */
/**
 * Votes one client address may add to one comment, whatever browsers it claims: room for a
 * household or an office behind one address, none for a script rotating its User-Agent.
 */
export const VOTES_PER_ADDRESS = 10;

/** How long an identical comment from the same author counts as the same submit. */
const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

export class CommentsService {
  readonly #deps: CommentsServiceDeps;

  constructor(deps: CommentsServiceDeps) {
    this.#deps = deps;
  }

  /** A post's comments, nested. Visitors only reach visible posts. */
  async list(postId: string, caller: Caller): Promise<CommentView[]> {
    const { em, authorKey } = this.#deps;
    await this.#post(em, postId, caller);
    const comments = await em.find(Comment, { postId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const voter = this.#identifier(caller);
    const hash = voter ? authorKey.hash(voter) : undefined;
    const voteOf = await this.#votesOf(
      em,
      comments.map((c) => c.id),
      { voterHash: hash, visitorHash: caller.client ? authorKey.visitor(caller.client) : undefined },
    );
    return nest(
      comments.map((comment) =>
        presentComment(comment, {
          admin: caller.admin,
          userVote: voteOf.get(comment.id)?.type ?? null,
          ownIdentifier: hash && comment.authorHash === hash ? voter : undefined,
        }),
      ),
    );
  }

  /** Adds a comment or a reply; a filled honeypot is accepted and dropped (null). */
  async create(
    postId: string,
    input: CommentCreateInput,
    caller: Caller & { userAgent?: string | undefined },
  ): Promise<CommentView | null> {
    const identifier = this.#identifier({
      ...caller,
      identifier: input.metadata?.userIdentifier ?? input.userIdentifier,
    });
    if (input.website) return null;
    const authorHash = identifier ? this.#deps.authorKey.hash(identifier) : null;
    const comment = await this.#deps.em.transactional(async (tx) => {
      await this.#post(tx, postId, caller);
      if (input.parent_id) {
        const parent = await tx.findOne(Comment, { id: input.parent_id, postId });
        if (!parent || parent.deletedAt)
          throw new BadRequestError(MESSAGES.parentNotFound, 'parent_not_found');
      }
      // The same comment sent twice (a double click, a retry after a lost answer) is one comment:
      // submits of one author on one post take turns, and a twin from the last minute is answered.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [
        `blog-comment:${postId}:${authorHash ?? input.name}`,
      ]);
      const twin = await tx.findOne(Comment, {
        postId,
        parentId: input.parent_id ?? null,
        authorHash,
        name: input.name,
        content: input.content,
        deletedAt: null,
        createdAt: { $gte: new Date(this.#deps.clock().getTime() - DOUBLE_SUBMIT_WINDOW_MS) },
      });
      if (twin) return twin;
      const created = tx.create(Comment, {
        id: randomUUID(),
        postId,
        parentId: input.parent_id ?? null,
        name: input.name,
        email: input.email ?? null,
        content: input.content,
        authorHash,
        userAgent: (caller.userAgent ?? input.metadata?.userAgent ?? '').slice(0, 300) || null,
        deletedAt: null,
      });
      return created;
    });
    await this.#changed();
    return presentComment(comment, { admin: caller.admin, userVote: null, ownIdentifier: identifier });
  }

  /** Edits a comment's text; only its author (same visitor id) may. */
  async update(id: string, content: string, caller: Caller): Promise<CommentView> {
    requireId(id, MESSAGES.commentNotFound);
    const identifier = this.#identifier(caller);
    const comment = await this.#deps.em.transactional(async (tx) => {
      const found = await this.#locked(tx, id);
      await this.#mustBeAuthor(tx, found, caller, identifier);
      found.content = content;
      return found;
    });
    await this.#changed();
    return presentComment(comment, { admin: caller.admin, userVote: null, ownIdentifier: identifier });
  }

  /**
   * Deletes a comment: its author or an admin token may. One with replies stays as a
   * "This comment was deleted." placeholder (name, email, text and authorship wiped).
   */
  async delete(id: string, caller: Caller): Promise<void> {
    requireId(id, MESSAGES.commentNotFound);
    const identifier = this.#identifier(caller);
    await this.#deps.em.transactional(async (tx) => {
      const found = await this.#locked(tx, id);
      if (!caller.admin) await this.#mustBeAuthor(tx, found, caller, identifier);
      const replies = await tx.count(Comment, { parentId: id });
      if (replies > 0) {
        Object.assign(found, {
          deletedAt: this.#deps.clock(),
          name: '',
          email: null,
          content: '',
          authorHash: null,
        });
      } else {
        await tx.nativeDelete(CommentVote, { commentId: id });
        tx.remove(found);
      }
    });
    await this.#changed();
  }

  /**
   * One vote per visitor (address and browser) per comment, whatever identifier it sends: same
   * again takes it back, the other switches it. A browser on a new network finds its vote by its
   * identifier. Counts change without touching `updated_at`: a vote is not an edit.
   */
  async vote(id: string, type: VoteType, caller: Caller & { client: VoterClient }): Promise<VoteResult> {
    requireId(id, MESSAGES.commentNotFound);
    const identifier = this.#identifier(caller);
    if (!identifier) throw new BadRequestError(MESSAGES.identifierRequired);
    const voterHash = this.#deps.authorKey.hash(identifier);
    const visitorHash = this.#deps.authorKey.visitor(caller.client);
    const addressHash = this.#deps.authorKey.address(caller.client);
    const result = await this.#deps.em.transactional(async (tx) => {
      // The row lock queues concurrent votes on one comment; the unique key backs it up.
      const comment = await this.#locked(tx, id);
      await this.#post(tx, comment.postId, caller);
      const existing = (await this.#votesOf(tx, [id], { voterHash, visitorHash })).get(id);
      const change = nextVote(existing?.type ?? null, type);
      if (existing && change.vote === null) tx.remove(existing);
      else if (existing && change.vote) {
        existing.type = change.vote;
        existing.visitorHash ??= visitorHash;
        existing.addressHash ??= addressHash;
      } else if (change.vote) {
        if ((await tx.count(CommentVote, { commentId: id, addressHash })) >= VOTES_PER_ADDRESS)
          throw new ConflictError(MESSAGES.voteLimit, 'vote_limit');
        tx.create(CommentVote, {
          id: randomUUID(),
          commentId: id,
          voterHash,
          visitorHash,
          addressHash,
          type: change.vote,
        });
      }
      const upvotes = applyCount(comment.upvotes, change.up);
      const downvotes = applyCount(comment.downvotes, change.down);
      // Not through the entity: its update hook would stamp updated_at, the "(edited)" mark.
      await tx.execute('update blog_comment set upvotes = ?, downvotes = ? where id = ?', [
        upvotes,
        downvotes,
        id,
      ]);
      return { upvotes, downvotes, userVote: change.vote };
    });
    await this.#changed();
    return result;
  }

  /**
   * After a committed change of a thread: moves the comments' version, which the server-rendered
   * post pages (modules/pages) check, so the next page shows it. Threads themselves are not
   * cached (they carry each visitor's own votes and authorship).
   */
  #changed(): Promise<void> {
    return this.#deps.cache.invalidate();
  }

  /**
   * The caller's vote per comment: the row of its visitor (address and browser) first, else the
   * row of its identifier (the same browser on another network, or a vote from before visitors).
   */
  async #votesOf(
    em: EntityManager,
    commentIds: string[],
    who: { voterHash: string | undefined; visitorHash: string | undefined },
  ): Promise<Map<string, CommentVote>> {
    const mine = [
      ...(who.visitorHash ? [{ visitorHash: who.visitorHash }] : []),
      ...(who.voterHash ? [{ voterHash: who.voterHash }] : []),
    ];
    if (mine.length === 0 || commentIds.length === 0) return new Map();
    const votes = await em.find(CommentVote, { commentId: { $in: commentIds }, $or: mine });
    const byComment = new Map<string, CommentVote>();
    for (const vote of votes) {
      const held = byComment.get(vote.commentId);
      if (!held || (vote.visitorHash === who.visitorHash && held.visitorHash !== who.visitorHash))
        byComment.set(vote.commentId, vote);
    }
    return byComment;
  }

  /** The live comment, its row locked for the change (concurrent changes queue), or 404. */
  async #locked(em: EntityManager, id: string): Promise<Comment> {
    const found = await em.findOne(
      Comment,
      { id, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!found) throw new NotFoundError(MESSAGES.commentNotFound);
    return found;
  }

  /** Refuses (403) a caller who did not write the comment, once its post is known to be theirs to see. */
  async #mustBeAuthor(
    em: EntityManager,
    comment: Comment,
    caller: Caller,
    identifier: string | undefined,
  ): Promise<void> {
    await this.#post(em, comment.postId, caller);
    if (!this.#deps.authorKey.matches(identifier, comment.authorHash))
      throw new ForbiddenError(MESSAGES.notYourComment);
  }

  /** The caller's visitor id; 'admin' only with an admin token. */
  #identifier(caller: Caller): string | undefined {
    if (caller.identifier === ADMIN_IDENTIFIER && !caller.admin)
      throw new ForbiddenError(MESSAGES.adminIdentifier);
    return caller.identifier || undefined;
  }

  async #post(em: EntityManager, postId: string, caller: Caller): Promise<void> {
    requireId(postId, MESSAGES.postNotFound);
    const where = caller.admin ? { id: postId } : { id: postId, ...visibleAt(this.#deps.clock()) };
    if ((await em.count(Post, where)) === 0) throw new NotFoundError(MESSAGES.postNotFound);
  }
}
