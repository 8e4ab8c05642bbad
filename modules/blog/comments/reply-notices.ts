import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import type { Publish } from '../../platform/events/index.ts';
import { LinkTokens, type Mailer } from '../../platform/mail/index.ts';
import { replyApproved, replyNoticeRequested } from '../blog.events.ts';
import { Comment, CommentNotice, Post } from '../entities/index.ts';
import { commentSettings } from './comment-settings.ts';
import { heldDigestEmail, replyConfirmEmail, replyNoticeEmail } from './emails/reply-emails.ts';

export const NOTICE_MESSAGES = {
  invalid: 'Invalid or expired link',
  stopped: 'This link was used to stop the emails; leave a new comment to ask again',
  confirmed: 'Confirmed: we will email you when someone replies',
  unsubscribed: 'You will get no more emails about this thread',
} as const;

/** How many held comments the digest lists (the rest are counted). */
const DIGEST_LIST = 20;

export type ReplyNoticeDeps = {
  em: EntityManager;
  publish: Publish;
  clock: () => Date;
  secret: string;
  /** Only the worker sends (the API records events). */
  mailer?: Pick<Mailer, 'deliver'>;
  publicUrl: string;
  mailFrom: string;
  siteName: () => Promise<string>;
  ownerEmails?: () => Promise<string[]>;
};

/**
 * Reply emails, opt-in: a notice row when a commenter ticks the box (with an email), one
 * confirmation email, then one email per approved reply to their comment until they stop it.
 * Every send is a handler or job re-reading state, through the mailer's idempotency key.
 */
export class ReplyNotices {
  readonly #deps: ReplyNoticeDeps;
  readonly #tokens: LinkTokens;

  constructor(deps: ReplyNoticeDeps) {
    this.#deps = deps;
    this.#tokens = new LinkTokens(deps.secret);
  }

  confirmToken = (id: string) => this.#tokens.derive(`blog-reply-confirm:${id}`);
  unsubscribeToken = (id: string) => this.#tokens.derive(`blog-reply-unsubscribe:${id}`);

  /** In the comment's transaction: the notice asked for, and its confirmation email owed. */
  async requested(tx: EntityManager, comment: Comment): Promise<void> {
    const id = randomUUID();
    tx.create(CommentNotice, {
      id,
      commentId: comment.id,
      confirmHash: LinkTokens.hash(this.confirmToken(id)),
      unsubscribeHash: LinkTokens.hash(this.unsubscribeToken(id)),
      confirmedAt: null,
      unsubscribedAt: null,
    });
    await this.#deps.publish(tx, replyNoticeRequested, { id, occurredAt: this.#deps.clock().toISOString() });
  }

  /** In the transaction that made a reply visible: its parent's author may be told. */
  async approved(tx: EntityManager, comment: Comment): Promise<void> {
    if (!comment.parentId) return;
    await this.#deps.publish(tx, replyApproved, {
      id: comment.id,
      parentId: comment.parentId,
      occurredAt: this.#deps.clock().toISOString(),
    });
  }

  /** The confirm page's POST. Twice is fine; a stopped notice stays stopped. */
  async confirm(token: string): Promise<string> {
    const notice = await this.#deps.em.findOne(CommentNotice, { confirmHash: LinkTokens.hash(token) });
    if (!notice) throw new NotFoundError(NOTICE_MESSAGES.invalid);
    if (notice.unsubscribedAt) throw new ConflictError(NOTICE_MESSAGES.stopped, 'notice_stopped');
    if (!notice.confirmedAt)
      await this.#deps.em.nativeUpdate(CommentNotice, { id: notice.id }, { confirmedAt: this.#deps.clock() });
    return NOTICE_MESSAGES.confirmed;
  }

  /**
   * One-click unsubscribe (RFC 8058) of that thread, and the unsubscribe page's button: ends the
   * notice and wipes the address (it was kept for these emails only). Twice is fine.
   */
  async unsubscribe(token: string): Promise<string> {
    await this.#deps.em.transactional(async (tx) => {
      const notice = await tx.findOne(CommentNotice, { unsubscribeHash: LinkTokens.hash(token) });
      if (!notice) throw new NotFoundError(NOTICE_MESSAGES.invalid);
      if (!notice.unsubscribedAt) notice.unsubscribedAt = this.#deps.clock();
      await tx.nativeUpdate(Comment, { id: notice.commentId }, { email: null });
    });
    return NOTICE_MESSAGES.unsubscribed;
  }

  /** Handler: the confirmation email, unless confirmed, stopped, gone or sent to Spam. */
  async sendConfirmation(noticeId: string): Promise<void> {
    const { em } = this.#deps;
    const notice = await em.findOne(CommentNotice, { id: noticeId });
    if (!notice || notice.confirmedAt || notice.unsubscribedAt) return;
    const comment = await em.findOne(Comment, { id: notice.commentId, deletedAt: null });
    if (!comment?.email || comment.status === 'spam') return;
    const post = await em.findOne(Post, { id: comment.postId }, { fields: ['title'] });
    if (!post) return;
    const message = replyConfirmEmail(
      {
        to: comment.email,
        name: comment.name,
        postTitle: post.title,
        confirmToken: this.confirmToken(notice.id),
        unsubscribeToken: this.unsubscribeToken(notice.id),
      },
      await this.#site(),
    );
    await this.#mailer().deliver(`comment-notice-confirm:${notice.id}`, message);
  }

  /** Handler: tells the parent's author of a reply still visible, once, if they confirmed. */
  async sendReply(replyId: string): Promise<void> {
    const { em } = this.#deps;
    const reply = await em.findOne(Comment, { id: replyId, status: 'approved', deletedAt: null });
    if (!reply?.parentId) return;
    const parent = await em.findOne(Comment, { id: reply.parentId, deletedAt: null });
    if (!parent?.email) return;
    // Nobody is told of their own reply.
    if (parent.authorHash && parent.authorHash === reply.authorHash) return;
    const notice = await em.findOne(CommentNotice, { commentId: parent.id });
    if (!notice?.confirmedAt || notice.unsubscribedAt) return;
    const post = await em.findOne(Post, { id: reply.postId }, { fields: ['title', 'slug'] });
    if (!post) return;
    const message = replyNoticeEmail(
      {
        to: parent.email,
        name: parent.name,
        postTitle: post.title,
        postSlug: post.slug,
        replyName: reply.name,
        replyContent: reply.content,
        fromAuthor: reply.isOwner,
        unsubscribeToken: this.unsubscribeToken(notice.id),
      },
      await this.#site(),
    );
    await this.#mailer().deliver(`comment-reply:${reply.id}:${notice.id}`, message);
  }

  /** Job: the day's digest of held comments to each owner, once a day (`comment-digest:<date>:<to>`). */
  async sendDigest(now: Date): Promise<{ sent: number }> {
    const { em } = this.#deps;
    if (!(await commentSettings(em)).dailyDigest) return { sent: 0 };
    const [held, total] = await em.findAndCount(
      Comment,
      { status: 'pending', deletedAt: null },
      { orderBy: { createdAt: 'asc' }, limit: DIGEST_LIST },
    );
    if (total === 0) return { sent: 0 };
    const posts = await em.find(
      Post,
      { id: { $in: [...new Set(held.map((c) => c.postId))] } },
      { fields: ['title'] },
    );
    const titles = new Map(posts.map((post) => [post.id, post.title]));
    const date = now.toISOString().slice(0, 10);
    const site = await this.#site();
    let sent = 0;
    const owners = [...new Set(((await this.#deps.ownerEmails?.()) ?? []).map((to) => to.toLowerCase()))];
    for (const to of owners) {
      const message = heldDigestEmail(
        {
          to,
          date,
          total,
          held: held.map((c) => ({
            name: c.name,
            content: c.content,
            postTitle: titles.get(c.postId) ?? '',
          })),
        },
        site,
      );
      if ((await this.#mailer().deliver(`comment-digest:${date}:${to}`, message)) === 'sent') sent += 1;
    }
    return { sent };
  }

  #mailer(): Pick<Mailer, 'deliver'> {
    if (!this.#deps.mailer) throw new Error('Reply emails are sent by the worker, which has a mailer');
    return this.#deps.mailer;
  }

  async #site() {
    return {
      siteName: await this.#deps.siteName(),
      publicUrl: this.#deps.publicUrl,
      mailFrom: this.#deps.mailFrom,
    };
  }
}
