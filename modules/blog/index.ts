import type { Middleware } from 'koa';
import type { CountViews } from '../analytics/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Mailer } from '../platform/mail/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { rateLimit } from '../platform/rate-limit/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { blogSummary } from './blog.summary.ts';
import type { BlogDeps } from './blog-deps.ts';
import { AuthorKey } from './comments/author-key.ts';
import { commentModerationRoutes } from './comments/comment-moderation.routes.ts';
import { CommentModeration } from './comments/comment-moderation.service.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { CommentsService } from './comments/comments.service.ts';
import { FormTokens } from './comments/form-token.ts';
import { commentDigestJob } from './comments/jobs/comment-digest.job.ts';
import { oneClickReplyUnsubscribe, replyNoticeRoutes } from './comments/reply-notices.routes.ts';
import { ReplyNotices } from './comments/reply-notices.ts';
import {
  CommentBlockSchema,
  CommentNoticeSchema,
  CommentSchema,
  CommentSettingsSchema,
  CommentVoteSchema,
  PostSchema,
  PostSlugRedirectSchema,
} from './entities/index.ts';
import { onReplyApproved } from './handlers/on-reply-approved.handler.ts';
import { onReplyNoticeRequested } from './handlers/on-reply-notice-requested.handler.ts';
import { onSettingsChanged } from './handlers/on-settings-changed.handler.ts';
import { feeds, type SitemapSource } from './pages/feeds.ts';
import { publishDuePostsJob } from './posts/jobs/publish-due-posts.job.ts';
import { publishScheduledPostJob, scheduledJobId } from './posts/jobs/publish-scheduled-post.job.ts';
import { postAnswers } from './posts/post-answers.ts';
import { postCard } from './posts/post-card.ts';
import { PostImports } from './posts/post-imports.ts';
import { PostPortable } from './posts/post-portable.ts';
import { PostReads } from './posts/post-reads.ts';
import { PostViews } from './posts/post-views.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { PostsService } from './posts/posts.service.ts';
import { PostHtmlSanitiser } from './posts/sanitise-html.ts';
import { VisibleSlugs } from './posts/visible-slugs.ts';

export {
  BLOG_EVENTS,
  type PostChange,
  postChanged,
  postPublished,
} from './blog.events.ts';
export {
  type AdminPostView,
  type CommentView,
  MESSAGES as BLOG_MESSAGES,
  type PostView,
  postCreateSchema,
  postUpdateSchema,
} from './blog.schemas.ts';
export type { BlogActivity, BlogSummary } from './blog.summary.ts';
export type { SitemapSource } from './pages/feeds.ts';
export { plainText } from './posts/plain-text.ts';
export { excerptShown } from './posts/post.presenter.ts';
export type { PostCard } from './posts/post-card.ts';
export {
  commentText,
  type ImportedComment,
  type ImportedPost,
  type PostImports,
} from './posts/post-imports.ts';
export type { PortableComment, PortablePost, PostPortable } from './posts/post-portable.ts';

/** Every entity of the blog module, for the ORM and migrations. */
export const blogEntities = [
  PostSchema,
  PostSlugRedirectSchema,
  CommentSchema,
  CommentVoteSchema,
  CommentSettingsSchema,
  CommentBlockSchema,
  CommentNoticeSchema,
];
export { heldDigestEmail, replyConfirmEmail, replyNoticeEmail } from './comments/emails/reply-emails.ts';
export { FormTokens } from './comments/form-token.ts';

export type BlogModuleDeps = {
  orm: MikroORM;
  redis: Redis;
  redisPrefix: string;
  /** Its public answers' cache (namespace `blog`), made by the composition root. */
  cache: PublicCache;
  /** Moved by every change of a thread: server-rendered post pages show the anonymous thread. */
  commentsCache: PublicCache;
  storage: UploadStorage;
  enqueue: Enqueue;
  /** Analytics' "once per visitor per day" counter, over the posts' `views` column. */
  countViews: CountViews;
  /** Keys the comment authorship hashes. */
  secret: string;
  publicUrl: string;
  siteName: () => Promise<string>;
  /** Reply emails and the digest (only the worker sends). */
  mailer?: Pick<Mailer, 'deliver'>;
  mailFrom: string;
  /** Who gets the daily digest of held comments. */
  ownerEmails?: () => Promise<string[]>;
  publishSweepEveryMs: number;
  /** Other modules' pages listed in `/sitemap.xml` (the shop's products). */
  sitemapSources?: SitemapSource[];
  commentRateLimit: { points: number; windowSeconds: number };
  /** A comment form sent sooner than this after it was given is dropped (default 3 s). */
  commentMinSubmitMs?: number;
  log: Logger;
  clock?: () => Date;
};

/**
 * The blog: posts (sanitised HTML, slugs with redirects, scheduled publication), threaded
 * anonymous comments with votes, view counts, the share-ready heads of its pages, RSS, sitemap
 * and robots.txt. Publishes `blog.post_changed` and `blog.post_published` (search indexes
 * them); follows `content.settings_changed` (the site name in its heads and feed). See README.md for the publication lifecycle.
 */
export function createBlogModule(deps: BlogModuleDeps) {
  const { cache } = deps;
  const clock = deps.clock ?? (() => new Date());
  const shared: BlogDeps = { em: deps.orm.em, publish, files: deps.storage, cache, clock };
  const origin = deps.publicUrl.replace(/\/+$/, '');
  let publishJob: ReturnType<typeof publishScheduledPostJob> | undefined;
  const sanitiser = new PostHtmlSanitiser(deps.publicUrl);
  const posts = new PostsService({
    ...shared,
    sanitiser,
    schedule: async (postId, at) => {
      if (!publishJob) return;
      await deps.enqueue(
        publishJob,
        { postId, at: at.toISOString() },
        { jobId: scheduledJobId(postId, at), delay: Math.max(0, at.getTime() - clock().getTime()) },
      );
    },
  });
  publishJob = publishScheduledPostJob(posts);
  const reads = new PostReads(shared);
  const views = new PostViews({ em: deps.orm.em, countViews: deps.countViews, clock });
  const notices = new ReplyNotices({
    em: deps.orm.em,
    publish,
    clock,
    secret: deps.secret,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    mailFrom: deps.mailFrom,
    siteName: deps.siteName,
    ownerEmails: deps.ownerEmails,
  });
  const comments = new CommentsService({
    ...shared,
    cache: deps.commentsCache,
    authorKey: new AuthorKey(deps.secret),
    formTokens: new FormTokens(deps.secret, deps.commentMinSubmitMs),
    onStored: async (tx, comment, notify) => {
      if (notify && comment.status !== 'spam') await notices.requested(tx, comment);
      if (comment.status === 'approved') await notices.approved(tx, comment);
    },
  });
  const moderation = new CommentModeration({
    em: deps.orm.em,
    clock,
    changed: () => deps.commentsCache.invalidate(),
    postsChanged: () => cache.invalidate(),
    onApproved: (tx, comment) => notices.approved(tx, comment),
  });
  // Comments per client address.
  const limit = rateLimit({
    redis: deps.redis,
    prefix: deps.redisPrefix,
    name: 'blog:comment-limit',
    ...deps.commentRateLimit,
    message: (seconds) => `Too many comments. Please try again in ${seconds} seconds.`,
  });
  const answers = {
    ...postAnswers({ reads, cache, slugs: new VisibleSlugs(reads, cache) }),
    /**
     * A post's thread as a visitor with no comments or votes of their own sees it (the server
     * render's; the browser then reads the visitor's own). NotFoundError for no visible post.
     */
    async thread(postId: string) {
      deps.commentsCache.noteRead();
      return { success: true, comments: await comments.list(postId, { admin: false }) };
    },
  };
  const pageDeps = { orm: deps.orm, reads, cache, origin, siteName: deps.siteName };
  const pages: Middleware[] = [
    feeds({ ...pageDeps, sitemapSources: deps.sitemapSources }),
    oneClickReplyUnsubscribe(notices),
  ];
  return {
    posts,
    /** Posts and comments another platform exported (the imports module's port). */
    imports: new PostImports({ sanitiser, publish, clock, caches: [cache, deps.commentsCache] }),
    /** Every post and approved comment for the site's export, and what its import sets back. */
    portable: new PostPortable(deps.orm.em),
    reads,
    comments,
    moderation,
    notices,
    views,
    cache,
    /** What visitors read, as answers: for its routes and the server render. */
    answers,
    routes: [
      // First: `PUT /api/blog/comment-settings` must not reach the posts' `PUT /api/blog/:id`.
      commentModerationRoutes(moderation, comments),
      postsRoutes({ reads, posts, views, storage: deps.storage, answers }),
      commentsRoutes(comments, limit, deps.commentsCache),
      replyNoticeRoutes(notices),
    ],
    jobs: [publishJob, publishDuePostsJob(posts, deps.publishSweepEveryMs), commentDigestJob(notices, clock)],
    handlers: [onSettingsChanged(cache), onReplyNoticeRequested(notices), onReplyApproved(notices)],
    /** `/rss.xml`, `/sitemap.xml`, `/robots.txt`. */
    pages,
    /** A post's title, excerpt, image and slug by id (the newsletter's email), or null. */
    postCard: (id: string) => postCard(deps.orm.em, id, clock()),
    /** Counts and latest additions for the admin dashboard. */
    summary: (limit: number) => blogSummary(deps.orm.em, limit),
  };
}

export type BlogModule = ReturnType<typeof createBlogModule>;
