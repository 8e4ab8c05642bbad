import { useDeferredValue, useState } from 'react';
import { type AdminPost, useAdminPosts, useBlogCategories, useBlogMutations } from '../../api/blog-admin';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Select } from '../../components/select';
import { errorText } from '../../lib/api-client';
import type { Notice } from '../shared/content-form';
import { ContentScreen, DeleteQuestion } from '../shared/content-page';
import { ErrorBox } from '../shared/error-box';
import { SearchBox } from '../shared/filters';
import { TableSkeleton } from '../shared/table-skeleton';
import { BlogCommentsModal } from './blog-comments-modal';
import { BlogFormModal } from './blog-form-modal';
import { BlogsTable } from './blogs-table';
import { SendPostModal } from './send-post-modal';

type Dialog =
  | { kind: 'form'; post: AdminPost | null }
  | { kind: 'delete'; post: AdminPost }
  | { kind: 'comments'; post: AdminPost }
  | { kind: 'send'; post: AdminPost }
  | null;

const STATUS_FILTERS = ['All', 'Published', 'Draft', 'Archived'].map((value) => ({
  value,
  label: value === 'All' ? 'All statuses' : value,
}));
/** /admin/blogs: filters, the posts table with its status toggle, the editor and comments dialogs. */
export function BlogsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('All');
  const [status, setStatus] = useState('All');
  const deferredSearch = useDeferredValue(search);
  const posts = useAdminPosts({ search: deferredSearch, category, status });
  const categories = useBlogCategories();
  const { setStatus: toggle, remove } = useBlogMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function toggleStatus(post: AdminPost) {
    try {
      await toggle.mutateAsync({ id: post.id, status: post.status === 'published' ? 'draft' : 'published' });
      // A success makes an earlier failure's toast stale.
      setError(null);
    } catch (failure) {
      setError(errorText(failure, 'Failed to update status'));
    }
  }

  const categoryOptions = [
    { value: 'All', label: 'All categories' },
    ...(categories.data ?? []).map((c) => ({ value: c, label: c })),
  ];
  const list = posts.data ?? [];

  return (
    <ContentScreen
      title="Blog Posts"
      description="Write, schedule and publish posts, and moderate their comments."
      addLabel="New Post"
      onAdd={() => setDialog({ kind: 'form', post: null })}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto]">
        <SearchBox
          label="Search posts"
          hideLabel
          placeholder="Search posts..."
          maxLength={200}
          value={search}
          onSearch={setSearch}
        />
        <Select
          label="Category"
          hideLabel
          options={categoryOptions}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_FILTERS}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
      </Card>
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
              action === 'toggle' ? void toggleStatus(post) : setDialog({ kind: action, post })
            }
          />
        )}
      </Card>

      {dialog?.kind === 'form' && (
        <BlogFormModal
          post={dialog.post}
          categories={categories.data ?? []}
          onClose={() => setDialog(null)}
          onError={setError}
          onSaved={() => {
            setError(null);
            setNotice({
              tone: 'success',
              text: dialog.post ? 'Blog post updated successfully' : 'Blog post created successfully',
            });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete post"
          confirmLabel="Delete post"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await remove.mutateAsync(dialog.post.id);
            setError(null);
            setDialog(null);
          }}
          describeError={(failure) => {
            const message = errorText(failure, 'Failed to delete blog post');
            setError(message);
            return message;
          }}
        >
          <DeleteQuestion name={dialog.post.title} />
        </ConfirmDialog>
      )}
      {dialog?.kind === 'send' && <SendPostModal post={dialog.post} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'comments' && (
        <BlogCommentsModal post={dialog.post} onClose={() => setDialog(null)} onError={setError} />
      )}
      <ErrorBox message={error} onDismiss={() => setError(null)} />
    </ContentScreen>
  );
}
