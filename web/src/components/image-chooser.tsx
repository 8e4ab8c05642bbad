import { type ChangeEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';

/** An object URL that previews `file` before it is uploaded; revoked when the file changes. */
export function useFilePreview(file: File | null): string | null {
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
  return preview;
}

type ImageChooserProps = {
  label: string;
  /** The choose button's icon and text. */
  icon: ReactNode;
  buttonText: string;
  accept: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen file, named under the buttons. */
  file: File | null;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Buttons beside the choose button. */
  actions?: ReactNode;
  /** A line under the file's name, above the error or the hint. */
  note?: ReactNode;
};

/**
 * The side of an image upload beside its preview: the label, a 'Choose …' button over a hidden file
 * input, the chosen file's name, and the error or else the hint.
 */
export function ImageChooser({
  label,
  icon,
  buttonText,
  accept,
  onChange,
  inputRef,
  file,
  hint,
  error,
  disabled,
  actions,
  note,
}: ImageChooserProps) {
  const inputId = useId();
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

  return (
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
          {icon}
          {buttonText}
          <input
            ref={inputRef}
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
        {actions}
      </div>
      {file && !error && (
        <p className="mt-1 truncate text-xs text-zinc-500 dark:text-zinc-400">{file.name}</p>
      )}
      {note}
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
  );
}
