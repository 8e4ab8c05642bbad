import { FileText, Paperclip, Undo2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { AdminProduct } from '../../api/shop-admin';
import { IconButton } from '../../components/icon-button';
import { RemoveRowButton } from '../shared/remove-row-button';

type ProductFilesFieldProps = {
  saved: AdminProduct['files'];
  removed: string[];
  onToggleRemoved: (id: string) => void;
  added: File[];
  onAddedChange: (files: File[]) => void;
  disabled?: boolean;
};

export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const ROW =
  'flex items-center gap-2 rounded-xl border border-zinc-200 px-3 py-2 text-sm dark:border-white/10';

/** The downloadable files: saved ones (each can be marked for removal) and new ones added to them. */
export function ProductFilesField({
  saved,
  removed,
  onToggleRemoved,
  added,
  onAddedChange,
  disabled,
}: ProductFilesFieldProps) {
  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    onAddedChange([...added, ...Array.from(event.target.files ?? [])]);
    // The same file may be chosen again after removing it from the list.
    event.target.value = '';
  }
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm text-zinc-800 dark:text-zinc-200">Downloadable files</legend>
      <ul className="space-y-2">
        {saved.map((file) => {
          const gone = removed.includes(file.id);
          return (
            <li key={file.id} className={ROW}>
              <FileText aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
              <span className={gone ? 'flex-1 truncate text-zinc-400 line-through' : 'flex-1 truncate'}>
                {file.name}
              </span>
              <span className="text-xs text-zinc-500">
                {gone ? 'Will be removed' : formatSize(file.size)}
              </span>
              <IconButton
                label={gone ? `Keep ${file.name}` : `Remove ${file.name}`}
                onClick={() => onToggleRemoved(file.id)}
                disabled={disabled}
                className="size-8"
              >
                {gone ? <Undo2 aria-hidden="true" /> : <X aria-hidden="true" />}
              </IconButton>
            </li>
          );
        })}
        {added.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className={ROW}>
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
            <span className="flex-1 truncate">{file.name}</span>
            <span className="text-xs text-zinc-500">New · {formatSize(file.size)}</span>
            <RemoveRowButton
              label={`Remove ${file.name}`}
              items={added}
              index={index}
              onChange={onAddedChange}
              disabled={disabled}
              className="size-8"
            />
          </li>
        ))}
      </ul>
      <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-zinc-300 bg-white px-4 font-medium text-sm text-zinc-800 shadow-sm hover:bg-zinc-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 has-[:focus-visible]:outline-offset-2 dark:border-white/15 dark:bg-white/5 dark:text-zinc-100 dark:hover:bg-white/10">
        <Paperclip aria-hidden="true" className="size-4" />
        Add files
        <input
          type="file"
          multiple
          className="sr-only"
          onChange={onChoose}
          disabled={disabled}
          aria-label="Add files"
        />
      </label>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        New files are added to the saved ones; buyers get each file once.
      </p>
    </fieldset>
  );
}
