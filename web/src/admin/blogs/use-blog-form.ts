import { type FormEvent, useId, useState } from 'react';
import { type AdminPost, type PostForm, postFormData, useBlogMutations } from '../../api/blog-admin';
import { useRecordForm } from '../shared/forms';
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
  const { form, set, bind } = useRecordForm<PostForm>(() => initialForm(post));
  const [image, setImage] = useState<File | null>(null);
  const { save } = useBlogMutations();
  const formId = useId();
  const saving = save.isPending;

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

  const dialog = { formId, saving, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
  return { form, set, bind, dialog, image, setImage, formId, saving, generate, submit };
}
