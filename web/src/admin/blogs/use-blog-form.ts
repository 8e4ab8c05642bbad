import { type FormEvent, useId, useState } from 'react';
import { type AdminPost, type PostForm, postFormData, useBlogMutations } from '../../api/blog-admin';
import {
  generateExcerpt,
  hasToken,
  MISSING_TOKEN,
  saveErrorMessage,
  toLocalInput,
  validatePost,
} from './blog-rules';

function initialForm(post: AdminPost | null): PostForm {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    category: post?.category ?? '',
    status: post?.status ?? 'draft',
    read_time: String(post?.read_time ?? 5),
    tags: post?.tags ?? [],
    published_at: toLocalInput(post?.published_at),
  };
}

type BlogFormCallbacks = {
  onError: (message: string) => void;
  onSaved: () => void;
};

/**
 * A post form's fields, its featured image, the excerpt generator and the submit: validatePost's
 * problems, or a missing sign-in, go to the page's error toast instead of a save.
 */
export function useBlogForm(post: AdminPost | null, { onError, onSaved }: BlogFormCallbacks) {
  const [form, setForm] = useState<PostForm>(() => initialForm(post));
  const [image, setImage] = useState<File | null>(null);
  const { save } = useBlogMutations();
  const formId = useId();
  const saving = save.isPending;
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function generate() {
    const excerpt = generateExcerpt(form.content);
    if (excerpt === null) {
      onError('Please write some content first');
      return;
    }
    set('excerpt', excerpt);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePost(form);
    if (problems.length > 0) {
      onError(problems.join(', '));
      return;
    }
    if (!hasToken()) {
      onError(MISSING_TOKEN);
      return;
    }
    try {
      await save.mutateAsync({ id: post?.id ?? null, body: postFormData(form, image) });
      onSaved();
    } catch (error) {
      onError(saveErrorMessage(error));
    }
  }

  return { form, set, image, setImage, formId, saving, generate, submit };
}
