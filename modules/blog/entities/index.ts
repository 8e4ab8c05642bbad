export {
  Comment,
  CommentBlock,
  CommentBlockSchema,
  CommentNotice,
  CommentNoticeSchema,
  CommentSchema,
  CommentSettings,
  CommentSettingsSchema,
  CommentVote,
  CommentVoteSchema,
} from './comment.entity.ts';
export { Post, PostSchema, PostSlugRedirect, PostSlugRedirectSchema } from './post.entity.ts';
