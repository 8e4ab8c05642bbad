import {
  type AdminPost,
  type BlogFilters,
  useAdminPosts,
  useBlogCategories,
  useBlogMutations,
} from '../../api/blog-admin';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import { ContentScreen, DeleteQuestion } from '../shared/content-page';
import { ErrorBox } from '../shared/error-box';
import { SearchFiltersCard, useListFilters } from '../shared/filters';
import { TableSkeleton } from '../shared/table-skeleton';
import { useScreenDialog } from '../shared/use-screen-dialog';
import { BlogCommentsModal } from './blog-comments-modal';
import { BlogFormModal } from './blog-form-modal';
import { BlogsTable } from './blogs-table';
import { SendPostModal } from './send-post-modal';

type Dialog =
  | { kind: 'form'; post: AdminPost | null }
  | { kind: 'delete'; post: AdminPost }
  | { kind: 'comments'; post: AdminPost }
  | { kind: 'send'; post: AdminPost };

const STATUS_FILTERS = ['All', 'Published', 'Draft', 'Archived'].map((value) => ({
  value,
  label: value === 'All' ? 'All statuses' : value,
}));

const categoryOptions = (categories: readonly string[]) => [
  { value: 'All', label: 'All categories' },
  ...categories.map((c) => ({ value: c, label: c })),
];

/** /admin/blogs: filters, the posts table with its status toggle, the editor and comments dialogs. */
export function BlogsPage() {
  const { filters, set, query } = useListFilters<BlogFilters>({ search: '', category: 'All', status: 'All' });
  const posts = useAdminPosts(query);
  const categories = useBlogCategories();
  const { setStatus, remove } = useBlogMutations();
  const screen = useScreenDialog<Dialog>();
  const { dialog, close } = screen;

  const toggleStatus = (post: AdminPost) =>
    screen.attempt(
      () =>
        setStatus.mutateAsync({ id: post.id, status: post.status === 'published' ? 'draft' : 'published' }),
      (failure) => errorText(failure, 'Failed to update status'),
    );

  const selects = [
    { name: 'category', label: 'Category', options: categoryOptions(categories.data ?? []) },
    { name: 'status', label: 'Status', options: STATUS_FILTERS },
  ] as const;
  const list = posts.data ?? [];

  return (
    <ContentScreen
      title="Blog Posts"
      description="Write, schedule and publish posts, and moderate their comments."
      addLabel="New Post"
      onAdd={() => screen.open({ kind: 'form', post: null })}
      notice={screen.notice}
      onDismissNotice={screen.dismissNotice}
    >
      <SearchFiltersCard
        className="sm:grid-cols-[1fr_auto_auto]"
        searchLabel="Search posts"
        placeholder="Search posts..."
        search={filters.search}
        onSearch={(text) => set('search', text)}
        selects={selects}
        values={filters}
        onChange={set}
        hideLabel
      />
      <Card className="overflow-hidden p-0">
        {posts.isPending && <TableSkeleton label="Loading blog posts" rows={5} />}
        {posts.isError && !posts.data && (
          <p role="alert" className="p-6 text-rose-700 text-sm dark:text-rose-400">
            {posts.error.message}
          </p>
        )}
        {posts.data && list.length === 0 && (
          <p className="p-10 text-center text-zinc-600 dark:text-zinc-400">No blog posts found.</p>
        )}
        {list.length > 0 && (
          <BlogsTable
            posts={list}
            onAction={(action, post) =>
              action === 'toggle' ? void toggleStatus(post) : screen.open({ kind: action, post })
            }
          />
        )}
      </Card>

      {dialog?.kind === 'form' && (
        <BlogFormModal
          post={dialog.post}
          categories={categories.data ?? []}
          {...screen.formProps}
          onSaved={() =>
            screen.done(dialog.post ? 'Blog post updated successfully' : 'Blog post created successfully')
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete post"
          confirmLabel="Delete post"
          {...screen.deleteProps(
            () => remove.mutateAsync(dialog.post.id),
            (failure) => errorText(failure, 'Failed to delete blog post'),
          )}
        >
          <DeleteQuestion name={dialog.post.title} />
        </ConfirmDialog>
      )}
      {dialog?.kind === 'send' && <SendPostModal post={dialog.post} onClose={close} />}
      {dialog?.kind === 'comments' && (
        <BlogCommentsModal post={dialog.post} onClose={close} onError={screen.setError} />
      )}
      <ErrorBox message={screen.error} onDismiss={() => screen.setError(null)} />
    </ContentScreen>
  );
}
