import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { type AdminPost, POST_STATUSES } from '../../api/blog-admin';
import { Button } from '../../components/button';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { DialogForm } from '../shared/form-modal';
import { capitalizedOptions } from '../shared/forms';
import { TagInput } from './tag-input';
import { useBlogForm } from './use-blog-form';

// Tiptap and ProseMirror load when the form opens, never with the public site.
const RichEditor = lazy(() => import('./rich-editor'));

const STATUS_OPTIONS = capitalizedOptions(POST_STATUSES);

type BlogFormModalProps = {
  post: AdminPost | null;
  categories: readonly string[];
  onClose: () => void;
  onError: (message: string) => void;
  onSaved: () => void;
};

/** Create or edit a post: the Tiptap editor, tags, excerpt generation, featured image, schedule. */
export function BlogFormModal({ post, categories, onClose, onError, onSaved }: BlogFormModalProps) {
  const { form, set, bind, dialog, image, setImage, saving, generate } = useBlogForm(post, {
    onError,
    onSaved,
  });
  const editorLabel = useId();

  const savingLabel = post ? 'Updating...' : 'Creating...';
  return (
    <DialogForm
      {...dialog}
      onClose={onClose}
      size="xl"
      title={post ? 'Edit Post' : 'New Post'}
      submitText={saving ? savingLabel : post ? 'Update Post' : 'Create Post'}
      spinner={false}
    >
      <Input label="Title" {...bind('title')} data-autofocus />
      <div>
        <p id={editorLabel} className="mb-1.5 font-medium text-sm text-zinc-800 dark:text-zinc-200">
          Content
        </p>
        <Suspense
          fallback={
            <div
              className="grid place-items-center rounded-xl border border-zinc-300 dark:border-white/15"
              style={{ height: 548 }}
            >
              <Spinner label="Loading editor" />
            </div>
          }
        >
          <RichEditor
            value={form.content}
            onChange={(html) => set('content', html)}
            onError={onError}
            labelId={editorLabel}
          />
        </Suspense>
      </div>
      <div>
        <Textarea label="Excerpt" rows={3} {...bind('excerpt')} />
        <Button type="button" size="sm" variant="outline" className="mt-2" onClick={generate}>
          <Sparkles aria-hidden="true" className="size-4" />
          Generate from content
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Category" suggestions={categories} {...bind('category')} />
        <Select label="Status" options={STATUS_OPTIONS} {...bind('status')} />
        <Input label="Read time (minutes)" type="number" min={1} {...bind('read_time')} />
        <Input
          label="Publish date"
          type="datetime-local"
          hint="A future date with status Published schedules the post."
          {...bind('published_at')}
        />
      </div>
      <TagInput tags={form.tags} onChange={(tags) => set('tags', tags)} />
      <ImageField
        label="Featured image"
        currentSrc={post?.featured_image ? uploadUrl(post.featured_image) : null}
        file={image}
        onFileChange={setImage}
        onRemove={image ? () => setImage(null) : undefined}
        accept="image/*"
      />
    </DialogForm>
  );
}
