import { MessageSquare } from 'lucide-react';
import type { AdminPost } from '../../api/blog-admin';
import { Badge } from '../../components/badge';
import { formatDate, formatDateTime } from '../shared/format';
import { EditDeleteActions, ResponsiveTable } from '../shared/table';
import { isScheduled } from './blog-rules';
import { SendPostAction } from './send-post-action';

/** What a post row asks of the page: a status flip, or one of its dialogs. */
export type PostAction = 'toggle' | 'form' | 'delete' | 'comments' | 'send';

const STATUS_TONES = { published: 'success', draft: 'warning', archived: 'neutral' } as const;

function StatusBadge({ post, onToggle }: { post: AdminPost; onToggle: () => void }) {
  const scheduled = isScheduled(post);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={onToggle}
        title={post.status === 'published' ? 'Switch to draft' : 'Publish'}
        aria-label={`Status ${post.status} of ${post.title}: ${post.status === 'published' ? 'switch to draft' : 'publish'}`}
        className="rounded-full"
      >
        <Badge tone={STATUS_TONES[post.status]} className="capitalize">
          {post.status}
        </Badge>
      </button>
      {scheduled && post.published_at && (
        <span className="text-indigo-700 text-xs dark:text-indigo-300">
          Scheduled for {formatDateTime(post.published_at)}
        </span>
      )}
    </div>
  );
}

/** The posts table (it scrolls sideways on phones): title, category, status, comments, date, actions. */
export function BlogsTable({
  posts,
  onAction,
}: {
  posts: readonly AdminPost[];
  onAction: (action: PostAction, post: AdminPost) => void;
}) {
  return (
    <ResponsiveTable
      items={posts}
      minWidth="min-w-[860px]"
      columns={[
        {
          label: 'Title',
          cell: (post) => (
            <>
              <p className="font-medium text-zinc-950 dark:text-white">{post.title}</p>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                /{post.slug} · {post.read_time ?? 5} min · {post.views ?? 0} views
              </p>
            </>
          ),
        },
        { label: 'Category', cell: (post) => post.category || '—' },
        {
          label: 'Status',
          cell: (post) => <StatusBadge post={post} onToggle={() => onAction('toggle', post)} />,
        },
        {
          label: 'Comments',
          cell: (post) => (
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-md px-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              onClick={() => onAction('comments', post)}
              aria-label={`${post.comment_count} comments on ${post.title}`}
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {post.comment_count}
            </button>
          ),
        },
        {
          label: 'Date',
          cellClassName: 'whitespace-nowrap',
          cell: (post) => formatDate(post.published_at ?? post.created_at),
        },
        {
          label: 'Actions',
          className: 'text-right',
          cell: (post) => (
            <>
              <SendPostAction post={post} onOpen={() => onAction('send', post)} />
              <EditDeleteActions
                className="justify-end"
                subject={post.title}
                onEdit={() => onAction('form', post)}
                onDelete={() => onAction('delete', post)}
              />
            </>
          ),
        },
      ]}
    />
  );
}
