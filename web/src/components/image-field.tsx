import { ImageIcon, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';

type ImageFieldProps = {
  label: string;
  /** The saved image, if any; hidden when `removed`. */
  currentSrc?: string | null;
  /** The newly chosen file; previewed instead of `currentSrc`. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The saved image is marked for removal. */
  removed?: boolean;
  /** Offered while something is shown: clears the chosen file or marks the saved one for removal. */
  onRemove?: () => void;
  removeLabel?: string;
  accept?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** 'square' for icons, 'wide' for cover images. */
  shape?: 'square' | 'wide';
};

/** A rectangular image upload with a live preview of the chosen file and a remove action. */
export function ImageField({
  label,
  currentSrc,
  file,
  onFileChange,
  removed = false,
  onRemove,
  removeLabel = 'Remove image',
  accept = 'image/*',
  hint,
  error,
  disabled,
  shape = 'wide',
}: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? (removed ? null : (currentSrc ?? null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source gets a fresh chance to load
  useEffect(() => setBroken(false), [shown]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
    // The same file may be chosen again after a removal.
    event.target.value = '';
  }

  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const hasSomething = file !== null || Boolean(shown);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div
        className={cn(
          'grid shrink-0 place-items-center overflow-hidden rounded-2xl border border-zinc-200/80 border-dashed bg-zinc-50 dark:border-white/15 dark:bg-white/[0.03]',
          shape === 'square' ? 'size-20' : 'aspect-video w-full sm:w-44',
        )}
      >
        {shown && !broken ? (
          <img
            src={shown}
            alt={`${label} preview`}
            onError={() => setBroken(true)}
            className={cn('size-full', shape === 'square' ? 'object-contain p-2' : 'object-cover')}
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-7 text-zinc-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <span className="block font-medium text-sm text-zinc-800 dark:text-zinc-200">{label}</span>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-zinc-300 bg-white px-4 font-medium text-sm text-zinc-800 shadow-sm transition-colors hover:bg-zinc-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 has-[:focus-visible]:outline-offset-2 dark:border-white/15 dark:bg-white/5 dark:text-zinc-100 dark:hover:bg-white/10',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            <Upload aria-hidden="true" className="size-4" />
            {hasSomething ? 'Choose another' : 'Choose image'}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={accept}
              className="sr-only"
              onChange={onChange}
              disabled={disabled}
              aria-label={label}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </label>
          {onRemove && hasSomething && (
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              className="rounded-full px-3 py-1.5 font-medium text-rose-600 text-sm transition-colors hover:bg-rose-50 disabled:opacity-60 dark:text-rose-400 dark:hover:bg-rose-500/10"
            >
              {removeLabel}
            </button>
          )}
        </div>
        {file && !error && (
          <p className="mt-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{file.name}</p>
        )}
        {removed && !file && (
          <p className="mt-1 text-amber-700 text-xs dark:text-amber-300">
            The image will be removed on save.
          </p>
        )}
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-rose-600 text-xs dark:text-rose-400">
            {error}
          </p>
        ) : (
          hint && (
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
              {hint}
            </p>
          )
        )}
      </div>
    </div>
  );
}
