import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { fetchFormToken, type NewComment } from '../../api/blog';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { cn } from '../../lib/cn';

export const FIELD =
  'w-full rounded-xl border border-zinc-300 bg-white px-3.5 py-2.5 text-sm text-zinc-900 placeholder:text-zinc-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-white/15 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400';

/** A comment form's field: its label above the control (`htmlFor` names it) the label wraps. */
function LabelledField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm">
      <span className="mb-1 block font-medium text-zinc-700 dark:text-zinc-300">{label}</span>
      {children}
    </label>
  );
}

type CommentFormProps = {
  postId: string;
  parentId: string | null;
  onSubmit: (input: NewComment) => void;
  onCancel?: () => void;
};

/**
 * Name, optional email and the comment; Post stays disabled until name and content are given.
 * The form asks the server for its signed start time when first entered (a form sent faster
 * than a person writes is a bot's); "Email me when someone replies" needs an email and is off by default.
 */
export function CommentForm({ postId, parentId, onSubmit, onCancel }: CommentFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const [website, setWebsite] = useState('');
  const [notify, setNotify] = useState(false);
  // The signed start time, asked for when the visitor first enters the form (readers who never
  // comment ask nothing); a form sent sooner than a person writes is a bot's.
  const formToken = useRef<Promise<{ token: string; readyAt: number } | undefined> | null>(null);
  const [sending, setSending] = useState(false);
  const startForm = useCallback(() => {
    // Without a token the comment still goes, and waits for the owner.
    formToken.current ??= fetchFormToken(postId).catch(() => undefined);
  }, [postId]);
  const ready = name.trim() !== '' && content.trim() !== '';
  const prefix = parentId ? `reply-${parentId}` : 'comment';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    startForm();
    const input = {
      name: name.trim(),
      email: email.trim(),
      content: content.trim(),
      website,
      parent_id: parentId,
      notify_replies: notify && email.trim() !== '',
    };
    setContent('');
    setSending(true);
    const form = await formToken.current;
    // Sent before the minimum (typed before the page woke): wait the rest rather than be dropped.
    const wait = form ? form.readyAt - Date.now() : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    setSending(false);
    onSubmit({ ...input, form_token: form?.token });
  }

  return (
    <form
      onSubmit={submit}
      onFocus={startForm}
      className="space-y-3"
      aria-label={parentId ? 'Reply' : 'Add a comment'}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField label="Name" htmlFor={`${prefix}-name`}>
          <input
            id={`${prefix}-name`}
            className={FIELD}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            required
          />
        </LabelledField>
        <LabelledField label="Email (optional)" htmlFor={`${prefix}-email`}>
          <input
            id={`${prefix}-email`}
            type="email"
            className={FIELD}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </LabelledField>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </label>
      </div>
      <Checkbox
        id={`${prefix}-notify`}
        checked={notify && email.trim() !== ''}
        disabled={email.trim() === ''}
        onChange={(e) => setNotify(e.target.checked)}
        label="Email me when someone replies"
        hint="We send a link to confirm first. Your email is kept only if you tick this."
        className="min-h-11 items-center"
      />
      <LabelledField label={parentId ? 'Reply' : 'Comment'} htmlFor={`${prefix}-content`}>
        <textarea
          id={`${prefix}-content`}
          className={cn(FIELD, 'min-h-24')}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={5000}
          required
        />
      </LabelledField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!ready} loading={sending}>
          Post
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
