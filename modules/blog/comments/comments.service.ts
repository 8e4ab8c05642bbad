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
import { Comment, CommentBlock, CommentNotice, CommentVote, Post } from '../entities/index.ts';
import { ADMIN_IDENTIFIER, type AuthorKey, type VoterClient } from './author-key.ts';
import { nest, presentComment, sortThread } from './comment.presenter.ts';
import { commentSettings } from './comment-settings.ts';
import type { FormTokens } from './form-token.ts';
import { blockedWordIn, countLinks, judge, LINKS_HELD_AT } from './moderation-rules.ts';
import { applyCount, nextVote } from './votes.ts';

export type CommentsServiceDeps = BlogDeps & {
  authorKey: AuthorKey;
  formTokens: FormTokens;
  /** After a comment is stored: its reply notices (confirmation, replies) go through the outbox. */
  onStored?: (tx: EntityManager, comment: Comment, notify: { email: string } | null) => Promise<void>;
};
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
    const voter = this.#identifier(caller);
    const hash = voter ? authorKey.hash(voter) : undefined;
    // Other visitors (and the server render, and every cached answer) see approved comments only;
    // a held one reaches its own author, by the identifier, in this private answer.
    const where = caller.admin
      ? { postId }
      : hash
        ? { postId, $or: [{ status: 'approved' as const }, { authorHash: hash }] }
        : { postId, status: 'approved' as const };
    const found = await em.find(Comment, where, { orderBy: { createdAt: 'asc', id: 'asc' } });
    // A reply under a comment the caller cannot see is not shown either.
    const shown = new Set<string>();
    const comments = found.filter((comment) => {
      if (comment.parentId && !shown.has(comment.parentId)) return false;
      shown.add(comment.id);
      return true;
    });
    const voteOf = await this.#votesOf(
      em,
      comments.map((c) => c.id),
      { voterHash: hash, visitorHash: caller.client ? authorKey.visitor(caller.client) : undefined },
    );
    return sortThread(
      nest(
        comments.map((comment) =>
          presentComment(comment, {
            admin: caller.admin,
            userVote: voteOf.get(comment.id)?.type ?? null,
            ownIdentifier: hash && comment.authorHash === hash ? voter : undefined,
          }),
        ),
      ),
    );
  }

  /** A signed start time for the comment form (the minimum time to submit is measured from it). */
  formToken(postId: string): { form_token: string; min_submit_ms: number } {
    requireId(postId, MESSAGES.postNotFound);
    const { formTokens, clock } = this.#deps;
    return { form_token: formTokens.issue(postId, clock()), min_submit_ms: formTokens.minMs };
  }

  /**
   * Adds a comment or a reply through the owner's rules (moderation-rules.ts). A bot's comment
   * (honeypot, forged or too quick a form) is answered as if held and never stored. An admin
   * token's comment is the owner's: approved, with the Author badge, whatever the body says.
   */
  async create(
    postId: string,
    input: CommentCreateInput,
    caller: Caller & { userAgent?: string | undefined; client?: VoterClient },
  ): Promise<CommentView> {
    const identifier = this.#identifier({
      ...caller,
      identifier: input.metadata?.userIdentifier ?? input.userIdentifier,
    });
    const now = this.#deps.clock();
    const authorHash = identifier ? this.#deps.authorKey.hash(identifier) : null;
    const visitorHash = caller.client ? this.#deps.authorKey.visitor(caller.client) : null;
    const form = this.#deps.formTokens.check(input.form_token, postId, now);
    const email = input.notify_replies && input.email ? input.email.trim().toLowerCase() : null;
    if (!caller.admin && (input.website || form === 'forged' || form === 'too_fast')) {
      await this.#post(this.#deps.em, postId, caller);
      return decoy(postId, input, now);
    }
    const comment = await this.#deps.em.transactional(async (tx) => {
      const post = await this.#post(tx, postId, caller);
      if (post.commentsClosed && !caller.admin)
        throw new ConflictError(MESSAGES.commentsClosed, 'comments_closed');
      if (input.parent_id) {
        const parent = await tx.findOne(Comment, { id: input.parent_id, postId });
        const seen =
          parent &&
          (caller.admin || parent.status === 'approved' || (authorHash && parent.authorHash === authorHash));
        if (!parent || parent.deletedAt || !seen)
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
        createdAt: { $gte: new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS) },
      });
      if (twin) return twin;
      const verdict = caller.admin
        ? ({ drop: false, status: 'approved', reason: null } as const)
        : await this.#judge(tx, input, form, { authorHash, visitorHash, email });
      if (verdict.drop) return null;
      const created = tx.create(Comment, {
        id: randomUUID(),
        postId,
        parentId: input.parent_id ?? null,
        name: input.name,
        email,
        content: input.content,
        authorHash,
        visitorHash,
        userAgent: (caller.userAgent ?? input.metadata?.userAgent ?? '').slice(0, 300) || null,
        deletedAt: null,
        status: verdict.status,
        heldReason: verdict.reason,
        isOwner: caller.admin,
        pinnedAt: null,
      });
      await tx.flush();
      await this.#deps.onStored?.(tx, created, email ? { email } : null);
      return created;
    });
    if (!comment) return decoy(postId, input, now);
    await this.#changed();
    return presentComment(comment, { admin: caller.admin, userVote: null, ownIdentifier: identifier });
  }

  async #judge(
    tx: EntityManager,
    input: CommentCreateInput,
    form: ReturnType<FormTokens['check']>,
    who: { authorHash: string | null; visitorHash: string | null; email: string | null },
  ) {
    const settings = await commentSettings(tx);
    const blocks = [
      ...(who.visitorHash ? [{ kind: 'visitor' as const, value: who.visitorHash }] : []),
      ...(who.email ? [{ kind: 'email' as const, value: who.email }] : []),
    ];
    const blocked = blocks.length > 0 && (await tx.count(CommentBlock, { $or: blocks })) > 0;
    const mine = [
      ...(who.visitorHash ? [{ visitorHash: who.visitorHash }] : []),
      ...(who.authorHash ? [{ authorHash: who.authorHash }] : []),
    ];
    const knownVisitor =
      settings.moderation === 'first' && mine.length > 0
        ? (await tx.count(Comment, { status: 'approved', $or: mine })) > 0
        : false;
    return judge({
      content: input.content,
      name: input.name,
      website: input.website,
      form,
      mode: settings.moderation,
      blockedWords: settings.blockedWords,
      blocked,
      knownVisitor,
    });
  }

  /** Edits a comment's text; only its author (same visitor id) may. */
  async update(id: string, content: string, caller: Caller): Promise<CommentView> {
    requireId(id, MESSAGES.commentNotFound);
    const identifier = this.#identifier(caller);
    const comment = await this.#deps.em.transactional(async (tx) => {
      const found = await this.#locked(tx, id);
      await this.#mustBeAuthor(tx, found, caller, identifier);
      found.content = content;
      // An edit cannot slip links or a blocked word past the rules the comment met when posted.
      if (found.status === 'approved' && !found.isOwner) {
        const { blockedWords } = await commentSettings(tx);
        const reason =
          countLinks(content) >= LINKS_HELD_AT
            ? 'links'
            : blockedWordIn(content, blockedWords)
              ? 'blocked_word'
              : null;
        if (reason) Object.assign(found, { status: 'pending', heldReason: reason });
      }
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
      // The reply emails end with the comment.
      await tx.nativeDelete(CommentNotice, { commentId: id });
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
      // A held comment is nobody's to vote on until it is approved.
      if (comment.status !== 'approved' && !caller.admin) throw new NotFoundError(MESSAGES.commentNotFound);
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

  async #post(em: EntityManager, postId: string, caller: Caller): Promise<{ commentsClosed: boolean }> {
    requireId(postId, MESSAGES.postNotFound);
    const where = caller.admin ? { id: postId } : { id: postId, ...visibleAt(this.#deps.clock()) };
    const post = await em.findOne(Post, where, { fields: ['id', 'commentsClosed'] });
    if (!post) throw new NotFoundError(MESSAGES.postNotFound);
    return post;
  }
}

/**
 * What a dropped bot comment is answered: the same shape a held comment gets (201, "Awaiting
 * moderation"), under an id that exists nowhere, so the answer teaches a bot nothing.
 */
function decoy(postId: string, input: CommentCreateInput, now: Date): CommentView {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    blog_id: postId,
    post_id: postId,
    parent_id: input.parent_id ?? null,
    name: input.name,
    user_name: input.name,
    content: input.content,
    created_at: at,
    updated_at: at,
    upvotes: 0,
    downvotes: 0,
    userVote: null,
    deleted: false,
    status: 'pending',
    author_badge: false,
    pinned: false,
    metadata: null,
    replies: [],
  };
}
