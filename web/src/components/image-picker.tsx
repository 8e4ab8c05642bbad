import { Camera } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Avatar } from './avatar';

type ImagePickerProps = {
  label: string;
  /** The person or thing the picture shows; initials stand in when there is no picture. */
  name: string;
  /** The picture already saved, if any. */
  currentSrc?: string | null;
  /** The newly chosen file, shown as a preview instead of `currentSrc`. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
};

/** Round picture with a 'Choose photo' control; previews a chosen file before it is uploaded. */
export function ImagePicker({
  label,
  name,
  currentSrc,
  file,
  onFileChange,
  hint,
  error,
  disabled,
  className,
}: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
  }

  function clear() {
    onFileChange(null);
    if (input.current) input.current.value = '';
  }

  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

  return (
    <div className={cn('flex items-center gap-4', className)}>
      <Avatar name={name} src={preview ?? currentSrc} size="lg" className="size-16 text-lg" />
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
            <Camera aria-hidden="true" className="size-4" />
            {file ? 'Choose another' : 'Choose photo'}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={onChange}
              disabled={disabled}
              aria-label={label}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          </label>
          {file && (
            <button
              type="button"
              onClick={clear}
              className="rounded-full px-3 py-1.5 font-medium text-sm text-zinc-600 hover:bg-zinc-900/5 dark:text-zinc-400 dark:hover:bg-white/10"
            >
              Undo
            </button>
          )}
        </div>
        {file && !error && (
          <p className="mt-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{file.name}</p>
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
