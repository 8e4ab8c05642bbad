import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { addTag } from './blog-rules';

type TagInputProps = { tags: readonly string[]; onChange: (tags: string[]) => void };

/** Tags added with Add or Enter: trimmed, empty and duplicate ones ignored; each removable. */
export function TagInput({ tags, onChange }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();

  function add() {
    onChange(addTag(tags, draft));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm text-zinc-800 dark:text-zinc-200">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Add a tag and press Enter"
          className="min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-3.5 py-2.5 text-sm text-zinc-900 placeholder:text-zinc-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-white/15 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400"
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {tags.length > 0 && (
        <ul aria-label="Post tags" className="mt-2 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 font-medium text-indigo-800 text-xs dark:bg-indigo-500/15 dark:text-indigo-200"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-5 place-items-center rounded-full hover:bg-indigo-100 dark:hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
